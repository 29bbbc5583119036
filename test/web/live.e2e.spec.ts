import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { PresenceBoard } from '#platform/live/presence-board';
import { axeViolations, createWorld, newUser, populate, signedInPage, startArc, useWebSuite } from './support/web-harness';

/*
 * Live pages: two browser contexts on one world (the same owner in two windows); what one commits shows in
 * the other without a reload, with a brief note of who did what, and the other viewers' avatars.
 */

function eventsList(page: Page): Locator {
  return page.getByRole('region', { name: 'World Events' });
}

function arcProgress(page: Page, beats: number): Locator {
  return page.getByRole('progressbar', { name: `Arc progress: ${beats} of 15 beats` });
}

/** Marks the document, so a reload (which would make a new one) is seen. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-live-mark', 'kept'));
}

async function documentKept(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.getAttribute('data-live-mark') === 'kept');
}

describe('live world page', () => {
  const suite = useWebSuite();

  it('shows in one window, without a reload, what the other commits, and who else is viewing', async () => {
    const owner = await newUser(suite());
    const world = await createWorld(owner, 'Twin Lanterns');
    await populate(owner, world.id);
    await startArc(owner, world.id);
    const acting = await signedInPage(suite(), owner, `/app/worlds/${world.id}`);
    const watching = await signedInPage(suite(), owner, `/app/worlds/${world.id}`);
    await Promise.all([arcProgress(acting, 1).waitFor(), arcProgress(watching, 1).waitFor()]);
    await markDocument(watching);

    // An event recorded in one window appears in the other, with who did it.
    await acting.getByRole('button', { name: 'ADD EVENT', exact: true }).click();
    const dialog = acting.getByRole('dialog', { name: 'Add World Event' });
    await dialog.getByLabel('Event Type').selectOption('world_event');
    await dialog.getByLabel('Description').fill('The bells rang at noon');
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await eventsList(watching).getByText('The bells rang at noon', { exact: true }).waitFor({ timeout: 5_000 });
    const name = owner.email.split('@')[0]!;
    await watching.getByTestId('live-news').getByText(`${name} recorded an event: The bells rang at noon`).waitFor({ timeout: 5_000 });
    expect(await watching.getByRole('status').filter({ hasText: 'recorded an event' }).count()).toBe(1);

    // A beat made in one window moves the other's arc on.
    await acting.getByRole('button', { name: 'PROGRESS STORY' }).click();
    await arcProgress(acting, 2).waitFor();
    await arcProgress(watching, 2).waitFor({ timeout: 5_000 });

    // A dropped connection resumes from the last event it saw: what was committed meanwhile still arrives.
    const reconnected = watching.waitForRequest((request) => request.url().includes('/api/trpc/world.live'), { timeout: 20_000 });
    // The server drops every open connection (the browser reconnects its event stream after a pause).
    suite().app.app.getHttpServer().closeAllConnections();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await owner.trpc.world.recordWorldEvent.mutate({ world_id: world.id, event_type: 'world_event', impact_level: 'minor', description: 'The fog lifted' });
    const again = await reconnected;
    // It asks for what came after the last event it saw (the EventSource's header, or tRPC's input).
    expect((await again.allHeaders())['last-event-id'] ?? decodeURIComponent(again.url())).toMatch(/^\d+$|"lastEventId":"\d+"/);
    await eventsList(watching).getByText('The fog lifted', { exact: true }).waitFor({ timeout: 20_000 });

    // Someone opening the world (on whichever instance) shows as an avatar, and goes when they leave.
    const leave = suite().app.app.get(PresenceBoard).enter(`world-${world.id}`, { userId: randomUUID(), name: 'Mira' });
    const avatars = watching.getByRole('list', { name: 'Also viewing: Mira' });
    await avatars.waitFor({ timeout: 5_000 });
    expect(await avatars.getByRole('listitem').textContent()).toContain('Mira');
    expect(await axeViolations(watching)).toEqual([]);
    leave();
    await avatars.waitFor({ state: 'detached', timeout: 5_000 });

    expect(await documentKept(watching)).toBe(true);
    await Promise.all([acting.context().close(), watching.context().close()]);
  }, 60_000);

  it("shows each of two people the other's avatar, and the owner's change on the member's page", async () => {
    const owner = await newUser(suite(), 'owner');
    const member = await newUser(suite(), 'member');
    const world = await createWorld(owner, 'Shared Harbour');
    await populate(owner, world.id);
    await startArc(owner, world.id);
    const invite = await owner.trpc.members.invite.mutate({ worldId: world.id, role: 'co-author' });
    await member.trpc.members.join.mutate({ token: invite.token });
    const ownerPage = await signedInPage(suite(), owner, `/app/worlds/${world.id}`);
    const memberPage = await signedInPage(suite(), member, `/app/worlds/${world.id}`);
    const ownerName = owner.email.split('@')[0]!;
    const memberName = member.email.split('@')[0]!;
    await memberPage.getByRole('list', { name: `Also viewing: ${ownerName}` }).waitFor({ timeout: 10_000 });
    await ownerPage.getByRole('list', { name: `Also viewing: ${memberName}` }).waitFor({ timeout: 10_000 });
    await markDocument(memberPage);

    await owner.trpc.world.recordWorldEvent.mutate({ world_id: world.id, event_type: 'world_event', impact_level: 'minor', description: 'A ship came in' });
    await eventsList(memberPage).getByText('A ship came in', { exact: true }).waitFor({ timeout: 5_000 });
    await memberPage.getByTestId('live-news').getByText(`${ownerName} recorded an event: A ship came in`).waitFor({ timeout: 5_000 });
    expect(await axeViolations(memberPage)).toEqual([]);

    // The member leaves the page: the owner no longer sees them.
    await memberPage.context().close();
    await ownerPage.getByRole('list', { name: `Also viewing: ${memberName}` }).waitFor({ state: 'detached', timeout: 5_000 });
    await ownerPage.context().close();
  }, 60_000);
});
