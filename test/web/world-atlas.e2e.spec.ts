import type { Character, Faction, Location, WorldSnapshot } from '@worldloom/contracts';
import { LOCATION_STATUSES, LOCATION_TYPES } from '@worldloom/contracts/vocabulary';
import type { Locator, Page } from 'playwright-core';
import { announced } from './support/keyboard';
import {
  AUTH_STORAGE_KEY,
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
import { seedWorld } from './support/world-detail-fixtures';

/*
 * Issue 13 on the world page: the world map, the relationship graph, the scrubber both follow, and "What
 * changed" under the beat. Procedurally generated worlds (the test app's story generator), at 1280×800 and
 * 390×844, axe-core (every impact level) in every state, a screenshot of each.
 */

const BEATS = 4;
/** Each test builds a world with a story of BEATS beats first: longer than jest's default allows on a busy machine. */
const STORY_TEST_MS = 180_000;
const HAND_MADE = 'Hidden Spring';

interface StoryWorld {
  readonly user: WebUser;
  readonly worldId: string;
  readonly arcId: string;
}

/** A seeded world with an arc at beat BEATS and one place added by hand, with no coordinates. */
async function storyWorld(suite: WebSuite, name: string): Promise<StoryWorld> {
  const user = await newUser(suite, 'cartographer');
  const world = await createWorld(user, name, 'A river march of salt lords, smith guilds and drowned shrines at war.');
  await seedWorld(user.trpc, world.id);
  const arc = await user.trpc.world.createNewArc.mutate({ worldId: world.id, storyIdea: 'The smith guilds march on the river clans' });
  for (let beat = 1; beat <= BEATS; beat += 1) await user.trpc.world.progressArc.mutate({ worldId: world.id, arcId: arc.id });
  await user.trpc.location.create.mutate({ world_id: world.id, name: HAND_MADE, type: 'landmark', description: 'Found by a shepherd.' });
  // A city falls by hand after the last beat: now differs from every beat the scrubber can show.
  const cities = (await user.trpc.location.list.query({ worldId: world.id })).filter((location) => location.type === 'city' && location.status !== 'ruined');
  const fallen = cities.find((city) => city.status !== 'lost' && city.status !== 'abandoned')!;
  await user.trpc.location.update.mutate({ id: fallen.id, status: 'ruined' });
  return { user, worldId: world.id, arcId: arc.id };
}

async function worldPage(suite: WebSuite, user: WebUser, worldId: string, viewport: Viewport, reducedMotion = true): Promise<Page> {
  const page = await signedInPage(suite, user, `/app/worlds/${worldId}`, viewport);
  if (reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}

/** No axe-core violation at any impact level, and a screenshot of the state (the whole page from its top, or the viewport). */
async function checkState(page: Page, name: string, fullPage = true): Promise<void> {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name, fullPage);
  expect(await axeViolations(page)).toEqual([]);
}

function worldMap(page: Page): Locator {
  return page.getByRole('region', { name: 'World Map' });
}

function graph(page: Page): Locator {
  return page.getByRole('region', { name: 'Relationships' });
}

function graphNode(page: Page, name: string): Locator {
  return graph(page).getByRole('group', { name: 'Relationships' }).getByRole('button', { name, exact: true });
}

function whatChanged(page: Page): Locator {
  return page.getByRole('list', { name: 'What changed' });
}

async function stepScrubberTo(page: Page, beat: number | 'now'): Promise<void> {
  const scrubber = page.getByRole('slider', { name: 'Beat shown on the map and the graph' });
  await scrubber.focus();
  if (beat === 'now') {
    await page.keyboard.press('End');
    await page.getByTestId('atlas-point').filter({ hasText: /^Now$/ }).waitFor();
    return;
  }
  await page.keyboard.press('Home');
  for (let step = 0; step < beat; step += 1) await page.keyboard.press('ArrowRight');
  await page.getByTestId('atlas-point').filter({ hasText: new RegExp(`^Beat ${beat}: `) }).waitFor();
  // Until the beat's world is in, the map and the graph still show the point before it.
  await page.getByTestId('atlas-scrubber').getByRole('status').filter({ hasText: /^$/ }).waitFor({ state: 'attached' });
}

/** The names of everything whose status changed between two states, or that appeared in the later one. */
function changedNames(before: WorldSnapshot, after: WorldSnapshot): string[] {
  const earlier = new Map([...before.locations, ...before.factions, ...before.characters].map((entity) => [entity.id, entity.status]));
  return [...after.locations, ...after.factions, ...after.characters]
    .filter((entity) => earlier.get(entity.id) !== entity.status)
    .map((entity) => entity.name);
}

/** The map itself: the SVG, a group of controls named after the map. */
function mapSvg(page: Page): Locator {
  return worldMap(page).getByRole('group', { name: 'World Map' });
}

function mapPlace(page: Page, name: string): Locator {
  return mapSvg(page).getByRole('button', { name, exact: true });
}

/** The places the map draws: every region (at its centre) and every other place with both coordinates. */
function onTheMap(locations: readonly Location[]): Location[] {
  return locations.filter((location) =>
    location.type === 'region'
      ? (location.relative_x !== null && location.relative_y !== null) ||
        locations.some((place) => place.parent_location_id === location.id && place.relative_x !== null && place.relative_y !== null)
      : location.relative_x !== null && location.relative_y !== null,
  );
}

async function statusesOnTheMap(page: Page): Promise<Record<string, string>> {
  return Object.fromEntries(
    await worldMap(page)
      .getByTestId('map-place')
      .evaluateAll((marks) => marks.map((mark) => [mark.getAttribute('aria-label')!, mark.getAttribute('data-status')!])),
  );
}

/** Waits until every place on the map has the status expected of it. */
async function mapShows(page: Page, statuses: Readonly<Record<string, string>>): Promise<void> {
  await page.waitForFunction((expected) => {
    const marks = Array.from(document.querySelectorAll('[data-testid="map-place"]'));
    return marks.length === Object.keys(expected).length && marks.every((mark) => expected[mark.getAttribute('aria-label')!] === mark.getAttribute('data-status'));
  }, statuses);
}

/** The first beat (from the latest back) whose world differs from now in some placed location's status. */
function beatWithOtherStatuses(states: readonly WorldSnapshot[], now: readonly Location[]): number {
  const statusNow = new Map(now.map((location) => [location.id, location.status]));
  for (let beat = states.length - 1; beat >= 0; beat -= 1) {
    if (onTheMap(states[beat]!.locations).some((location) => statusNow.get(location.id) !== location.status)) return beat;
  }
  return 0;
}

/** The zoom of the map's drawing layer, from its transform: "translate(x,y) scale(k)". */
function scaleOf(transform: string | null): number {
  return Number(/scale\(([\d.]+)\)/.exec(transform ?? '')?.[1]);
}

/** The middle of a locator's box, in the viewport. */
async function middleOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The graph's filter names of the edge kinds (apps/web's GRAPH_EDGE_LABELS). */
const EDGE_LABELS: Readonly<Record<string, string>> = {
  alliance: 'Allied factions',
  hostility: 'Hostile factions',
  ally: 'Allies',
  rival: 'Rivals',
  family: 'Family',
  mentor: 'Mentors',
  romance: 'Lovers',
  enemy: 'Enemies',
};

/**
 * How many edges of each kind the graph should draw for these factions and characters: a faction's allied or
 * hostile stance toward another (once when returned in kind), and one per pair of characters and kind of tie.
 */
function expectedEdges(factions: readonly Faction[], characters: readonly Character[]): Record<string, number> {
  const counts: Record<string, number> = {};
  const add = (kind: string) => (counts[kind] = (counts[kind] ?? 0) + 1);
  const factionIds = new Set(factions.map((faction) => faction.id));
  const stances = new Map<string, string>();
  for (const faction of factions) {
    for (const entry of faction.stances) {
      if (entry.stance !== 'neutral' && factionIds.has(entry.target_faction_id)) {
        stances.set(`${faction.id}>${entry.target_faction_id}`, entry.stance === 'ally' ? 'alliance' : 'hostility');
      }
    }
  }
  for (const [key, kind] of stances) {
    const [source, target] = key.split('>') as [string, string];
    if (stances.get(`${target}>${source}`) === kind && source > target) continue;
    add(kind);
  }
  const characterIds = new Set(characters.map((character) => character.id));
  const ties = new Set<string>();
  for (const character of characters) {
    for (const tie of character.relationships) {
      if (characterIds.has(tie.character_id)) ties.add(`${[character.id, tie.character_id].sort().join(':')}:${tie.kind}`);
    }
  }
  for (const tie of ties) add(tie.split(':')[2]!);
  return counts;
}

function graphEdges(page: Page): Locator {
  return graph(page).getByRole('group', { name: 'Relationships' }).locator('line[data-kind], path[data-kind]');
}

async function edgeCounts(page: Page): Promise<Record<string, number>> {
  const kinds = await graphEdges(page).evaluateAll((edges) => edges.map((edge) => edge.getAttribute('data-kind')!));
  return kinds.reduce<Record<string, number>>((counts, kind) => ({ ...counts, [kind]: (counts[kind] ?? 0) + 1 }), {});
}

/** A phone with a touch screen (390×844), signed in as `user`, on the world's page, with reduced motion. */
async function touchPage(suite: WebSuite, user: WebUser, worldId: string): Promise<Page> {
  const context = await suite.browser.newContext({
    viewport: MOBILE,
    hasTouch: true,
    reducedMotion: 'reduce',
    storageState: { cookies: [], origins: [{ origin: suite.url, localStorage: [{ name: AUTH_STORAGE_KEY, value: JSON.stringify(user.session) }] }] },
  });
  const page = await context.newPage();
  await page.goto(`${suite.url}/app/worlds/${worldId}`);
  return page;
}

/** Fingers on the screen, as the browser's input pipeline gets them (touch-action applies): from `from` to `to` in steps. */
async function fingers(page: Page, from: readonly { x: number; y: number }[], to: readonly { x: number; y: number }[]): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const points = (at: readonly { x: number; y: number }[]) => at.map(({ x, y }, id) => ({ x, y, id }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(from) });
  const steps = 10;
  for (let step = 1; step <= steps; step += 1) {
    const at = from.map((start, index) => ({ x: start.x + ((to[index]!.x - start.x) * step) / steps, y: start.y + ((to[index]!.y - start.y) * step) / steps }));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(at) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Drags a place from beside the map to a point of the whole map (0-1 across and down), as a mouse does. */
async function dragOntoMap(page: Page, item: Locator, to: { x: number; y: number }): Promise<void> {
  // The map's top just under the page's header: the places beside it are in view with it.
  await mapSvg(page).evaluate((svg) => window.scrollBy(0, svg.getBoundingClientRect().top - 90));
  const frame = (await mapSvg(page).boundingBox())!;
  const from = (await item.boundingBox())!;
  const target = { x: frame.x + frame.width * to.x, y: frame.y + frame.height * to.y };
  expect(target.y).toBeGreaterThan(0);
  expect(from.y + from.height).toBeLessThan(page.viewportSize()!.height);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x, target.y, { steps: 10 });
  await page.mouse.up();
}

describe('world page: the map, the relationship graph and what each beat changed', () => {
  const suite = useWebSuite();

  it.concurrent('desktop: every place on the map opens, pans and zooms, a dragged place is saved, the scrubber shows a past beat', async () => {
    const { user, worldId, arcId } = await storyWorld(suite(), 'Saltmarch');
    const locations = await user.trpc.location.list.query({ worldId });
    const page = await worldPage(suite(), user, worldId, DESKTOP);
    const map = worldMap(page);
    await map.waitFor();

    // Every located place is a control named after it; the one added by hand waits beside the map.
    const drawn = onTheMap(locations);
    expect(drawn.length).toBeGreaterThanOrEqual(20);
    for (const place of drawn) await mapPlace(page, place.name).waitFor();
    expect(await map.getByTestId('map-place').count()).toBe(drawn.length);
    const unplaced = map.getByTestId('unplaced-places');
    expect(await unplaced.getByRole('button').allInnerTexts()).toEqual([expect.stringContaining(HAND_MADE)]);
    expect(await map.getByTestId('territory').count()).toBe(locations.filter((location) => location.type === 'region').length);
    await checkState(page, 'world-map-desktop');

    // The legend: every kind of place, every status, every faction by name.
    const factions = await user.trpc.faction.list.query({ worldId });
    const legend = map.getByTestId('map-legend');
    const capitalized = (word: string) => word[0]!.toUpperCase() + word.slice(1);
    expect(await legend.getByRole('list', { name: 'Kinds of place' }).getByRole('listitem').allInnerTexts()).toEqual([
      ...LOCATION_TYPES.map(capitalized),
      // Its sample badge's number, then the words.
      expect.stringMatching(/^\d+\s+People there$/),
    ]);
    expect(await legend.getByRole('list', { name: 'Statuses' }).getByRole('listitem').allInnerTexts()).toEqual(LOCATION_STATUSES.map(capitalized));
    expect(await legend.getByRole('list', { name: /^Factions/ }).getByRole('listitem').allInnerTexts()).toEqual(factions.map((faction) => faction.name));
    // A held territory is in its holder's banner colour; a held place has a ring of it.
    const cells = await map.getByTestId('territory').evaluateAll((paths) => paths.map((path) => [path.getAttribute('data-holder'), path.getAttribute('fill')]));
    const banner = new Map(factions.map((faction) => [faction.id, faction.banner_color]));
    expect(cells.filter(([holder]) => holder).length).toBeGreaterThan(0);
    for (const [holder, fill] of cells) expect(fill).toBe(holder ? banner.get(holder) : null);
    // How many people are at a place is in its description (and its badge).
    const characters = await user.trpc.character.list.query({ worldId });
    const crowd = drawn
      .map((place) => ({ place, people: characters.filter((person) => person.location_id === place.id && person.status !== 'deceased').length }))
      .sort((left, right) => right.people - left.people)[0]!;
    expect(crowd.people).toBeGreaterThan(1);
    const description = await mapPlace(page, crowd.place.name).evaluate((mark) => document.getElementById(mark.getAttribute('aria-describedby')!)!.textContent);
    expect(description).toContain(`${crowd.people} people here.`);

    // A click opens the place's modal; Enter on a focused place too, and its tooltip shows.
    const city = drawn.find((location) => location.type === 'city')!;
    await mapPlace(page, city.name).click();
    const dialog = page.getByRole('dialog', { name: city.name, exact: true });
    await dialog.waitFor();
    await checkState(page, 'world-map-place-modal', false);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await mapPlace(page, city.name).focus();
    await map.getByTestId('map-tooltip').filter({ hasText: city.name }).waitFor();
    await checkState(page, 'world-map-tooltip', false);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Hovering a place shows its tooltip too.
    const region = drawn.find((location) => location.type === 'region')!;
    await mapPlace(page, region.name).hover();
    await map.getByTestId('map-tooltip').filter({ hasText: region.name }).waitFor();
    await checkState(page, 'world-map-hover-tooltip', false);

    // Zoom and pan: the buttons, then the keys from a place.
    const layer = mapSvg(page).locator('g[transform^="translate"]').first();
    const transform = () => layer.getAttribute('transform');
    const whole = await transform();
    await map.getByRole('button', { name: 'Zoom in' }).click();
    expect(await transform()).toMatch(/scale\(1\.500\)/);
    await mapPlace(page, city.name).focus();
    const zoomed = await transform();
    await page.keyboard.press('+');
    await page.keyboard.press('ArrowLeft');
    expect(await transform()).not.toBe(zoomed);
    await checkState(page, 'world-map-zoomed');
    // Dragging with the mouse pans (at the same zoom) and opens nothing.
    await mapSvg(page).scrollIntoViewIfNeeded();
    const middle = await middleOf(mapSvg(page));
    const beforeDrag = await transform();
    await page.mouse.move(middle.x, middle.y);
    await page.mouse.down();
    await page.mouse.move(middle.x + 70, middle.y + 50, { steps: 8 });
    await page.mouse.up();
    expect(await transform()).not.toBe(beforeDrag);
    expect(scaleOf(await transform())).toBe(scaleOf(beforeDrag));
    expect(await page.getByRole('dialog').count()).toBe(0);
    await map.getByRole('button', { name: 'Show the whole map' }).click();
    expect(await transform()).toBe(whole);
    // The wheel zooms in about the pointer, and out again.
    await page.mouse.move(middle.x, middle.y);
    await page.mouse.wheel(0, -240);
    await page.waitForFunction((before) => document.querySelector('[data-testid="world-map"] svg g[transform^="translate"]')!.getAttribute('transform') !== before, whole);
    expect(scaleOf(await transform())).toBeGreaterThan(1);
    await page.mouse.wheel(0, 2400);
    await page.waitForFunction((before) => document.querySelector('[data-testid="world-map"] svg g[transform^="translate"]')!.getAttribute('transform') === before, whole);

    // Drag the place with no coordinates onto the map: its coordinates are saved and it becomes a control there.
    const item = unplaced.getByRole('button', { name: new RegExp(HAND_MADE) });
    await dragOntoMap(page, item, { x: 0.25, y: 0.75 });
    await mapPlace(page, HAND_MADE).waitFor();
    await unplaced.waitFor({ state: 'detached' });
    expect(await announced(page, `${HAND_MADE} placed on the map.`)).toBeTruthy();
    const saved = (await user.trpc.location.list.query({ worldId })).find((location) => location.name === HAND_MADE)!;
    expect(saved.relative_x).toBeCloseTo(0.25, 1);
    expect(saved.relative_y).toBeCloseTo(0.75, 1);
    await checkState(page, 'world-map-placed');

    // The scrubber: a beat whose statuses differ from now shows the statuses it had.
    const states = await Promise.all(
      Array.from({ length: BEATS + 1 }, (_, beatIndex) => user.trpc.audit.stateAt.query({ worldId, arcId, beatIndex })),
    );
    const beat = beatWithOtherStatuses(states, await user.trpc.location.list.query({ worldId }));
    await stepScrubberTo(page, beat);
    const then = Object.fromEntries(onTheMap(states[beat]!.locations).map((location) => [location.name, location.status]));
    await page.waitForFunction(
      (expected) =>
        Array.from(document.querySelectorAll('[data-testid="map-place"]')).every(
          (mark) => expected[mark.getAttribute('aria-label')!] === undefined || expected[mark.getAttribute('aria-label')!] === mark.getAttribute('data-status'),
        ),
      then,
    );
    expect(await statusesOnTheMap(page)).toEqual(then);
    // A past beat's places are not placed by hand: the one added since is not on the map then, nor listed to place.
    expect(await mapPlace(page, HAND_MADE).count()).toBe(0);
    await checkState(page, 'world-map-past-beat');
    await stepScrubberTo(page, 'now');
    await mapPlace(page, HAND_MADE).waitFor();
  }, STORY_TEST_MS);

  it.concurrent('desktop: the graph shows every faction and character, opens them, filters by kind and follows the scrubber', async () => {
    const { user, worldId, arcId } = await storyWorld(suite(), 'Knotwood');
    const [factions, characters] = await Promise.all([user.trpc.faction.list.query({ worldId }), user.trpc.character.list.query({ worldId })]);
    const page = await worldPage(suite(), user, worldId, DESKTOP);
    await graph(page).waitFor();
    for (const entity of [...factions, ...characters]) await graphNode(page, entity.name).waitFor();
    expect(await graph(page).getByTestId('graph-node').count()).toBe(factions.length + characters.length);
    await graphNode(page, characters[0]!.name).scrollIntoViewIfNeeded();
    await checkState(page, 'relationship-graph-desktop');

    // A node opens its entity's modal, by click and by keyboard.
    const faction = factions[0]!;
    await graphNode(page, faction.name).click();
    const dialog = page.getByRole('dialog', { name: faction.name, exact: true });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const person = characters.find((character) => character.faction_id) ?? characters[0]!;
    await graphNode(page, person.name).focus();
    await graph(page).getByTestId('map-tooltip').filter({ hasText: person.name }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: person.name, exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Hovering a node shows its tooltip too (the pointer first leaves the node it clicked before).
    await page.mouse.move(0, 0);
    await graphNode(page, faction.name).hover();
    await graph(page).getByTestId('map-tooltip').filter({ hasText: faction.name }).waitFor();
    await checkState(page, 'relationship-graph-hover-tooltip', false);

    // Every stance and tie is an edge, styled by its kind (each kind its own stroke).
    const expected = expectedEdges(factions, characters);
    const kinds = Object.keys(expected);
    expect(kinds.length).toBeGreaterThan(1);
    expect(await edgeCounts(page)).toEqual(expected);
    const looks = await graphEdges(page).evaluateAll((edges) =>
      edges.map((edge) => {
        const style = getComputedStyle(edge);
        return [edge.getAttribute('data-kind')!, `${style.stroke} ${style.strokeDasharray} ${style.strokeWidth}`] as const;
      }),
    );
    const lookOf = new Map(looks);
    expect(new Set(kinds.map((kind) => lookOf.get(kind))).size).toBe(kinds.length);
    for (const [kind, look] of looks) expect(look).toBe(lookOf.get(kind));
    // Filter by an edge's kind: its edges go, the others stay, and back.
    const [hiddenKind] = kinds;
    const edgeFilter = graph(page).getByRole('checkbox', { name: EDGE_LABELS[hiddenKind!]!, exact: true });
    await edgeFilter.uncheck();
    expect(await edgeCounts(page)).toEqual(Object.fromEntries(Object.entries(expected).filter(([kind]) => kind !== hiddenKind)));
    await checkState(page, 'relationship-graph-edge-filter', false);
    await edgeFilter.check();
    expect(await edgeCounts(page)).toEqual(expected);

    // Filters by kind: without characters only the factions are left, and back.
    await graph(page).getByRole('checkbox', { name: 'Characters' }).uncheck();
    expect(await graph(page).getByTestId('graph-node').count()).toBe(factions.length);
    await checkState(page, 'relationship-graph-factions-only', false);
    await graph(page).getByRole('checkbox', { name: 'Characters' }).check();
    expect(await graph(page).getByTestId('graph-node').count()).toBe(factions.length + characters.length);

    // The scrubber: the opening beat's people, with the statuses they had then.
    const opening = await user.trpc.audit.stateAt.query({ worldId, arcId, beatIndex: 0 });
    await stepScrubberTo(page, 0);
    const then = Object.fromEntries([...opening.factions, ...opening.characters].map((entity) => [entity.name, entity.status]));
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="graph-node"]').length === count,
      opening.factions.length + opening.characters.length,
    );
    const shown = Object.fromEntries(
      await graph(page)
        .getByTestId('graph-node')
        .evaluateAll((nodes) => nodes.map((node) => [node.getAttribute('aria-label')!, node.getAttribute('data-status')!])),
    );
    expect(shown).toEqual(then);
    // The edges are the ties and stances of then.
    expect(await edgeCounts(page)).toEqual(expectedEdges(opening.factions, opening.characters));
    await checkState(page, 'relationship-graph-opening-beat');
  }, STORY_TEST_MS);

  it.concurrent('desktop: "What changed" lists each beat’s consequences, names its entities as links, and follows the beat chosen', async () => {
    const { user, worldId, arcId } = await storyWorld(suite(), 'Tidemark');
    const state = await user.trpc.world.getWorldState.query({ worldId });
    const beats = [...state.currentBeats].sort((left, right) => left.beat_index - right.beat_index);
    const states = await Promise.all(beats.map((beat) => user.trpc.audit.stateAt.query({ worldId, arcId, beatIndex: beat.beat_index })));
    const page = await worldPage(suite(), user, worldId, DESKTOP);
    const summary = page.getByTestId('beat-summary');
    await summary.getByRole('heading', { name: /^Current Beat · Beat 4$/ }).waitFor();

    for (const index of [BEATS, 1, 2, 3]) {
      const beat = beats[index]!;
      if (index !== BEATS) await page.getByRole('list', { name: 'Beats' }).getByRole('button', { name: new RegExp(`^Beat ${index}: `) }).click();
      await summary.getByRole('heading', { name: new RegExp(`Beat ${index}$`) }).waitFor();
      const expected = (await user.trpc.world.getBeatChanges.query({ beatId: beat.id })).map((change) => change.text);
      // The list is the beat's consequences: every status it changed and every newcomer is in it, by name.
      const list = summary.getByRole('list', { name: 'What changed' });
      await page.waitForFunction(
        ([count]) => document.querySelectorAll('[data-testid="beat-summary"] [data-change-kind]').length === count,
        [expected.length],
      );
      expect(await list.getByRole('listitem').allInnerTexts()).toEqual(expected);
      const items = expected.join('\n');
      for (const name of changedNames(states[index - 1]!, states[index]!)) expect(items).toContain(name);
    }
    await checkState(page, 'what-changed-selected-beat');

    // Each entity it names is a link to its modal.
    const link = summary.getByRole('list', { name: 'What changed' }).getByRole('button').first();
    const name = (await link.innerText()).trim();
    await link.click();
    await page.getByRole('dialog', { name, exact: true }).waitFor();
    await checkState(page, 'what-changed-link-modal', false);
    await page.keyboard.press('Escape');
    await summary.getByRole('button', { name: 'Back to current beat' }).click();
    await summary.getByRole('heading', { name: /^Current Beat · Beat 4$/ }).waitFor();
    expect(await whatChanged(page).count()).toBe(1);
  }, STORY_TEST_MS);

  it.concurrent('mobile: the map in the Locations tab, the graph in Characters, both opening modals; a place dragged on; "What changed" in Arc', async () => {
    const { user, worldId } = await storyWorld(suite(), 'Pocketreach');
    const [locations, factions, characters] = await Promise.all([
      user.trpc.location.list.query({ worldId }),
      user.trpc.faction.list.query({ worldId }),
      user.trpc.character.list.query({ worldId }),
    ]);
    const page = await worldPage(suite(), user, worldId, MOBILE);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The spec's World tab shows neither.
    await page.getByTestId('beat-summary').waitFor({ state: 'attached' });
    expect(await worldMap(page).isVisible()).toBe(false);

    await page.getByRole('tab', { name: 'Locations' }).click();
    await worldMap(page).waitFor();
    expect(await graph(page).isVisible()).toBe(false);
    const drawn = onTheMap(locations);
    expect(await worldMap(page).getByTestId('map-place').count()).toBe(drawn.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await checkState(page, 'world-map-mobile');
    const place = drawn.find((location) => location.type !== 'region')!;
    await mapPlace(page, place.name).click();
    await page.getByRole('dialog', { name: place.name, exact: true }).waitFor();
    await checkState(page, 'world-map-mobile-modal', false);
    await page.keyboard.press('Escape');
    await dragOntoMap(page, worldMap(page).getByTestId('unplaced-place'), { x: 0.6, y: 0.3 });
    await mapPlace(page, HAND_MADE).waitFor();
    expect(await announced(page, `${HAND_MADE} placed on the map.`)).toBeTruthy();
    const saved = (await user.trpc.location.list.query({ worldId })).find((location) => location.name === HAND_MADE)!;
    expect([saved.relative_x, saved.relative_y]).toEqual([expect.closeTo(0.6, 1), expect.closeTo(0.3, 1)]);

    await page.getByRole('tab', { name: 'Characters' }).click();
    await graph(page).waitFor();
    expect(await worldMap(page).isVisible()).toBe(false);
    expect(await graph(page).getByTestId('graph-node').count()).toBe(factions.length + characters.length);
    await checkState(page, 'relationship-graph-mobile');
    await graphNode(page, factions[0]!.name).click();
    await page.getByRole('dialog', { name: factions[0]!.name, exact: true }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Arc' }).click();
    await whatChanged(page).waitFor();
    await checkState(page, 'what-changed-mobile');
  }, STORY_TEST_MS);

  it.concurrent('mobile, by touch: a pinch zooms, a finger pans, a tap opens a place; the scrubber shows a past beat', async () => {
    const { user, worldId, arcId } = await storyWorld(suite(), 'Thumbwick');
    const states = await Promise.all(Array.from({ length: BEATS + 1 }, (_, beatIndex) => user.trpc.audit.stateAt.query({ worldId, arcId, beatIndex })));
    const locations = await user.trpc.location.list.query({ worldId });
    const page = await touchPage(suite(), user, worldId);
    await page.getByRole('tab', { name: 'Locations' }).tap();
    await worldMap(page).waitFor();
    const drawn = onTheMap(locations);
    expect(await worldMap(page).getByTestId('map-place').count()).toBe(drawn.length);
    const layer = mapSvg(page).locator('g[transform^="translate"]').first();
    const transform = () => layer.getAttribute('transform');
    await mapSvg(page).scrollIntoViewIfNeeded();
    const whole = await transform();
    expect(scaleOf(whole)).toBe(1);

    // Two fingers apart: the map zooms in, and the page itself does not.
    const middle = await middleOf(mapSvg(page));
    await fingers(
      page,
      [
        { x: middle.x - 30, y: middle.y },
        { x: middle.x + 30, y: middle.y },
      ],
      [
        { x: middle.x - 110, y: middle.y },
        { x: middle.x + 110, y: middle.y },
      ],
    );
    expect(scaleOf(await transform())).toBeGreaterThan(2);
    expect(await page.evaluate(() => window.visualViewport?.scale)).toBe(1);
    await checkState(page, 'world-map-mobile-pinched', false);
    // One finger pans the zoomed map, at the same zoom, and opens nothing.
    const pinched = await transform();
    await fingers(page, [middle], [{ x: middle.x - 60, y: middle.y - 40 }]);
    expect(await transform()).not.toBe(pinched);
    expect(scaleOf(await transform())).toBe(scaleOf(pinched));
    expect(await page.getByRole('dialog').count()).toBe(0);
    await worldMap(page).getByRole('button', { name: 'Show the whole map' }).tap();
    expect(await transform()).toBe(whole);

    // A tap on a place opens it.
    const place = drawn.find((location) => location.type === 'city') ?? drawn[0]!;
    await mapPlace(page, place.name).tap();
    await page.getByRole('dialog', { name: place.name, exact: true }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).tap();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // The scrubber on a phone: a past beat's statuses on the map.
    const beat = beatWithOtherStatuses(states, locations);
    await stepScrubberTo(page, beat);
    const then = Object.fromEntries(onTheMap(states[beat]!.locations).map((location) => [location.name, location.status]));
    await page.waitForFunction(
      (expected) =>
        Array.from(document.querySelectorAll('[data-testid="map-place"]')).every(
          (mark) => expected[mark.getAttribute('aria-label')!] === mark.getAttribute('data-status'),
        ),
      then,
    );
    expect(await statusesOnTheMap(page)).toEqual(then);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await checkState(page, 'world-map-mobile-past-beat');
  }, STORY_TEST_MS);

  it.concurrent('"Show on map" in the History: the map and the graph show that revision, in a link of their own, and lead back to now', async () => {
    const { user, worldId } = await storyWorld(suite(), 'Tidewrit');
    // After the story's last beat the place was added by hand, then a city fell: the revision between them is no beat.
    const history = await user.trpc.audit.history.query({ worldId });
    const revision = history.items.find((item) => item.summary.includes(HAND_MADE))!.revision;
    const then = await user.trpc.audit.stateAt.query({ worldId, atRevision: revision });
    expect(then.locations.map((location) => location.name)).toContain(HAND_MADE);
    const statusesThen = Object.fromEntries(onTheMap(then.locations).map((location) => [location.name, location.status]));
    const locationsNow = await user.trpc.location.list.query({ worldId });
    const statusesNow = Object.fromEntries(onTheMap(locationsNow).map((location) => [location.name, location.status]));
    expect(statusesThen).not.toEqual(statusesNow);

    const page = await signedInPage(suite(), user, `/app/worlds/${worldId}?history=true`, DESKTOP);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Its accessible name's hidden part is a box of its own: a space apart.
    const entry = page.getByTestId('history-entry').filter({ has: page.getByRole('button', { name: new RegExp(`^#${revision}\\W+view the world just after this event$`) }) });
    await entry.getByRole('link', { name: new RegExp(`^Show on map\\W+the world just after revision ${revision}$`) }).click();

    // The History closes; the address names the revision; the scrubber and its note say which one is shown, and the note has the focus.
    await page.waitForURL((url) => url.searchParams.get('mapRevision') === String(revision) && !url.searchParams.has('history'));
    await page.getByTestId('atlas-point').filter({ hasText: new RegExp(`^Revision ${revision}$`) }).waitFor();
    const scrubber = page.getByRole('slider', { name: 'Beat shown on the map and the graph' });
    expect(await scrubber.getAttribute('aria-valuetext')).toBe(`Revision ${revision}`);
    const note = page.getByTestId('atlas-revision');
    expect(await note.innerText()).toContain(`Showing the world just after revision ${revision}, chosen in the History.`);
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="atlas-revision"]') !== null)).toBe(true);
    await mapShows(page, statusesThen);
    expect(await statusesOnTheMap(page)).toEqual(statusesThen);
    expect(await graph(page).getByTestId('graph-node').count()).toBe(then.factions.length + then.characters.length);
    await checkState(page, 'world-map-history-revision');

    // The way back to now, and Back to the revision again.
    await note.getByRole('button', { name: new RegExp(`^Back to now\\s+from revision ${revision}$`) }).click();
    await page.getByTestId('atlas-point').filter({ hasText: /^Now$/ }).waitFor();
    await mapShows(page, statusesNow);
    expect(new URL(page.url()).searchParams.has('mapRevision')).toBe(false);
    await page.goBack();
    await page.getByTestId('atlas-point').filter({ hasText: new RegExp(`^Revision ${revision}$`) }).waitFor();
    await mapShows(page, statusesThen);
    // A beat of the scrubber leaves the revision.
    await stepScrubberTo(page, 0);
    await note.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('mapRevision')).toBe(false);

    // The link on a phone: the Locations tab opens on the map at that revision.
    const phone = await signedInPage(suite(), user, `/app/worlds/${worldId}?mapRevision=${revision}`, MOBILE);
    await phone.emulateMedia({ reducedMotion: 'reduce' });
    await phone.getByTestId('atlas-point').filter({ hasText: new RegExp(`^Revision ${revision}$`) }).waitFor();
    expect(await phone.getByRole('tab', { name: 'Locations' }).getAttribute('aria-selected')).toBe('true');
    await worldMap(phone).waitFor();
    await mapShows(phone, statusesThen);
    expect(await statusesOnTheMap(phone)).toEqual(statusesThen);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await checkState(phone, 'world-map-history-revision-mobile');
  }, STORY_TEST_MS);

  it.concurrent('moving between beats animates what changed; with reduced motion nothing moves', async () => {
    const { user, worldId, arcId } = await storyWorld(suite(), 'Flickerfen');
    const states = await Promise.all(Array.from({ length: BEATS + 1 }, (_, beatIndex) => user.trpc.audit.stateAt.query({ worldId, arcId, beatIndex })));
    const beat = beatWithOtherStatuses(states, await user.trpc.location.list.query({ worldId }));
    for (const reducedMotion of [false, true]) {
      const page = await worldPage(suite(), user, worldId, DESKTOP, reducedMotion);
      await worldMap(page).waitFor();
      await stepScrubberTo(page, beat);
      await stepScrubberTo(page, 'now');
      const pulse = worldMap(page).getByTestId('map-pulse').first();
      await pulse.waitFor({ state: 'attached' });
      const animation = await pulse.evaluate((element) => {
        const style = getComputedStyle(element);
        return { name: style.animationName, display: style.display };
      });
      if (reducedMotion) expect(animation).toEqual({ name: 'none', display: 'none' });
      else expect(animation.name).not.toBe('none');
      await page.context().close();
    }
  }, STORY_TEST_MS);
});
