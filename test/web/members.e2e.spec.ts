import type { Locator, Page } from 'playwright-core';
import { seedWorld } from './support/world-detail-fixtures';
import { axeViolations, createWorld, newUser, populate, signedInContext, signedInPage, startArc, useWebSuite, visitorPage } from './support/web-harness';

/*
 * Shared worlds in the browser (issue 20): the owner makes an invite link in the Members panel, a player opens
 * it in a browser of their own, joins, creates their character and records an action; the owner's open page
 * shows it without a reload, the owner progresses the arc, and the player's page shows the beat that answers
 * the action. A viewer is offered no change; a removed member's open page loses the world.
 */

function membersPanel(page: Page): Locator {
  return page.getByTestId('members-panel');
}

function arcProgress(page: Page, beats: number): Locator {
  return page.getByRole('progressbar', { name: `Arc progress: ${beats} of 15 beats` });
}

/** Marks the document, so a reload (which would make a new one) is seen. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-members-mark', 'kept'));
}

async function documentKept(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.getAttribute('data-members-mark') === 'kept');
}

/** Makes an invite link in the owner's Members panel and answers it (the link is shown once, to copy). */
async function makeInviteLink(page: Page, role: 'Player' | 'Co-author' | 'Viewer', maxUses?: number): Promise<string> {
  const panel = membersPanel(page);
  await panel.getByLabel('Role', { exact: true }).selectOption({ label: role });
  await panel.getByLabel('Max uses').fill(maxUses === undefined ? '' : String(maxUses));
  await panel.getByRole('button', { name: 'Create invite link' }).click();
  const link = panel.getByLabel(new RegExp(`^Invite link \\(${role}`));
  await link.waitFor();
  return link.inputValue();
}

/** The link's path on the test server (the API makes it with its own public origin). */
function pathOf(link: string): string {
  const url = new URL(link);
  expect(url.pathname).toMatch(/^\/app\/join\/[A-Za-z0-9_-]{43}$/);
  return url.pathname;
}

const EDITING_BUTTONS = [
  'PROGRESS STORY',
  'ADD EVENT',
  'Add Event',
  'RECORD AN ACTION',
  'Record an Action',
  'Add location',
  'Add faction',
  'Add character',
  'Create my character',
  'Create invite link',
  'Revert last beat',
];

async function visibleButtons(page: Page, names: readonly string[]): Promise<string[]> {
  const shown: string[] = [];
  for (const name of names) if ((await page.getByRole('button', { name, exact: true }).count()) > 0) shown.push(name);
  return shown;
}

describe('members and players in the browser', () => {
  const suite = useWebSuite();

  it('lets a player join by link, act through their character, and see the beat that answers them, live on both pages', async () => {
    const owner = await newUser(suite(), 'owner');
    const player = await newUser(suite(), 'player');
    const world = await createWorld(owner, 'Lantern Reach');
    await seedWorld(owner.trpc, world.id);
    const arc = await startArc(owner, world.id);

    // The owner makes a player's invite link, copies it, and sees it among the open invites.
    const ownerContext = await signedInContext(suite(), owner);
    await ownerContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite().url });
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto(`${suite().url}/app/worlds/${world.id}`);
    await membersPanel(ownerPage).getByText('Your role: Owner').waitFor();
    const link = await makeInviteLink(ownerPage, 'Player', 5);
    await membersPanel(ownerPage).getByRole('button', { name: 'Copy invite link' }).click();
    await membersPanel(ownerPage).getByText('Copied!', { exact: true }).waitFor();
    expect(await ownerPage.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const openInvites = membersPanel(ownerPage).getByRole('list', { name: 'Open invites' });
    await openInvites.getByText('Player · never expires · 5 uses left').waitFor();
    // The auto-advance switch: off by default, a target of 24 × 24 px at least.
    const autoAdvance = membersPanel(ownerPage).getByRole('switch', { name: 'Advance the arc by itself once every player has acted' });
    await autoAdvance.and(ownerPage.locator(':enabled')).waitFor();
    expect(await autoAdvance.isChecked()).toBe(false);
    const box = (await autoAdvance.boundingBox())!;
    expect([box.width >= 24, box.height >= 24]).toEqual([true, true]);
    expect(await axeViolations(ownerPage)).toEqual([]);
    await arcProgress(ownerPage, 1).waitFor();
    await markDocument(ownerPage);

    // The player opens the link in their own browser: the world's name and the role, then Join.
    const playerPage = await signedInPage(suite(), player, pathOf(link));
    await playerPage.getByRole('heading', { name: 'Join Lantern Reach' }).waitFor();
    expect(await playerPage.getByTestId('invited-role').textContent()).toBe('player');
    expect(await axeViolations(playerPage)).toEqual([]);
    await playerPage.getByRole('button', { name: 'Join', exact: true }).click();
    await playerPage.waitForURL(`${suite().url}/app/worlds/${world.id}`);
    await playerPage.getByRole('heading', { name: 'Lantern Reach', level: 1 }).waitFor();
    await membersPanel(playerPage).getByText('Your role: Player').waitFor();
    await playerPage.getByRole('button', { name: 'Create my character', exact: true }).waitFor();
    // A player without a character yet: no arc to progress, nothing to record, no place or faction to add.
    expect(await visibleButtons(playerPage, EDITING_BUTTONS)).toEqual(['Create my character']);
    // The owner's open page sees them join, without a reload.
    const playerName = player.email.split('@')[0]!;
    await membersPanel(ownerPage).getByText(player.email).waitFor({ timeout: 10_000 });

    // Their character: of type player only, marked "You" in the list.
    await playerPage.getByRole('button', { name: 'Create my character', exact: true }).click();
    const create = playerPage.getByRole('dialog', { name: 'Create My Character' });
    await create.getByLabel('Name').fill('Corin Ash');
    expect(await create.getByLabel('Type').locator('option').allTextContents()).toEqual(['Player']);
    await create.getByLabel('Description').fill('A lamplighter who keeps the harbour wall.');
    await create.getByRole('button', { name: 'Add Character' }).click();
    await create.waitFor({ state: 'hidden' });
    const characters = playerPage.locator('#world-section-characters');
    const own = characters.getByRole('button', { name: /Corin Ash/ });
    await own.getByTestId('own-character').getByText('You', { exact: true }).waitFor();
    expect(await characters.getByTestId('own-character').count()).toBe(1);
    expect(await visibleButtons(playerPage, EDITING_BUTTONS)).toEqual(['RECORD AN ACTION', 'Record an Action']);
    // Their own character's details offer Edit (and nothing else); another character's offer nothing.
    await own.click();
    const details = playerPage.getByRole('dialog', { name: 'Corin Ash' });
    await details.getByText('You', { exact: true }).waitFor();
    expect(await visibleButtons(playerPage, ['Edit', 'Remove'])).toEqual(['Edit']);
    // Its Edit form offers only what a player may change: no Name or Status, but the description and the place.
    await details.getByRole('button', { name: 'Edit', exact: true }).click();
    const editForm = details.getByRole('form', { name: 'Edit details' });
    await editForm.getByLabel('Description').waitFor();
    expect([await editForm.getByLabel('Name').count(), await editForm.getByLabel('Status').count()]).toEqual([0, 0]);
    const before = (await owner.trpc.character.list.query({ worldId: world.id })).find((character) => character.name === 'Corin Ash')!;
    const place = (await owner.trpc.location.list.query({ worldId: world.id })).find((location) => location.id !== before.location_id)!;
    expect(await editForm.getByLabel('Location').locator('option').allTextContents()).toContain(place.name);
    await editForm.getByLabel('Location').selectOption(place.id);
    const newDescription = 'A lamplighter who keeps the harbour wall and its signal fire.';
    await editForm.getByLabel('Description').fill(newDescription);
    // Were a name sent all the same, the form would say the server's own words, which name the refused field.
    await playerPage.route('**/api/trpc/character.update**', async (route) => {
      const body = route.request().postDataJSON() as Record<string, { json: Record<string, unknown> }>;
      body['0']!.json.name = 'Corin the Bold';
      await route.continue({ postData: JSON.stringify(body) });
    });
    await editForm.getByRole('button', { name: 'Save Changes' }).click();
    const refusal = editForm.getByRole('alert');
    await refusal.getByText(/description, motivations and place, not: name\.$/).waitFor();
    expect(await refusal.textContent()).not.toContain('Failed to save changes.');
    await playerPage.unroute('**/api/trpc/character.update**');
    await editForm.getByRole('button', { name: 'Save Changes' }).click();
    await details.getByText(newDescription, { exact: true }).waitFor();
    // The owner's list is read from the projection, which follows the change a moment later.
    let edited = before;
    while (edited.description !== newDescription) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      edited = (await owner.trpc.character.list.query({ worldId: world.id })).find((character) => character.name === 'Corin Ash')!;
    }
    expect([edited.name, edited.status, edited.location_id]).toEqual([before.name, before.status, place.id]);
    await details.getByRole('button', { name: 'Close' }).click();
    const npcName = (await owner.trpc.character.list.query({ worldId: world.id })).find((character) => character.type === 'npc')!.name;
    await characters.getByRole('button', { name: new RegExp(npcName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().click();
    await playerPage.getByRole('dialog', { name: npcName }).waitFor();
    expect(await visibleButtons(playerPage, ['Edit', 'Remove'])).toEqual([]);
    await playerPage.getByRole('dialog', { name: npcName }).getByRole('button', { name: 'Close' }).click();

    // The player records an action as their character; the owner's page shows it live.
    await playerPage.getByRole('button', { name: 'RECORD AN ACTION', exact: true }).click();
    const action = playerPage.getByRole('dialog', { name: 'Record an Action' });
    expect(await action.getByLabel('Event Type').locator('option').allTextContents()).toEqual(['Player action']);
    await action.getByLabel('Description').fill('Corin lights the signal fire on the harbour wall');
    await action.getByRole('button', { name: 'Add Event' }).click();
    await action.waitFor({ state: 'hidden' });
    const ownerEvents = ownerPage.getByRole('region', { name: 'World Events' });
    await ownerEvents.getByText('Corin lights the signal fire on the harbour wall', { exact: true }).waitFor({ timeout: 10_000 });
    await ownerPage.getByTestId('live-news').getByText(`${playerName} recorded an event`).waitFor({ timeout: 10_000 });
    const playerCharacter = (await owner.trpc.character.list.query({ worldId: world.id })).find((character) => character.name === 'Corin Ash')!;
    expect(playerCharacter.controlled_by).toBe(player.session.user.id);

    // The owner progresses the arc; the player's page shows the new beat, which answers the action.
    await ownerPage.getByRole('button', { name: 'PROGRESS STORY' }).click();
    await arcProgress(ownerPage, 2).waitFor({ timeout: 30_000 });
    await arcProgress(playerPage, 2).waitFor({ timeout: 10_000 });
    const state = await player.trpc.world.getWorldState.query({ worldId: world.id });
    const beat = state.currentBeats.find((candidate) => candidate.beat_index === 1)!;
    expect(state.currentArc?.id).toBe(arc.id);
    expect(beat.description).toContain('Corin Ash');
    await playerPage.getByTestId('beat-summary').getByText(beat.description, { exact: true }).waitFor({ timeout: 10_000 });
    expect(await documentKept(ownerPage)).toBe(true);
    expect(await axeViolations(playerPage)).toEqual([]);

    await Promise.all([ownerContext.close(), playerPage.context().close()]);
  }, 180_000);

  it('offers a viewer no change, refuses a revoked link with the server’s words, and takes the world from a removed member’s open page', async () => {
    const owner = await newUser(suite(), 'owner');
    const viewer = await newUser(suite(), 'viewer');
    const latecomer = await newUser(suite(), 'latecomer');
    const world = await createWorld(owner, 'Quiet Orchard');
    await populate(owner, world.id);
    await startArc(owner, world.id);
    const ownerPage = await signedInPage(suite(), owner, `/app/worlds/${world.id}`);
    await membersPanel(ownerPage).getByText('Your role: Owner').waitFor();

    // The owner lets the arc advance by itself; the setting is the world's, read back as it was stored.
    const autoAdvance = membersPanel(ownerPage).getByRole('switch', { name: 'Advance the arc by itself once every player has acted' });
    await autoAdvance.and(ownerPage.locator(':enabled')).waitFor();
    await autoAdvance.check();
    await autoAdvance.and(ownerPage.locator(':not([aria-busy])')).waitFor();
    expect(await autoAdvance.isChecked()).toBe(true);
    expect(await owner.trpc.world.getAutoAdvance.query(world.id)).toEqual({ enabled: true });

    // A viewer joins by link and is offered nothing that changes the world.
    const viewerLink = await makeInviteLink(ownerPage, 'Viewer');
    const viewerPage = await signedInPage(suite(), viewer, pathOf(viewerLink));
    await viewerPage.getByRole('button', { name: 'Join', exact: true }).click();
    await viewerPage.waitForURL(`${suite().url}/app/worlds/${world.id}`);
    await membersPanel(viewerPage).getByText('Your role: Viewer').waitFor();
    await arcProgress(viewerPage, 1).waitFor();
    await viewerPage.getByRole('region', { name: 'World Events' }).waitFor();
    expect(await visibleButtons(viewerPage, EDITING_BUTTONS)).toEqual([]);
    expect(await membersPanel(viewerPage).getByRole('combobox').count()).toBe(0);
    expect(await membersPanel(viewerPage).getByRole('button', { name: /^Remove / }).count()).toBe(0);
    expect(await membersPanel(viewerPage).getByRole('switch').count()).toBe(0);
    await membersPanel(viewerPage).getByRole('button', { name: 'Leave world' }).waitFor();
    await viewerPage.locator('#world-section-characters').getByRole('button', { name: /Mira Vell/ }).click();
    await viewerPage.getByRole('dialog', { name: 'Mira Vell' }).waitFor();
    expect(await visibleButtons(viewerPage, ['Edit', 'Remove', 'Change Status'])).toEqual([]);
    await viewerPage.getByRole('dialog', { name: 'Mira Vell' }).getByRole('button', { name: 'Close' }).click();
    // A place not on the map yet is not offered to a viewer to put there (location.update): it only opens.
    const ownerUnplaced = ownerPage.getByTestId('world-map').getByTestId('unplaced-place');
    expect(await ownerUnplaced.getAttribute('aria-pressed')).toBe('false');
    const unplaced = viewerPage.getByTestId('world-map').getByTestId('unplaced-places');
    await unplaced.getByText('The world’s authors have not put these places on the map yet.').waitFor();
    const emberfall = unplaced.getByRole('button', { name: /Emberfall/ });
    expect(await emberfall.getAttribute('aria-pressed')).toBeNull();
    await emberfall.click();
    const place = viewerPage.getByRole('dialog', { name: 'Emberfall' });
    await place.waitFor();
    expect(await visibleButtons(viewerPage, ['Edit', 'Remove'])).toEqual([]);
    await place.getByRole('button', { name: 'Close' }).click();
    expect(await axeViolations(viewerPage)).toEqual([]);

    // A revoked link: the page still names the world, and joining says why it cannot.
    const revokedLink = await makeInviteLink(ownerPage, 'Co-author');
    const openInvites = membersPanel(ownerPage).getByRole('list', { name: 'Open invites' });
    await openInvites.getByRole('button', { name: /^Revoke invite: Co-author/ }).click();
    await openInvites.getByRole('button', { name: /^Revoke invite: Co-author/ }).waitFor({ state: 'detached' });
    const latecomerPage = await signedInPage(suite(), latecomer, pathOf(revokedLink));
    await latecomerPage.getByRole('heading', { name: 'Join Quiet Orchard' }).waitFor();
    await latecomerPage.getByRole('button', { name: 'Join', exact: true }).click();
    await latecomerPage.getByRole('alert').getByText('This invite was revoked.').waitFor();
    expect(await owner.trpc.members.list.query(world.id)).toHaveLength(2);

    // The owner changes the viewer's role, then removes them: their open page loses the world at once.
    await markDocument(viewerPage);
    await membersPanel(ownerPage).getByLabel(`Role of ${viewer.email}`).selectOption('player');
    await membersPanel(viewerPage).getByText('Your role: Player').waitFor({ timeout: 10_000 });
    await membersPanel(ownerPage).getByRole('button', { name: `Remove ${viewer.email}` }).click();
    const confirm = ownerPage.getByRole('dialog', { name: `Remove ${viewer.email}?` });
    await confirm.getByRole('button', { name: 'Remove member' }).click();
    await membersPanel(ownerPage).getByText(viewer.email).waitFor({ state: 'detached' });
    await viewerPage.getByRole('heading', { name: 'World not found' }).waitFor({ timeout: 10_000 });
    expect(await documentKept(viewerPage)).toBe(true);
    await expect(viewer.trpc.world.getWorldState.query({ worldId: world.id })).rejects.toThrow('World not found');

    await Promise.all([ownerPage.context().close(), viewerPage.context().close(), latecomerPage.context().close()]);
  }, 180_000);

  it('brings a visitor who opens an invite link back to it once they have signed in', async () => {
    const owner = await newUser(suite(), 'owner');
    const guest = await newUser(suite(), 'guest');
    const world = await createWorld(owner, 'Harbour Lights');
    const ownerPage = await signedInPage(suite(), owner, `/app/worlds/${world.id}`);
    await membersPanel(ownerPage).getByText('Your role: Owner').waitFor();
    const path = pathOf(await makeInviteLink(ownerPage, 'Viewer'));

    // Signed out, the link leads to the landing page (SPEC.md §6), which stays /: no target in the address.
    const page = await visitorPage(suite(), path);
    await page.waitForURL(`${suite().url}/`);
    await page.getByRole('button', { name: 'Begin Your Journey' }).click();
    await page.getByLabel('Email').fill(guest.email);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${suite().url}${path}`);
    await page.getByRole('heading', { name: 'Join Harbour Lights' }).waitFor();
    expect(await page.getByTestId('invited-role').textContent()).toBe('viewer');

    // Once used, the page is forgotten (return-target.ts): a later sign-in in this tab opens the dashboard.
    expect(await page.evaluate(() => window.sessionStorage.getItem('worldloom:return-to'))).toBeNull();

    // Signing up on a fresh load of / after the redirect leads there too.
    const newcomer = await visitorPage(suite(), path);
    await newcomer.waitForURL(`${suite().url}/`);
    await newcomer.reload();
    await newcomer.getByRole('button', { name: 'Begin Your Journey' }).click();
    await newcomer.getByRole('tab', { name: 'Sign Up' }).click();
    await newcomer.getByLabel('Email').fill(`newcomer-${Date.now()}@example.com`);
    await newcomer.getByLabel('Password', { exact: true }).fill('a long enough password');
    await newcomer.getByLabel('Confirm Password').fill('a long enough password');
    await newcomer.getByRole('button', { name: 'Sign Up' }).click();
    await newcomer.waitForURL(`${suite().url}${path}`);
    await newcomer.getByRole('heading', { name: 'Join Harbour Lights' }).waitFor();

    await Promise.all([ownerPage.context().close(), page.context().close(), newcomer.context().close()]);
  }, 120_000);
});
