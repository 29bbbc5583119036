import type { Character, Faction, Location } from '@worldloom/contracts';
import { FACTION_STATUS_TRANSITIONS } from '@worldloom/contracts/vocabulary';
import type { Locator, Page } from 'playwright-core';
import { announced, type FocusStop, focusLandsOn, walkFocus } from './support/keyboard';
import {
  axeViolations,
  createWorld,
  DESKTOP,
  MOBILE,
  newUser,
  screenshot,
  signedInPage,
  useWebSuite,
  type Viewport,
  type WebSuite,
  type WebUser,
} from './support/web-harness';
import { answerProcedures, seedWorld, trpcError } from './support/world-detail-fixtures';

/*
 * The living world in the world page's entity modals: a faction's stances, territory and history and the
 * changes its owner makes to them; a character's ties, aims and allegiance after a few beats; newcomers'
 * marks. Procedurally generated worlds (the test app's story generator), axe-core at every step.
 */

/** No axe-core violation of any impact, and a screenshot for the record (a modal: the viewport only). */
async function checkState(page: Page, name: string, fullPage = false) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name, fullPage);
  expect(await axeViolations(page)).toEqual([]);
}

/** What fails WCAG 2.4.7 / 2.4.11 / 2.5.8 at a focus stop (as keyboard.e2e judges every screen). */
function focusProblems(stops: readonly FocusStop[]): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const stop of stops) {
    const problems: string[] = [];
    if (stop.focused === stop.resting) problems.push('looks the same focused as at rest');
    if (stop.outline.style === 'none' || stop.outline.width < 2) problems.push(`focus outline ${stop.outline.style} ${stop.outline.width}px`);
    if (stop.outline.contrast < 3) problems.push(`focus outline contrast ${stop.outline.contrast.toFixed(2)}:1`);
    if (!stop.size.inline && (stop.size.width < 24 || stop.size.height < 24)) problems.push(`target ${stop.size.width}×${stop.size.height} px`);
    if (problems.length) found[stop.control] = problems;
  }
  return found;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A titled block of a modal; its title may go on with a note ("Territory (2)", "Historical events newest first"). */
function region(scope: Page | Locator, title: string): Locator {
  return scope.getByRole('region', { name: new RegExp(`^${escaped(title)}\\b`) });
}

/** A signed-in page whose animations are instant, so a screenshot shows a modal as it settles. */
async function worldPage(suite: WebSuite, user: WebUser, worldId: string, viewport: Viewport = DESKTOP): Promise<Page> {
  const page = await signedInPage(suite, user, `/app/worlds/${worldId}`, viewport);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}

async function openFromList(page: Page, column: 'Factions' | 'Characters' | 'Locations', name: string): Promise<Locator> {
  await page.getByRole('region', { name: new RegExp(`^${column}`) }).getByRole('button', { name: new RegExp(`^${escaped(name)}`) }).click();
  const dialog = page.getByRole('dialog', { name, exact: true });
  await dialog.waitFor();
  return dialog;
}

function stanceRow(dialog: Locator, factionName: string): Locator {
  return region(dialog, 'Stances')
    .getByTestId('stance')
    .filter({ has: dialog.page().getByRole('button', { name: factionName, exact: true }) });
}

async function lists(user: WebUser, worldId: string) {
  const [locations, factions, characters] = await Promise.all([
    user.trpc.location.list.query({ worldId }),
    user.trpc.faction.list.query({ worldId }),
    user.trpc.character.list.query({ worldId }),
  ]);
  return { locations, factions, characters };
}

async function beatsShown(page: Page, beats: number) {
  await page.getByRole('progressbar', { name: `Arc progress: ${beats} of 15 beats` }).waitFor({ timeout: 30_000 });
}

/** A line of a character's history about its allegiance, as the domain words it. */
const ALLEGIANCE_LINE = /^(Joined|Left|Defected from|Held out in) /;

const allegianceLines = (character: Character) => character.historical_events.filter((line) => ALLEGIANCE_LINE.test(line.event));

/** The character whose story moved most: ties, then a change of allegiance, then history lines a beat wrote. */
function mostChanged(characters: readonly Character[]): Character | undefined {
  const score = (character: Character) =>
    100 * Math.min(1, allegianceLines(character).length) + character.historical_events.filter((line) => line.beat_index !== undefined).length;
  return [...characters].filter((character) => character.relationships.length > 0).sort((left, right) => score(right) - score(left))[0];
}

/** Whether the open modal's body is wider than the modal: something that should wrap does not. */
function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => Array.from(document.querySelectorAll('dialog[open] *')).some((element) => element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible'));
}

const ALLEGIANCE_CHANGES = { join: 'Joined', leave: 'Left', defect: 'Defected', holdout: 'Held out' } as const;

/** A character modal's aims, faction, latest allegiance and every line of its history, oldest first, each with its beat. */
async function expectStory(dialog: Locator, character: Character, factions: readonly Faction[]): Promise<void> {
  expect(await region(dialog, 'Motivations').getByRole('listitem').allInnerTexts()).toEqual(character.motivations);
  const faction = factions.find((candidate) => candidate.id === character.faction_id);
  if (faction) await dialog.locator('dd').getByRole('button', { name: faction.name, exact: true }).waitFor();
  if (character.allegiance) {
    await dialog.locator('dd').filter({ hasText: new RegExp(`^${ALLEGIANCE_CHANGES[character.allegiance.change]}, `) }).waitFor();
  }
  const lines = region(dialog, 'Allegiance over time').getByTestId('historical-event');
  expect(await lines.count()).toBe(character.historical_events.length);
  for (const [index, line] of character.historical_events.entries()) {
    const shown = await lines.nth(index).innerText();
    expect(shown).toContain(line.event);
    if (line.beat_index !== undefined) expect(shown).toContain(`Beat ${line.beat_index}`);
    if (ALLEGIANCE_LINE.test(line.event)) expect(shown).toContain('Allegiance');
  }
}

function newcomerOf(world: { locations: readonly Location[]; characters: readonly Character[] }) {
  return world.characters.find((character) => character.emerged_in_beat) ?? world.locations.find((location) => location.emerged_in_beat);
}

describe('living world: stances, territory, ties and newcomers in the entity modals', () => {
  const suite = useWebSuite();

  it.concurrent('a faction: reads its stances, territory and history, and its owner changes them', async () => {
    const user = await newUser(suite(), 'diplomat');
    const world = await createWorld(user, 'Saltmarch', 'A marsh kingdom of salt lords, river guilds and drowned shrines.');
    await seedWorld(user.trpc, world.id);
    const before = await lists(user, world.id);
    // A faction that holds land and can take more.
    const faction = before.factions.find((candidate) => candidate.controlled_locations.length > 0 && candidate.status !== 'collapsed') ?? before.factions[0]!;
    const others = before.factions.filter((other) => other.id !== faction.id);
    expect(others.length).toBeGreaterThan(0);

    const page = await worldPage(suite(), user, world.id);
    // A page that has not heard of a change made elsewhere (below, "in another tab"): no live feed, so the server's
    // refusal is what tells it. With its feed on, a page drops the held place from its form as soon as it is taken.
    await page.route('**/api/trpc/world.live**', (route) => route.abort());
    await page.reload();
    await page.getByRole('heading', { name: 'Start Your Story' }).waitFor();
    const dialog = await openFromList(page, 'Factions', faction.name);

    // Stances toward every other faction: a badge each, the reason and when for a stance that was set.
    const stances = region(dialog, 'Stances');
    expect(await stances.getByTestId('stance').count()).toBe(others.length);
    for (const other of others) {
      const set = faction.stances.find((entry) => entry.target_faction_id === other.id);
      const row = stanceRow(dialog, other.name);
      expect(await row.locator('[data-stance]').innerText()).toBe(capitalized(set?.stance ?? 'neutral'));
      expect(await row.innerText()).toContain(set ? set.reason : 'No stance set');
    }
    // Territory: the places it holds; history: newest first, with the beat where one wrote it.
    const territory = region(dialog, 'Territory');
    expect(await territory.getByTestId('territory').count()).toBe(faction.controlled_locations.length);
    const history = region(dialog, 'Historical events');
    expect(await history.getByTestId('historical-event').count()).toBe(faction.historical_events.length);
    if (faction.historical_events.length > 0) {
      expect(await history.getByTestId('historical-event').first().innerText()).toContain(faction.historical_events.at(-1)!.event);
    }
    await checkState(page, 'living-world-faction');

    // Set a stance: the row changes, the outcome is said, the focus is back on Set Stance.
    const target = others[0]!;
    const current = faction.stances.find((entry) => entry.target_faction_id === target.id)?.stance ?? 'neutral';
    const next = current === 'hostile' ? 'ally' : 'hostile';
    await stances.getByRole('button', { name: 'Set Stance' }).click();
    const stanceForm = dialog.getByRole('form', { name: 'Set stance' });
    await focusLandsOn(stanceForm.getByLabel('Toward'));
    await stanceForm.getByLabel('Toward').selectOption({ label: target.name });
    await stanceForm.getByLabel('Stance').selectOption(next);
    expect(await stanceForm.getByRole('button', { name: 'Set Stance' }).isDisabled()).toBe(true);
    await stanceForm.getByLabel('Reason').fill('Raiders crossed the salt flats under their banner');
    await checkState(page, 'living-world-set-stance');
    // A failure that is not the world's refusal: the page's own "Failed to ..." line.
    const failing = await answerProcedures(page, ['faction.setStance'], () => trpcError('boom', 'INTERNAL_SERVER_ERROR', 500));
    await stanceForm.getByRole('button', { name: 'Set Stance' }).click();
    expect(await stanceForm.getByRole('alert').innerText()).toBe('Failed to set stance.');
    await failing();
    await stanceForm.getByRole('button', { name: 'Set Stance' }).click();
    expect(await announced(page, `${faction.name} is now ${next} toward ${target.name}.`)).toBeTruthy();
    await stanceForm.waitFor({ state: 'detached' });
    await focusLandsOn(stances.getByRole('button', { name: 'Set Stance' }));
    expect(await stanceRow(dialog, target.name).locator('[data-stance]').innerText()).toBe(capitalized(next));
    expect(await stanceRow(dialog, target.name).innerText()).toContain('Raiders crossed the salt flats under their banner');

    // Claim a place by treaty, then release it with a reason.
    const open = (location: Location) => location.controlled_by !== faction.id && location.status !== 'lost';
    const claimable = before.locations.find((location) => open(location) && location.controlled_by === null) ?? before.locations.find(open)!;
    const formerHolder = before.factions.find((candidate) => candidate.id === claimable.controlled_by);
    await territory.getByRole('button', { name: 'Claim Location' }).click();
    const claimForm = dialog.getByRole('form', { name: 'Claim location' });
    expect(await claimForm.getByLabel('Method').locator('option').allInnerTexts()).toEqual(['Conquest', 'Treaty']);
    const held = before.locations.find((location) => location.controlled_by !== null && location.controlled_by !== faction.id);
    if (held) {
      const holder = before.factions.find((candidate) => candidate.id === held.controlled_by)!;
      expect(await claimForm.getByLabel('Location').locator('option').allInnerTexts()).toContain(`${held.name} (held by ${holder.name})`);
    }
    await claimForm.getByLabel('Location').selectOption(claimable.id);
    await claimForm.getByLabel('Method').selectOption('treaty');
    await claimForm.getByLabel('Reason (optional)').fill('A charter sealed in brine and wax');
    await checkState(page, 'living-world-claim');
    await claimForm.getByRole('button', { name: 'Claim', exact: true }).click();
    await announced(page, `${faction.name} took ${claimable.name}${formerHolder ? ` from ${formerHolder.name}` : ''} by treaty.`);
    await territory.getByRole('button', { name: claimable.name, exact: true }).waitFor();
    expect(await territory.getByTestId('territory').count()).toBe(faction.controlled_locations.length + 1);
    expect(await history.getByTestId('historical-event').first().innerText()).toContain(`Took ${claimable.name} by treaty: A charter sealed in brine and wax`);

    await territory.getByRole('button', { name: 'Release Location' }).click();
    const releaseForm = dialog.getByRole('form', { name: 'Release location' });
    await releaseForm.getByLabel('Location').selectOption({ label: claimable.name });
    await releaseForm.getByLabel('Reason').fill('Too costly to hold through the floods');
    await releaseForm.getByRole('button', { name: 'Release', exact: true }).click();
    await announced(page, `${faction.name} let ${claimable.name} go.`);
    await territory.getByRole('button', { name: claimable.name, exact: true }).waitFor({ state: 'detached' });
    await focusLandsOn(territory.getByRole('button', { name: 'Release Location' }));

    // A refusal in the server's words: the place was taken in another tab since the page loaded.
    await user.trpc.faction.claimLocation.mutate({ factionId: faction.id, locationId: claimable.id, method: 'conquest' });
    await territory.getByRole('button', { name: 'Claim Location' }).click();
    await claimForm.getByLabel('Location').selectOption(claimable.id);
    await claimForm.getByRole('button', { name: 'Claim', exact: true }).click();
    const refusal = claimForm.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.innerText()).toBe(`${faction.name} already holds ${claimable.name}`);
    await checkState(page, 'living-world-claim-refused');
    await claimForm.getByRole('button', { name: 'Cancel' }).click();
    await focusLandsOn(territory.getByRole('button', { name: 'Claim Location' }));

    // A place it holds opens its own modal, which names its holder; Back returns to the faction.
    const place = before.locations.find((location) => location.id === faction.controlled_locations[0])!;
    await territory.getByRole('button', { name: place.name, exact: true }).click();
    const placeDialog = page.getByRole('dialog', { name: place.name, exact: true });
    await placeDialog.waitFor();
    expect(await placeDialog.locator('dd').filter({ has: page.getByRole('button', { name: faction.name, exact: true }) }).count()).toBe(1);
    await checkState(page, 'living-world-location-held');
    await placeDialog.getByRole('button', { name: `Back to ${faction.name}` }).click();
    await dialog.waitFor();

    // A change of status with its reason: only the legal ones are offered, and the doctrine is rewritten.
    const ideology = await region(dialog, 'Ideology').innerText();
    await dialog.getByRole('button', { name: 'Change Status' }).click();
    const statusForm = dialog.getByRole('form', { name: 'Change status' });
    const statuses = await statusForm.getByLabel('New status').locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(statuses).toEqual([...FACTION_STATUS_TRANSITIONS[faction.status]]);
    const status = statuses[0]!;
    await statusForm.getByLabel('New status').selectOption(status);
    await statusForm.getByLabel('Reason').fill('The salt roads reopened after the long flood');
    await checkState(page, 'living-world-change-status');
    // When the story generator does not answer, the page says so in its own words (answered here, before the server).
    const answering = await answerProcedures(page, ['faction.setStatus'], () => trpcError('generateDoctrine gave nothing usable', 'BAD_GATEWAY', 502));
    await statusForm.getByRole('button', { name: 'Change Status' }).click();
    expect(await statusForm.getByRole('alert').innerText()).toBe('Failed to change status. The story generator did not answer; please try again.');
    await checkState(page, 'living-world-change-status-failed');
    await answering();
    await statusForm.getByRole('button', { name: 'Change Status' }).click();
    await announced(page, `${faction.name} is now ${status}. Its doctrine was rewritten.`, 30_000);
    await focusLandsOn(dialog.getByRole('button', { name: 'Change Status' }));
    expect(await dialog.locator('dd').filter({ hasText: new RegExp(`^${status}$`) }).count()).toBe(1);
    expect(await region(dialog, 'Ideology').innerText()).not.toBe(ideology);
    expect(await history.getByTestId('historical-event').allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining('The salt roads reopened after the long flood')]),
    );
    await checkState(page, 'living-world-status-changed');

    // Every control of the modal, forms open, shows its focus on a target of 24 × 24 px or more.
    await stances.getByRole('button', { name: 'Set Stance' }).click();
    expect(focusProblems(await walkFocus(page))).toEqual({});
    await page.context().close();
  }, 120_000);

  describe('after a few beats', () => {
    let user: WebUser;
    let worldId: string;

    beforeAll(async () => {
      user = await newUser(suite(), 'chronicler');
      const world = await createWorld(user, 'Tidehollow', 'A drowned coast of lighthouse keepers, smugglers and sea-priests.');
      worldId = world.id;
      await seedWorld(user.trpc, world.id);
    }, 60_000);

    it('a character: ties, aims, faction and allegiance over time; a newcomer marked in the lists and its modal', async () => {
      const page = await worldPage(suite(), user, worldId);
      await page.getByRole('button', { name: 'Create New Arc' }).click();
      await page.getByLabel('Story Idea (optional)').fill('The lighthouse keepers turn against the sea-priests');
      await page.getByRole('button', { name: 'Create Arc' }).click();
      await beatsShown(page, 1);
      // Progress the story from the page, a few beats at least, until beats have tied characters together, changed
      // someone's allegiance and brought someone or somewhere new in.
      let beats = 1;
      let world = await lists(user, worldId);
      const storied = () => beats >= 4 && newcomerOf(world) && mostChanged(world.characters) && world.characters.some((character) => allegianceLines(character).length > 0);
      while (!storied() && beats < 15) {
        await page.getByRole('button', { name: 'PROGRESS STORY' }).click();
        beats += 1;
        await beatsShown(page, beats);
        world = await lists(user, worldId);
      }
      expect({ beats, storied: Boolean(storied()) }).toEqual({ beats, storied: true });
      const newcomer = newcomerOf(world);
      const beat = newcomer!.emerged_in_beat!.beat_index;
      const column = 'story_role' in newcomer! ? 'Characters' : 'Locations';
      const listed = page.getByRole('region', { name: new RegExp(`^${column}`) }).getByRole('button', { name: new RegExp(`^${escaped(newcomer!.name)}`) });
      // Seen as the beat, said in full.
      expect(await listed.getByTestId('emerged-mark').locator('span[aria-hidden="true"]').innerText()).toBe(`Beat ${beat}`);
      await page.getByRole('button', { name: new RegExp(`^${escaped(newcomer!.name)}.*Emerged in Beat ${beat}\\b`) }).waitFor();
      await checkState(page, 'living-world-newcomer-listed', true);
      const newcomerDialog = await openFromList(page, column, newcomer!.name);
      expect(await newcomerDialog.getByTestId('emerged-mark').innerText()).toBe(`Emerged in Beat ${beat}`);
      await newcomerDialog.getByRole('button', { name: 'Close' }).click();

      const character = mostChanged(world.characters);
      expect(character).toBeDefined();
      const dialog = await openFromList(page, 'Characters', character!.name);
      // Ties: the other character by name, its kind and note.
      const ties = region(dialog, 'Relationships');
      expect(await ties.getByTestId('relationship').count()).toBe(character!.relationships.length);
      const tie = character!.relationships[0]!;
      const other = world.characters.find((candidate) => candidate.id === tie.character_id)!;
      const tieRow = ties.getByTestId('relationship').filter({ has: page.getByRole('button', { name: other.name, exact: true }) });
      expect(await tieRow.locator('[data-kind]').innerText()).toBe(capitalized(tie.kind));
      expect(await tieRow.innerText()).toContain(tie.note);
      await expectStory(dialog, character!, world.factions);
      await checkState(page, 'living-world-character');
      await region(dialog, 'Allegiance over time').scrollIntoViewIfNeeded();
      await screenshot(page, 'living-world-character-allegiance', false);

      expect(await overflowsSideways(page)).toBe(false);

      // Someone who changed sides, if the one with ties did not: the change and the faction it led to.
      const turncoat = world.characters.find((candidate) => allegianceLines(candidate).length > 0)!;
      if (turncoat.id !== character!.id) {
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        const turncoatDialog = await openFromList(page, 'Characters', turncoat.name);
        await expectStory(turncoatDialog, turncoat, world.factions);
        await region(turncoatDialog, 'Allegiance over time').scrollIntoViewIfNeeded();
        await checkState(page, 'living-world-character-turncoat');
        await page.keyboard.press('Escape');
        await turncoatDialog.waitFor({ state: 'hidden' });
        await openFromList(page, 'Characters', character!.name);
      }

      // A tie opens the other character; Back returns.
      await tieRow.getByRole('button', { name: other.name, exact: true }).click();
      const otherDialog = page.getByRole('dialog', { name: other.name, exact: true });
      await otherDialog.waitFor();
      await otherDialog.getByRole('button', { name: `Back to ${character!.name}` }).click();
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.context().close();
    }, 120_000);

    it('takes the key steps on a 390×844 screen', async () => {
      const world = await lists(user, worldId);
      const faction = world.factions.find((candidate) => candidate.status !== 'collapsed') ?? world.factions[0]!;
      const page = await worldPage(suite(), user, worldId, MOBILE);
      const tabs = page.getByRole('tablist', { name: 'World sections' });
      // The newcomer's list, with its mark.
      const column = 'story_role' in newcomerOf(world)! ? 'Characters' : 'Locations';
      await tabs.getByRole('tab', { name: column }).click();
      await page.getByRole('region', { name: new RegExp(`^${column}`) }).getByTestId('emerged-mark').first().waitFor();
      await checkState(page, `living-world-mobile-${column.toLowerCase()}`, true);
      await tabs.getByRole('tab', { name: 'Characters' }).click();
      const dialog = await openFromList(page, 'Factions', faction.name);
      await region(dialog, 'Stances').getByTestId('stance').first().waitFor();
      await checkState(page, 'living-world-mobile-faction');
      expect(await overflowsSideways(page)).toBe(false);

      const target = world.factions.find((other) => other.id !== faction.id)!;
      const current = faction.stances.find((entry) => entry.target_faction_id === target.id)?.stance ?? 'neutral';
      const next = current === 'ally' ? 'neutral' : 'ally';
      await region(dialog, 'Stances').getByRole('button', { name: 'Set Stance' }).click();
      const stanceForm = dialog.getByRole('form', { name: 'Set stance' });
      await stanceForm.getByLabel('Toward').selectOption({ label: target.name });
      await stanceForm.getByLabel('Stance').selectOption(next);
      await stanceForm.getByLabel('Reason').fill('A shared enemy at sea');
      await checkState(page, 'living-world-mobile-set-stance');
      expect(focusProblems(await walkFocus(page))).toEqual({});
      await stanceForm.getByRole('button', { name: 'Set Stance' }).click();
      await announced(page, `${faction.name} is now ${next} toward ${target.name}.`);
      expect(await stanceRow(dialog, target.name).locator('[data-stance]').innerText()).toBe(capitalized(next));
      await dialog.getByRole('button', { name: 'Close' }).click();

      const character = mostChanged(world.characters)!;
      const characterDialog = await openFromList(page, 'Characters', character.name);
      await region(characterDialog, 'Relationships').getByTestId('relationship').first().waitFor();
      await checkState(page, 'living-world-mobile-character');
      expect(await overflowsSideways(page)).toBe(false);
      await region(characterDialog, 'Allegiance over time').scrollIntoViewIfNeeded();
      await screenshot(page, 'living-world-mobile-character-allegiance', false);
      await page.context().close();
    }, 90_000);
  });
});

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
