import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { LOCATION_STATUS_TRANSITIONS } from '@worldloom/contracts';
import type { Locator, Page } from 'playwright-core';
import {
  createWorld,
  failProcedure,
  holdProcedure,
  MOBILE,
  newUser,
  screenshot,
  axeViolations,
  signedInPage,
  useWebSuite,
  type WebSuite,
  type WebUser,
} from './support/web-harness';
import { seedWorld } from './support/world-detail-fixtures';

async function checkState(page: Page, name: string, fullPage = true) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name, fullPage);
  expect(await axeViolations(page)).toEqual([]);
}

/** A seeded world whose arc reached beat 3, edited by hand between beats: what an audit looks at. */
interface HistoryWorld {
  readonly worldId: string;
  /** The world's name, its page's heading once loaded (the loading page has a hidden one of its own). */
  readonly name: string;
  readonly arcId: string;
  readonly storyName: string;
  /** Beat names by index. */
  readonly beatNames: readonly string[];
  /** Renamed from `originalName` to "Renamed Haven" and made to decline during beat 1. */
  readonly renamed: { readonly id: string; readonly originalName: string };
  /** Removed during beat 3. */
  readonly removedCharacter: string;
}

async function historyWorld(user: WebUser, name = 'Frostmarch'): Promise<HistoryWorld> {
  const { trpc } = user;
  const world = await createWorld(user, name, 'Frozen northern wastes of ice and snow');
  await seedWorld(trpc, world.id);
  // Seeding appends its last events after the entities appear: wait for the world to be seeded.
  const deadline = Date.now() + 30_000;
  while ((await trpc.audit.history.query({ worldId: world.id, types: ['WorldSeeded'] })).items.length === 0) {
    if (Date.now() > deadline) throw new Error('the world was not seeded within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const arc = await trpc.world.createNewArc.mutate({ worldId: world.id, storyIdea: 'A winter that will not end' });
  await trpc.world.progressArc.mutate({ worldId: world.id, arcId: arc.id });
  // One the hand edit really moves to declining (the beats may have left the first one declining already).
  const location = (await trpc.location.list.query({ worldId: world.id })).find(
    ({ status }) => status !== 'declining' && LOCATION_STATUS_TRANSITIONS[status].includes('declining'),
  );
  await trpc.location.update.mutate({ id: location!.id, name: 'Renamed Haven', status: 'declining' });
  await trpc.world.progressArc.mutate({ worldId: world.id, arcId: arc.id });
  await trpc.world.recordWorldEvent.mutate({ world_id: world.id, event_type: 'world_event', impact_level: 'major', description: 'Snow in summer' });
  await trpc.world.progressArc.mutate({ worldId: world.id, arcId: arc.id });
  const characters = await trpc.character.list.query({ worldId: world.id });
  const removed = characters.at(-1)!;
  await trpc.character.delete.mutate({ id: removed.id });
  const state = await trpc.world.getWorldState.query({ worldId: world.id });
  return {
    worldId: world.id,
    name,
    arcId: arc.id,
    storyName: state.currentArc!.story_name,
    beatNames: state.currentBeats.map((beat) => beat.beat_name),
    renamed: { id: location!.id, originalName: location!.name },
    removedCharacter: removed.name,
  };
}

async function openHistory(suite: WebSuite, user: WebUser, worldId: string): Promise<Page> {
  const page = await signedInPage(suite, user, `/app/worlds/${worldId}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('button', { name: 'History', exact: true }).click();
  await historyView(page).waitFor();
  return page;
}

function historyView(page: Page): Locator {
  return page.getByRole('region', { name: 'History', exact: true });
}

function timeline(page: Page): Locator {
  return page.getByRole('region', { name: 'Timeline' });
}

function scrubber(page: Page): Locator {
  return page.getByRole('slider', { name: "Point in the world's history" });
}

function worldAtPoint(page: Page): Locator {
  return page.getByTestId('world-at-point');
}

function changesSince(page: Page): Locator {
  return page.getByTestId('changes-since');
}

async function waitForScrubber(page: Page, label: string) {
  await page.getByTestId('scrubber-value').filter({ hasText: new RegExp(`^${label}$`) }).waitFor();
}

/** Loads every older page of the timeline. */
async function loadWholeTimeline(page: Page) {
  const older = timeline(page).getByRole('button', { name: 'Load older events' });
  await timeline(page).getByText(/events shown/).waitFor();
  while (await older.count()) {
    // Each click waits for its page to be listed: right after a click the old button may still be there for a
    // moment, and clicking it again would wait on a button that the last page takes away.
    const shown = await timeline(page).getByTestId('history-entry').count();
    await older.click();
    await page.waitForFunction(
      (before) => document.querySelectorAll('[data-testid="history-entry"]').length > before,
      shown,
    );
    await timeline(page).getByRole('button', { name: 'Loading older events...' }).waitFor({ state: 'detached' });
  }
  await timeline(page).getByText(/the start of this world's history/).waitFor();
}

describe('world history: timeline, scrubber, diff, export and fork', () => {
  const suite = useWebSuite();
  let user: WebUser;
  let world: HistoryWorld;

  beforeAll(async () => {
    user = await newUser(suite(), 'analyst');
    world = await historyWorld(user);
  }, 60_000);

  it.concurrent('opens from the page and shows the timeline newest first, grouped by arc then beat, with who, how and which model', async () => {
    const page = await openHistory(suite(), user, world.worldId);
    const history = historyView(page);
    expect(await page.getByRole('button', { name: 'History', exact: true }).getAttribute('aria-pressed')).toBe('true');
    // Opened from its button, the view takes the focus; the live sections give way.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('History');
    expect(await page.getByRole('button', { name: 'PROGRESS STORY' }).isVisible()).toBe(false);

    const list = timeline(page);
    await list.getByTestId('history-entry').first().waitFor();
    expect(await list.getByTestId('history-entry').count()).toBe(50);
    expect(await list.getByRole('heading', { level: 4 }).first().textContent()).toBe(`Arc 1: ${world.storyName}`);
    const beats = await list.getByRole('heading', { level: 5 }).allTextContents();
    expect(beats.slice(0, 5)).toEqual([
      `Beat 3: ${world.beatNames[3]}`,
      `Beat 2: ${world.beatNames[2]}`,
      `Beat 1: ${world.beatNames[1]}`,
      `Beat 0: ${world.beatNames[0]}`,
      'Start of the arc',
    ]);

    // The newest entry: the character removed by hand during beat 3.
    const newest = list.getByTestId('history-entry').first();
    expect(await newest.getByText(`Character "${world.removedCharacter}" removed`).count()).toBe(1);
    expect(await newest.getByText('Character removed', { exact: true }).count()).toBe(1);
    expect(await newest.getByTestId('entry-actor').textContent()).toBe('You');
    expect(await newest.getByTestId('entry-source').textContent()).toBe('Web');
    expect(await newest.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await newest.getByTestId('entry-generator').count()).toBe(0);
    // A beat: the generator's provider and model.
    const beatThree = list.locator('[data-type="BeatGenerated"]').first();
    expect(await beatThree.textContent()).toContain(`Beat 3 "${world.beatNames[3]}"`);
    expect(await beatThree.getByTestId('entry-generator').textContent()).toMatch(/procedural · procedural-v2$/);
    await checkState(page, 'world-history-desktop');

    // Older pages: the seeding, by the system through the generator, and the creation before any arc.
    await loadWholeTimeline(page);
    const arcs = await list.getByRole('heading', { level: 4 }).allTextContents();
    expect(arcs).toEqual([`Arc 1: ${world.storyName}`, 'Before any arc']);
    const total = await list.getByTestId('history-entry').count();
    expect(total).toBeGreaterThan(50);
    expect(await list.getByText(`${total} events shown · the start of this world's history`).count()).toBe(1);
    const oldest = list.getByTestId('history-entry').last();
    expect(await oldest.getByText('World "Frostmarch" created').count()).toBe(1);
    const seeded = list.locator('[data-type="WorldSeeded"]');
    expect(await seeded.getByTestId('entry-actor').textContent()).toBe('System (seeding-worker)');
    expect(await seeded.getByTestId('entry-source').textContent()).toBe('Generator');
    // Seeding's dozens of events fold into one entry per phase, opened on demand.
    const phases = list.locator('[data-type="WorldSeedingPhaseRecorded"]');
    expect(await phases.count()).toBe(3);
    const locationsPhase = phases.last();
    const phaseEvents = locationsPhase.getByTestId('seeding-phase-events');
    expect(await phaseEvents.isVisible()).toBe(false);
    const folded = await phaseEvents.getByTestId('history-entry').count();
    expect(folded).toBeGreaterThanOrEqual(25);
    const disclosure = locationsPhase.getByRole('button', { name: `Show the ${folded} events of this phase` });
    const height = (await list.boundingBox())!.height;
    await disclosure.click();
    await phaseEvents.getByTestId('history-entry').first().waitFor();
    expect(await locationsPhase.getByRole('button', { name: `Hide the ${folded} events of this phase` }).getAttribute('aria-expanded')).toBe('true');
    expect((await list.boundingBox())!.height).toBeGreaterThan(height);
    await locationsPhase.getByRole('button', { name: `Hide the ${folded} events of this phase` }).click();
    await phaseEvents.waitFor({ state: 'hidden' });

    // Filtered by event type: the four beats, every one written by the generator.
    await list.getByLabel('Event type').selectOption({ label: 'Beat generated' });
    await list.getByTestId('history-entry').nth(4).waitFor({ state: 'detached' });
    expect(await list.locator('[data-type="BeatGenerated"]').count()).toBe(4);
    expect(await list.getByTestId('history-entry').count()).toBe(4);
    expect(await list.getByTestId('entry-generator').count()).toBe(4);
    // A whole category, and a source: nothing of the locations came from the API.
    await list.getByLabel('Event type').selectOption({ label: 'All location events' });
    await list.locator('[data-type="BeatGenerated"]').first().waitFor({ state: 'detached' });
    const locationTypes = await list.getByTestId('history-entry').evaluateAll((entries) => entries.map((entry) => entry.getAttribute('data-type')));
    expect(new Set(locationTypes)).toEqual(new Set(['LocationAdded', 'LocationUpdated', 'LocationStatusChanged', 'LocationHistoryRecorded']));
    await list.getByLabel('Source').selectOption('api');
    await list.getByText('No events match these filters.').waitFor();
    await checkState(page, 'world-history-filtered-empty');
    await list.getByRole('button', { name: 'Clear filters' }).click();
    // The entries are back (seeding's events among them are folded, closed: there, not visible).
    await list.getByTestId('history-entry').nth(49).waitFor({ state: 'attached' });

    // Closing gives the page back, with the focus on the History button.
    await history.getByRole('button', { name: 'Close history' }).click();
    await page.getByRole('button', { name: 'PROGRESS STORY' }).waitFor();
    expect(await history.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('History');
    await page.context().close();
  }, 90_000);

  it.concurrent('scrubs back to an older beat: the world as it was, read-only, and what changed since highlighted', async () => {
    const page = await openHistory(suite(), user, world.worldId);
    // It opens on the latest beat, with labelled ticks for every beat and now.
    await waitForScrubber(page, `Beat 3: ${world.beatNames[3]}`);
    const ticks = page.getByTestId('scrubber-tick');
    expect(await ticks.allTextContents()).toEqual(['0', '1', '2', '3', 'Now']);
    expect(await scrubber(page).getAttribute('aria-valuetext')).toBe(`Beat 3: ${world.beatNames[3]}`);
    const state = worldAtPoint(page);
    await state.getByRole('heading', { name: 'Just after beat 3' }).waitFor();
    await state.getByTestId('story-at-point').getByText(`Beat 3: ${world.beatNames[3]}`).waitFor();

    // Back two beats with the keyboard; the last world stays on screen while the next loads.
    await scrubber(page).focus();
    const release = await holdProcedure(page, 'audit.stateAt');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await waitForScrubber(page, `Beat 1: ${world.beatNames[1]}`);
    await state.getByRole('status').filter({ hasText: 'Updating...' }).waitFor();
    expect(await state.getByTestId('story-at-point').getByText(`Beat 3: ${world.beatNames[3]}`).count()).toBe(1);
    expect(await state.getAttribute('aria-busy')).toBe('true');
    release();
    await state.getByRole('heading', { name: 'Just after beat 1' }).waitFor();
    await state.getByTestId('story-at-point').getByText(`Beat 1: ${world.beatNames[1]}`).waitFor();
    await state.getByRole('status').filter({ hasText: 'Updating...' }).waitFor({ state: 'detached' });
    expect(await state.getByText(/^Read-only/).count()).toBe(1);
    expect(await state.getByRole('button').count()).toBe(0);
    expect(await state.getByRole('textbox').count()).toBe(0);

    // The location was not yet renamed: its old name, marked as changed since; the removed character is marked gone.
    const renamedRow = state.getByRole('list', { name: 'Locations' }).getByRole('listitem').filter({ hasText: world.renamed.originalName });
    await renamedRow.getByText('Changed since').waitFor();
    expect(await renamedRow.getAttribute('data-change')).toBe('changed');
    expect(await state.getByText('Renamed Haven').count()).toBe(0);
    const goneRow = state.getByRole('list', { name: 'Characters' }).getByRole('listitem').filter({ hasText: world.removedCharacter });
    expect(await goneRow.getByText('Gone now').count()).toBe(1);

    // What changed since, field by field: before struck out, after inserted.
    const changes = changesSince(page);
    const changedLocation = changes.getByTestId('diff-locations').getByRole('listitem').filter({ hasText: 'Renamed Haven' }).first();
    await changedLocation.waitFor();
    expect(await changedLocation.getAttribute('data-change')).toBe('changed');
    const nameField = changedLocation.locator('[data-field="name"]');
    expect(await nameField.locator('dt').textContent()).toBe('Name');
    // Screen readers hear "was" and "now" before the struck-out and inserted values.
    expect(await nameField.locator('del').textContent()).toBe(`was ${world.renamed.originalName}`);
    expect(await nameField.locator('ins').textContent()).toBe('now Renamed Haven');
    const statusField = changedLocation.locator('[data-field="status"]');
    expect(await statusField.locator('ins').textContent()).toBe('now declining');
    const removed = changes.getByTestId('diff-characters').locator('[data-change="removed"]');
    expect(await removed.textContent()).toBe(`Removed${world.removedCharacter}`);
    const newBeats = await changes.getByTestId('diff-beats').locator('[data-change="added"]').allTextContents();
    expect(newBeats).toEqual([`AddedBeat 2: ${world.beatNames[2]}`, `AddedBeat 3: ${world.beatNames[3]}`]);
    const arcBeat = changes.getByTestId('diff-arcs').locator('[data-field="current_beat_id"]');
    expect(await arcBeat.locator('del').textContent()).toBe(`was Beat 1: ${world.beatNames[1]}`);
    expect(await arcBeat.locator('ins').textContent()).toBe(`now Beat 3: ${world.beatNames[3]}`);
    expect(await changes.getByRole('list', { name: 'Changes in all' }).innerText()).toMatch(/2 added\s+1 removed\s+\d+ changed/);
    await checkState(page, 'world-history-beat-1');

    // Home and End reach the first beat and now; the ticks and the buttons move too.
    await scrubber(page).press('Home');
    await waitForScrubber(page, `Beat 0: ${world.beatNames[0]}`);
    await state.getByRole('heading', { name: 'Just after beat 0' }).waitFor();
    await state.getByTestId('story-at-point').getByText(`Beat 0: ${world.beatNames[0]}`).waitFor();
    await page.getByRole('button', { name: 'Next point' }).click();
    await waitForScrubber(page, `Beat 1: ${world.beatNames[1]}`);
    // Steps taken faster than the address follows them all count: two clicks in one task go two beats.
    await page.getByRole('button', { name: 'Next point' }).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await waitForScrubber(page, `Beat 3: ${world.beatNames[3]}`);
    await page.waitForURL((url) => url.searchParams.get('beat') === '3');
    await ticks.filter({ hasText: 'Now' }).click();
    await waitForScrubber(page, 'Now');
    await state.getByRole('heading', { name: 'Now' }).waitFor();
    await state.getByText('As the world stands now').waitFor();
    await changes.getByText(/^This is the world as it is now/).waitFor();
    expect(await state.getByText('Renamed Haven').count()).toBe(1);
    expect(await state.locator('[data-change]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Next point' }).isDisabled()).toBe(true);

    // An event picked in the timeline: the world just after it.
    const rename = timeline(page).locator('[data-type="LocationUpdated"]').first();
    const revision = Number((await rename.getByRole('button', { name: /view the world just after this event/ }).textContent())!.match(/#(\d+)/)![1]);
    await rename.getByRole('button', { name: /view the world just after this event/ }).click();
    await state.getByRole('heading', { name: `Just after revision ${revision}` }).waitFor();
    // The note under the heading, once the world there is in: "<when> · revision N".
    await state.getByText(new RegExp(` · revision ${revision}$`)).waitFor();
    await state.getByText('Renamed Haven').waitFor();
    expect(await rename.getAttribute('data-selected')).toBe('true');
    await page.getByRole('button', { name: `Back to Beat 1: ${world.beatNames[1]}` }).click();
    await state.getByRole('heading', { name: 'Just after beat 1' }).waitFor();
    // And a beat's heading in the timeline moves the scrubber there.
    await timeline(page).getByRole('button', { name: `View world just after Beat 2: ${world.beatNames[2]}` }).click();
    await waitForScrubber(page, `Beat 2: ${world.beatNames[2]}`);
    await page.context().close();
  }, 90_000);

  it.concurrent('exports the world as <name>-<date>.ndjson: a header, the events in order and a closing SHA-256 that holds', async () => {
    const page = await openHistory(suite(), user, world.worldId);
    const downloaded = page.waitForEvent('download');
    await historyView(page).getByRole('button', { name: 'Export' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^frostmarch-\d{4}-\d{2}-\d{2}\.ndjson$/);
    await page.getByRole('status').filter({ hasText: `Exported as ${download.suggestedFilename()}` }).waitFor();

    const lines = (await readFile((await download.path())!, 'utf8')).split('\n');
    expect(lines.at(-1)).toBe('');
    const header = JSON.parse(lines[0]!) as { format: string; formatVersion: number; worldId: string; eventCount: number; exportedAt: string };
    const events = lines.slice(1, -2);
    const trailer = JSON.parse(lines.at(-2)!) as { end: string; eventCount: number; sha256: string };
    expect(header).toMatchObject({ format: 'worldloom.world-export', formatVersion: 1, worldId: world.worldId, eventCount: events.length });
    expect(download.suggestedFilename()).toBe(`frostmarch-${header.exportedAt.slice(0, 10)}.ndjson`);
    const parsed = events.map((line) => JSON.parse(line) as { revision: number; type: string; metadata: { source: string; model?: string } });
    expect(parsed.map((event) => event.revision)).toEqual(events.map((_, index) => index));
    expect(parsed[0]!.type).toBe('WorldCreated');
    expect(parsed.filter((event) => event.type === 'BeatGenerated').every((event) => event.metadata.model === 'procedural-v2')).toBe(true);
    expect(trailer).toEqual({ end: 'worldloom.world-export', eventCount: events.length, sha256: createHash('sha256').update(events.map((line) => `${line}\n`).join('')).digest('hex') });
    // The same count the timeline gives.
    const all = await user.trpc.audit.history.query({ worldId: world.worldId, limit: 1 });
    expect(events.length).toBe(all.items[0]!.revision + 1);
    await page.context().close();
  });

  it.concurrent("forks at the scrubber's point, named in a dialog, and opens the new world", async () => {
    const page = await openHistory(suite(), user, world.worldId);
    await waitForScrubber(page, `Beat 3: ${world.beatNames[3]}`);
    await scrubber(page).press('ArrowLeft');
    await scrubber(page).press('ArrowLeft');
    await worldAtPoint(page).getByRole('heading', { name: 'Just after beat 1' }).waitFor();

    const fork = historyView(page).getByRole('button', { name: 'Fork', exact: true });
    await fork.click();
    const dialog = page.getByRole('dialog', { name: 'Fork this world' });
    const name = dialog.getByLabel('Name of the new world');
    await name.waitFor();
    expect(await name.inputValue()).toBe('Frostmarch (beat 1)');
    expect(await name.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await dialog.getByText(/starts as this one was just after beat 1/).count()).toBe(1);
    await checkState(page, 'world-history-fork-dialog', false);
    // Escape closes it and gives the focus back; a blank name cannot be sent.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await fork.evaluate((button) => button === document.activeElement)).toBe(true);
    await fork.click();
    await name.fill('   ');
    expect(await dialog.getByRole('button', { name: 'Fork World' }).isDisabled()).toBe(true);
    await name.fill('Frostmarch Reborn');
    await dialog.getByRole('button', { name: 'Fork World' }).click();

    // The new world opens on its own World tab, its history starting as a fork at beat 1.
    await page.getByRole('heading', { level: 1, name: 'Frostmarch Reborn' }).waitFor();
    const forkId = /\/app\/worlds\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
    expect(forkId).not.toBe(world.worldId);
    expect(await page.getByRole('button', { name: 'History', exact: true }).getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('progressbar', { name: 'Arc progress: 2 of 15 beats' }).waitFor();
    const state = await user.trpc.audit.stateAt.query({ worldId: forkId });
    expect(state.currentBeats.map((beat) => beat.beat_name)).toEqual(world.beatNames.slice(0, 2));
    expect(state.locations.map((location) => location.name)).toContain(world.renamed.originalName);
    expect(state.characters.map((character) => character.name)).toContain(world.removedCharacter);
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const oldest = await user.trpc.audit.history.query({ worldId: forkId, order: 'oldest', limit: 1 });
    expect(oldest.items[0]!.summary).toMatch(new RegExp(`^World "Frostmarch Reborn" forked from world ${world.worldId} at revision \\d+$`));
    await timeline(page).getByTestId('history-entry').first().waitFor();
    await page.context().close();
  });

  it.concurrent('says when the history, the world at a point, the export or the fork fails, and tries again', async () => {
    const page = await signedInPage(suite(), user, `/app/worlds/${world.worldId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await failProcedure(page, 'audit.history');
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const history = historyView(page);
    await history.getByRole('alert').filter({ hasText: 'Failed to load the history.' }).waitFor();
    await history.getByRole('alert').filter({ hasText: "Failed to load the story's beats." }).waitFor();
    await checkState(page, 'world-history-failed');
    await page.unrouteAll({ behavior: 'wait' });
    await timeline(page).getByRole('button', { name: 'Try again' }).click();
    await timeline(page).getByTestId('history-entry').first().waitFor();
    await history.getByRole('alert').filter({ hasText: "Failed to load the story's beats." }).getByRole('button', { name: 'Try again' }).click();
    await waitForScrubber(page, `Beat 3: ${world.beatNames[3]}`);

    await failProcedure(page, 'audit.stateAt');
    await scrubber(page).press('ArrowLeft');
    await worldAtPoint(page).getByRole('alert').filter({ hasText: 'Failed to load the world at this point.' }).waitFor();
    await page.unrouteAll({ behavior: 'wait' });
    await worldAtPoint(page).getByRole('button', { name: 'Try again' }).click();
    await worldAtPoint(page).getByRole('heading', { name: 'Just after beat 2' }).waitFor();
    await worldAtPoint(page).getByTestId('story-at-point').waitFor();

    await failProcedure(page, 'audit.exportLink');
    await history.getByRole('button', { name: 'Export' }).click();
    await history.getByRole('alert').filter({ hasText: 'Failed to export the world. Please try again.' }).waitFor();

    await failProcedure(page, 'audit.fork');
    await history.getByRole('button', { name: 'Fork', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Fork this world' });
    await dialog.getByRole('button', { name: 'Fork World' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Failed to fork the world.' }).waitFor();
    expect(page.url()).toContain(world.worldId);
    await page.context().close();
  });

  it.concurrent('a world with no arc yet: no beats to scrub, the world now, and its events before any arc', async () => {
    const fresh = await createWorld(user, 'Blank Slate');
    const page = await openHistory(suite(), user, fresh.id);
    await historyView(page).getByText(/^No beats yet/).waitFor();
    expect(await scrubber(page).count()).toBe(0);
    await worldAtPoint(page).getByRole('heading', { name: 'Now' }).waitFor();
    await worldAtPoint(page).getByText('No story arc had started yet.').waitFor();
    expect(await timeline(page).getByRole('heading', { level: 4 }).allTextContents()).toEqual(['Before any arc']);
    expect(await timeline(page).getByTestId('history-entry').allInnerTexts()).toEqual([expect.stringContaining('World "Blank Slate" created')]);
    await checkState(page, 'world-history-no-arc');
    await page.context().close();
  });

  it.concurrent('keeps its place in the address: a reload shows the same beat and filters, Back retraces opening and closing', async () => {
    const page = await openHistory(suite(), user, world.worldId);
    const address = () => new URL(page.url()).searchParams;
    const pageEntries = () => page.evaluate(() => window.history.length);
    const entriesOpen = await pageEntries();
    expect(address().get('history')).toBe('true');
    await waitForScrubber(page, `Beat 3: ${world.beatNames[3]}`);

    // Scrubbing and filtering write the address in place: no entry of the browser's history each.
    await scrubber(page).press('ArrowLeft');
    await scrubber(page).press('ArrowLeft');
    await waitForScrubber(page, `Beat 1: ${world.beatNames[1]}`);
    await timeline(page).getByLabel('Event type').selectOption({ label: 'Beat generated' });
    await page.waitForURL((url) => url.searchParams.get('beat') === '1' && url.searchParams.get('type') === 'type:BeatGenerated');
    expect(address().get('arc')).toBe(world.arcId);
    expect(await pageEntries()).toBe(entriesOpen);

    // A reload comes back to the same beat, the world as it was then, and the same filter.
    await page.reload();
    await historyView(page).waitFor();
    await waitForScrubber(page, `Beat 1: ${world.beatNames[1]}`);
    await worldAtPoint(page).getByRole('heading', { name: 'Just after beat 1' }).waitFor();
    await worldAtPoint(page).getByTestId('story-at-point').getByText(`Beat 1: ${world.beatNames[1]}`).waitFor();
    expect(await timeline(page).getByLabel('Event type').inputValue()).toBe('type:BeatGenerated');
    await timeline(page).getByTestId('history-entry').first().waitFor();
    const types = await timeline(page).getByTestId('history-entry').evaluateAll((entries) => entries.map((entry) => entry.getAttribute('data-type')));
    expect(types).toEqual(['BeatGenerated', 'BeatGenerated', 'BeatGenerated', 'BeatGenerated']);

    // Now, and an event picked in the timeline, are kept too.
    await page.getByTestId('scrubber-tick').filter({ hasText: 'Now' }).click();
    await page.waitForURL((url) => url.searchParams.get('now') === 'true' && !url.searchParams.has('beat'));
    const beatTwo = timeline(page).locator('[data-type="BeatGenerated"]').filter({ hasText: `Beat 2 "${world.beatNames[2]}"` });
    const revision = Number((await beatTwo.getByRole('button', { name: /view the world just after this event/ }).textContent())!.match(/#(\d+)/)![1]);
    await beatTwo.getByRole('button', { name: /view the world just after this event/ }).click();
    await page.waitForURL((url) => url.searchParams.get('revision') === String(revision) && !url.searchParams.has('now'));
    await page.reload();
    await worldAtPoint(page).getByRole('heading', { name: `Just after revision ${revision}` }).waitFor();
    await historyView(page).getByText(`Showing the world just after revision ${revision}`, { exact: true }).waitFor();
    await page.getByRole('button', { name: `Back to Beat 2: ${world.beatNames[2]}` }).click();
    await page.waitForURL((url) => url.searchParams.get('beat') === '2' && !url.searchParams.has('revision'));
    await worldAtPoint(page).getByRole('heading', { name: 'Just after beat 2' }).waitFor();

    // Closing is a step of its own and forgets the place; Back opens the view there again, and Back once
    // more leaves it, the scrubbing before having added nothing to retrace.
    await historyView(page).getByRole('button', { name: 'Close history' }).click();
    await page.getByRole('button', { name: 'PROGRESS STORY' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.goBack();
    await waitForScrubber(page, `Beat 2: ${world.beatNames[2]}`);
    await worldAtPoint(page).getByRole('heading', { name: 'Just after beat 2' }).waitFor();
    expect(await timeline(page).getByLabel('Event type').inputValue()).toBe('type:BeatGenerated');
    expect(await page.getByRole('button', { name: 'History', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.goBack();
    await page.getByRole('button', { name: 'PROGRESS STORY' }).waitFor();
    expect(await historyView(page).count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByRole('button', { name: 'History', exact: true }).getAttribute('aria-pressed')).toBe('false');
    await page.goForward();
    await waitForScrubber(page, `Beat 2: ${world.beatNames[2]}`);
    await page.context().close();
  }, 90_000);

  it.concurrent('opens a shared link at its beat and filter; a bad beat or filter in it falls back to the defaults, and leaves the address', async () => {
    const at = (search: string) => `/app/worlds/${world.worldId}?${search}`;
    // A colleague's link: the world as it was just after beat 2, only the story's events.
    const page = await signedInPage(suite(), user, at(`history=true&arc=${world.arcId}&beat=2&type=category%3Astory`));
    // Nothing malformed in the address may reach the server: every call the page makes is answered.
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${decodeURIComponent(response.url())}`);
    });
    await waitForScrubber(page, `Beat 2: ${world.beatNames[2]}`);
    await worldAtPoint(page).getByRole('heading', { name: 'Just after beat 2' }).waitFor();
    expect(await timeline(page).getByLabel('Event type').inputValue()).toBe('category:story');
    await timeline(page).getByTestId('history-entry').first().waitFor();
    const types = await timeline(page).getByTestId('history-entry').evaluateAll((entries) => entries.map((entry) => entry.getAttribute('data-type')));
    expect(types.every((type) => ['ArcStarted', 'BeatGenerated', 'ArcCompleted', 'WorldEventRecorded'].includes(type!))).toBe(true);

    // A beat no arc has: the latest beat instead, and every filter at "all".
    const cases = [
      `history=true&arc=${world.arcId}&beat=99&type=type%3ANoSuchEvent&source=fax&actor=robot`,
      `history=true&arc=${world.arcId}&beat=banana`,
      'history=true&arc=not-an-arc&beat=2',
    ];
    for (const search of cases) {
      await page.goto(`${new URL(page.url()).origin}${at(search)}`);
      await waitForScrubber(page, `Beat 3: ${world.beatNames[3]}`);
      await worldAtPoint(page).getByRole('heading', { name: 'Just after beat 3' }).waitFor();
      expect(await timeline(page).getByLabel('Event type').inputValue()).toBe('all');
      expect(await timeline(page).getByLabel('Source').inputValue()).toBe('');
      expect(await timeline(page).getByLabel('Actor').inputValue()).toBe('');
      // The timeline of every event, as asked for with no filter (a dropped one once went to the server).
      await timeline(page).getByTestId('history-entry').filter({ hasText: 'Snow in summer' }).waitFor();
      expect(await historyView(page).getByRole('alert').allInnerTexts()).toEqual([]);
      expect(refused).toEqual([]);
      // And the address says so: the link copied next is the page shown.
      await page.waitForURL((url) => url.search === '?history=true');
    }
    // Unknown keys and other spellings are rewritten too, the point and filters kept.
    await page.goto(`${new URL(page.url()).origin}${at(`history=1&utm_source=mail&arc=${world.arcId}&beat=%222%22&source=api`)}`);
    await waitForScrubber(page, `Beat 2: ${world.beatNames[2]}`);
    await page.waitForURL((url) => url.search === `?history=true&arc=${world.arcId}&beat=2&source=api`);
    expect(await timeline(page).getByLabel('Source').inputValue()).toBe('api');
    // A well-formed beat the arc never reached is taken out of the address, so the link shared next is true.
    await page.goto(`${new URL(page.url()).origin}${at(`history=true&arc=${world.arcId}&beat=9`)}`);
    await waitForScrubber(page, `Beat 3: ${world.beatNames[3]}`);
    await page.waitForURL((url) => url.searchParams.get('history') === 'true' && !url.searchParams.has('arc') && !url.searchParams.has('beat'));
    // Without history=true the page opens as ever.
    await page.goto(`${new URL(page.url()).origin}${at(`history=no&arc=${world.arcId}&beat=2`)}`);
    await page.getByRole('button', { name: 'PROGRESS STORY' }).waitFor();
    expect(await historyView(page).count()).toBe(0);
    await page.waitForURL((url) => url.search === '');
    await page.context().close();
  }, 90_000);

  it.concurrent('works on a 390×844 screen from the tab bar', async () => {
    const page = await signedInPage(suite(), user, `/app/worlds/${world.worldId}`, MOBILE);
    const tabs = page.getByRole('tablist', { name: 'World sections' });
    await page.getByRole('heading', { level: 1, name: world.name }).waitFor();
    expect(await tabs.getByRole('tab').allInnerTexts()).toEqual(['World', 'Arc', 'Locations', 'Characters', 'History']);
    expect(await page.getByRole('button', { name: 'History', exact: true }).isVisible()).toBe(false);
    await tabs.getByRole('tab', { name: 'Characters' }).click();
    await tabs.getByRole('tab', { name: 'Characters' }).press('ArrowRight');
    expect(await tabs.getByRole('tab', { selected: true }).innerText()).toBe('History');
    await waitForScrubber(page, `Beat 3: ${world.beatNames[3]}`);
    // The History tab replaces the World tab's picture and description; the world's name stays as the
    // page's heading on every tab (issue 18; it used to disappear with the rest of the header).
    expect(await page.getByRole('img', { name: /as seen from orbit$/ }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    await scrubber(page).press('ArrowLeft');
    await worldAtPoint(page).getByRole('heading', { name: 'Just after beat 2' }).waitFor();
    await changesSince(page).getByTestId('diff-beats').waitFor();
    await timeline(page).getByTestId('history-entry').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await checkState(page, 'world-history-mobile');
    await historyView(page).getByRole('button', { name: 'Fork', exact: true }).click();
    await page.getByRole('dialog', { name: 'Fork this world' }).getByLabel('Name of the new world').waitFor();
    await checkState(page, 'world-history-mobile-fork', false);
    await page.keyboard.press('Escape');
    await tabs.getByRole('tab', { name: 'World' }).click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await historyView(page).count()).toBe(0);
    await page.context().close();
  });
});
