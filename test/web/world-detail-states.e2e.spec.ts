import type { Page } from 'playwright-core';
import {
  createWorld,
  failProcedure,
  holdProcedure,
  newUser,
  screenshot,
  axeViolations,
  signedInContext,
  signedInPage,
  useWebSuite,
  type WebSuite,
  type WebUser,
} from './support/web-harness';
import {
  answerProcedures,
  fillWorld,
  playedSounds,
  recordSounds,
  trpcError,
  trpcResult,
} from './support/world-detail-fixtures';

const NO_BEAT = 'No current beat to attach the event to. Generate a beat first.';

async function checkState(page: Page, name: string, fullPage = true) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name, fullPage);
  expect(await axeViolations(page)).toEqual([]);
}

function alert(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text });
}

/** Records, on the page's clock, when each request for the location list leaves (the seeding polls). */
async function recordPolls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sent: number[] = [];
    const original = window.fetch;
    Object.assign(window, { __polls: sent });
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('location.list')) sent.push(performance.now());
      return original(input, init);
    };
  });
}

function polls(page: Page): Promise<number[]> {
  return page.evaluate(() => [...(window as unknown as { __polls: number[] }).__polls]);
}

/** A page whose routes are set before it opens `path`. */
async function openWith(suite: WebSuite, user: WebUser, path: string, prepare: (page: Page) => Promise<unknown>): Promise<Page> {
  const context = await signedInContext(suite, user);
  const page = await context.newPage();
  await prepare(page);
  await page.goto(`${suite.url}${path}`);
  return page;
}

/** A small hand-made world with a story arc on its first beat. */
async function worldWithArc(user: WebUser, name = 'Storied') {
  const world = await createWorld(user, name);
  await fillWorld(user.trpc, world.id, { locations: 3, characters: 3 });
  const arc = await user.trpc.world.createNewArc.mutate({ worldId: world.id, storyIdea: 'A storm that never ends' });
  return { world, arc };
}

/** Independent tests run side by side; the seeding test keeps the clock to itself and runs alone. */
describe('world detail: states, failures and limits', () => {
  const suite = useWebSuite();

  it.concurrent('says "Loading world details..." until the world arrives', async () => {
    const user = await newUser(suite());
    const world = await createWorld(user, 'Slowpoke');
    let release = () => {};
    const page = await openWith(suite(), user, `/app/worlds/${world.id}`, async (page) => (release = await holdProcedure(page, 'world.getWorldState')));
    await page.getByRole('status').filter({ hasText: 'Loading world details...' }).waitFor();
    await checkState(page, 'world-detail-loading');
    release();
    await page.getByRole('heading', { level: 1, name: 'Slowpoke' }).waitFor();
    await page.context().close();
  });

  it.concurrent('says "World not found" with a way back, for an unknown and a malformed id', async () => {
    const user = await newUser(suite());
    const page = await signedInPage(suite(), user, '/app/worlds/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'World not found' }).waitFor();
    await checkState(page, 'world-detail-not-found');
    await page.getByRole('link', { name: 'Return to Worlds' }).click();
    await page.waitForURL(`${suite().url}/app/worlds`);
    await page.goto(`${suite().url}/app/worlds/not-a-world`);
    await page.getByRole('heading', { name: 'World not found' }).waitFor();
    await page.context().close();
  });

  it.concurrent('says "No world ID provided" for a blank id', async () => {
    const user = await newUser(suite());
    const page = await signedInPage(suite(), user, '/app/worlds/%20');
    await alert(page, 'No world ID provided').waitFor();
    await checkState(page, 'world-detail-no-id');
    await page.context().close();
  });

  it.concurrent('says "Failed to load world details." when the world cannot be loaded', async () => {
    const user = await newUser(suite());
    const world = await createWorld(user, 'Unreachable');
    const page = await openWith(suite(), user, `/app/worlds/${world.id}`, (page) => failProcedure(page, 'world.getWorldState'));
    await alert(page, 'Failed to load world details.').waitFor();
    await checkState(page, 'world-detail-load-failed');
    await page.context().close();
  });

  it('seeds: polls every 2 s, shows the phases at 1 s, 15 s and 25 s, stops once all three kinds exist', async () => {
    const user = await newUser(suite());
    const world = await createWorld(user, 'Clockwork', 'A world of gears and tides.');
    const page = await openWith(suite(), user, `/app/worlds/${world.id}`, async (page) => {
      await recordSounds(page);
      await recordPolls(page);
      await page.clock.install();
      // The server seeds at once; here the lists stay empty until released.
      await answerProcedures(page, ['location.list', 'faction.list', 'character.list'], () => trpcResult([]));
    });
    await page.getByRole('button', { name: 'Generate World with AI' }).click();
    // The page's clock stands still from here and moves only when told to.
    await page.clock.pauseAt(Date.now() + 1000);
    await page.getByRole('button', { name: 'Start Generation' }).click();
    await page.getByText('Preparing world generation...').waitFor();
    await page.clock.runFor(999);
    expect(await page.getByText('Preparing world generation...').count()).toBe(1);
    await page.clock.runFor(1);
    await page.getByText('Generating world regions and locations...').waitFor();
    await page.clock.runFor(13_999);
    expect(await page.getByText('Generating world regions and locations...').count()).toBe(1);
    await page.clock.runFor(1);
    await page.getByText('Creating factions and their ideologies...').waitFor();
    await page.clock.runFor(9999);
    expect(await page.getByText('Creating factions and their ideologies...').count()).toBe(1);
    await page.clock.runFor(1);
    await page.getByText('Populating the world with characters...').waitFor();

    // axe, the screenshot and the polling are watched with the page's clock running again.
    await page.clock.resume();
    await checkState(page, 'world-detail-seeding');
    const pollsBefore = (await polls(page)).length;
    await page.waitForTimeout(4500);
    const watched = (await polls(page)).slice(pollsBefore);
    const gaps = watched.slice(1).map((at, index) => at - watched[index]!);
    expect(gaps.length).toBeGreaterThanOrEqual(1);
    // Real timers on a loaded 2-core machine fire up to a few hundred ms late (255 ms seen in CI); 1.5–2.5 s
    // still tells polling every 2 s from every 1 s or 3 s.
    for (const gap of gaps) expect(Math.abs(gap - 2000)).toBeLessThan(500);
    await page.unrouteAll({ behavior: 'wait' });
    await page.getByRole('heading', { name: 'Start Your Story' }).waitFor();
    expect(await page.getByText('Populating the world with characters...').count()).toBe(0);
    const pollsAfter = (await polls(page)).length;
    await page.waitForTimeout(2500);
    expect((await polls(page)).length).toBe(pollsAfter);
    expect(await playedSounds(page)).toEqual(expect.arrayContaining(['start_seed', 'gen_done']));
    await page.context().close();
  });

  it.concurrent('says "Failed to seed world. Please try again." and stops the display when seeding fails', async () => {
    const user = await newUser(suite());
    const world = await createWorld(user, 'Barren');
    const page = await openWith(suite(), user, `/app/worlds/${world.id}`, (page) => failProcedure(page, 'world.seedWorld'));
    await page.getByRole('button', { name: 'Generate World with AI' }).click();
    await page.getByRole('button', { name: 'Start Generation' }).click();
    await alert(page, 'Failed to seed world. Please try again.').waitFor();
    await page.getByRole('button', { name: 'Generate World with AI' }).waitFor();
    expect(await page.getByText('Generating world regions and locations...').count()).toBe(0);
    await checkState(page, 'world-detail-seed-failed');
    await page.context().close();
  });

  it.concurrent('says "Failed to create new arc." when the arc cannot be created, and clears the form after one is', async () => {
    const user = await newUser(suite());
    const world = await createWorld(user, 'Undecided');
    await fillWorld(user.trpc, world.id, { locations: 2, characters: 2 });
    // Refused here, before the server: a real call would create the arc.
    const page = await openWith(suite(), user, `/app/worlds/${world.id}`, (page) =>
      answerProcedures(page, ['world.createNewArc'], () => trpcError('boom', 'INTERNAL_SERVER_ERROR', 500)),
    );
    await page.getByRole('button', { name: 'Create New Arc' }).click();
    await page.getByRole('button', { name: 'Create Arc' }).click();
    await alert(page, 'Failed to create new arc.').waitFor();
    await checkState(page, 'world-detail-create-arc-failed');

    await page.unrouteAll({ behavior: 'wait' });
    const release = await holdProcedure(page, 'world.createNewArc');
    await page.getByRole('button', { name: 'Create Arc' }).click();
    await page.getByRole('button', { name: 'Creating Arc...' }).waitFor();
    expect(await page.getByRole('button', { name: 'Creating Arc...' }).isDisabled()).toBe(true);
    release();
    await page.getByRole('button', { name: 'PROGRESS STORY' }).waitFor();
    expect(await page.getByRole('form', { name: 'Create New Story Arc' }).count()).toBe(0);
    expect(await alert(page, 'Failed to create new arc.').count()).toBe(0);
    await page.context().close();
  });

  it.concurrent('says "Failed to progress arc." when progress fails, and disables the button while progressing', async () => {
    const user = await newUser(suite());
    const { world } = await worldWithArc(user, 'Stuck');
    const page = await signedInPage(suite(), user, `/app/worlds/${world.id}`);
    await page.getByRole('button', { name: 'PROGRESS STORY' }).waitFor();
    const release = await holdProcedure(page, 'world.progressArc');
    await page.getByRole('button', { name: 'PROGRESS STORY' }).click();
    const busy = page.getByRole('button', { name: 'Progressing Story...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await page.getByRole('progressbar', { name: 'Arc progress: 2 of 15 beats' }).waitFor();

    await page.unrouteAll({ behavior: 'wait' });
    await failProcedure(page, 'world.progressArc');
    await page.getByRole('button', { name: 'PROGRESS STORY' }).click();
    await alert(page, 'Failed to progress arc.').waitFor();
    await checkState(page, 'world-detail-progress-failed');
    await page.context().close();
  });

  it.concurrent('says "Failed to record event." when recording fails, and the server\'s no-beat alert as it is', async () => {
    const user = await newUser(suite());
    const { world } = await worldWithArc(user, 'Unrecorded');
    const page = await openWith(suite(), user, `/app/worlds/${world.id}`, (page) => failProcedure(page, 'world.recordWorldEvent'));
    await page.getByRole('button', { name: 'ADD EVENT', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add World Event' });
    await dialog.getByLabel('Description').fill('A quiet day');
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Failed to record event.' }).waitFor();
    await checkState(page, 'world-detail-record-failed', false);

    await page.unrouteAll({ behavior: 'wait' });
    await answerProcedures(page, ['world.recordWorldEvent'], () => trpcError(NO_BEAT, 'BAD_REQUEST', 400));
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await dialog.getByRole('alert').filter({ hasText: NO_BEAT }).waitFor();
    await page.context().close();
  });

  it.concurrent('with no beat and no arc details: says so, and alerts before recording an event', async () => {
    const user = await newUser(suite());
    const { world } = await worldWithArc(user, 'Blank Slate');
    const page = await openWith(suite(), user, `/app/worlds/${world.id}`, async (page) => {
      await page.route('**/api/trpc/**', async (route) => {
        if (!route.request().url().includes('world.getWorldState')) return route.fallback();
        const response = await route.fetch();
        const answers = (await response.json()) as { result?: { data: { json: Record<string, unknown> & { currentArc: Record<string, unknown> } } } }[];
        for (const answer of answers) {
          const state = answer.result?.data.json;
          if (!state?.currentArc) continue;
          Object.assign(state.currentArc, { detailed_description: '', summary: null, current_beat_id: null });
          state.currentBeats = [];
        }
        await route.fulfill({ response, json: answers });
      });
    });
    await page.getByText('No beat generated yet. Click "Progress Story" to begin!', { exact: true }).waitFor();
    await page.getByText('Arc details will be generated as the story progresses...', { exact: true }).waitFor();
    await checkState(page, 'world-detail-no-beat');

    let recorded = 0;
    page.on('request', (request) => void (request.url().includes('world.recordWorldEvent') && (recorded += 1)));
    await page.getByRole('button', { name: 'ADD EVENT', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add World Event' });
    await dialog.getByLabel('Description').fill('Too early');
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await dialog.getByRole('alert').filter({ hasText: NO_BEAT }).waitFor();
    expect(recorded).toBe(0);
    await page.context().close();
  });

  it.concurrent('shows the scroll hints past 10 locations and 8 characters', async () => {
    const user = await newUser(suite());
    const world = await createWorld(user, 'Crowded');
    await fillWorld(user.trpc, world.id, { locations: 10, characters: 8 });
    const page = await signedInPage(suite(), user, `/app/worlds/${world.id}`);
    await page.getByRole('heading', { name: 'Start Your Story' }).waitFor();
    expect(await page.getByTestId('locations-count').textContent()).toBe('10');
    expect(await page.getByTestId('locations-scroll-hint').count()).toBe(0);
    expect(await page.getByTestId('characters-scroll-hint').count()).toBe(0);

    await fillWorld(user.trpc, world.id, { locations: 11, characters: 9 });
    await page.reload();
    await page.getByTestId('locations-scroll-hint').waitFor();
    await page.getByTestId('characters-scroll-hint').waitFor();
    await page.context().close();
  });

  it.concurrent('adds, edits and removes entities, and a faction gets a leader', async () => {
    const user = await newUser(suite());
    const world = await createWorld(user, 'Handmade');
    await fillWorld(user.trpc, world.id, { locations: 1, characters: 2 });
    const page = await signedInPage(suite(), user, `/app/worlds/${world.id}`);
    await page.getByRole('heading', { name: 'Start Your Story' }).waitFor();

    await page.getByRole('button', { name: 'Add location' }).click();
    const add = page.getByRole('dialog', { name: 'Add Location' });
    await add.getByLabel('Name').fill('Glass Spire');
    await add.getByLabel('Type').selectOption('landmark');
    await add.getByLabel('Description').fill('A tower of green glass.');
    await checkState(page, 'world-detail-add-location', false);
    await add.getByRole('button', { name: 'Add Location' }).click();
    await add.waitFor({ state: 'hidden' });
    const spire = page.getByRole('region', { name: /^Locations/ }).getByRole('button', { name: /Glass Spire/ });
    await spire.waitFor();
    expect(await page.getByRole('heading', { level: 3, name: 'Landmarks (1)' }).count()).toBe(1);

    await spire.click();
    const details = page.getByRole('dialog', { name: 'Glass Spire' });
    await details.getByText('A tower of green glass.').waitFor();
    await details.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog', { name: 'Remove Glass Spire?' }).getByRole('button', { name: 'Remove location' }).click();
    await details.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 3, name: 'Landmarks (0)' }).waitFor();

    const factions = page.getByRole('region', { name: /^Factions/ });
    await factions.getByRole('button', { name: /The First Guild/ }).click();
    const faction = page.getByRole('dialog', { name: 'The First Guild' });
    await faction.getByRole('button', { name: 'Edit' }).click();
    await faction.getByLabel('Leader').selectOption({ label: 'Person 2' });
    await faction.getByLabel('Status').selectOption('rising');
    await faction.getByRole('button', { name: 'Save Changes' }).click();
    await faction.locator('dd').filter({ hasText: /^Person 2$/ }).waitFor();
    await faction.locator('dd').filter({ hasText: /^rising$/ }).waitFor();
    // Escape closes the modal and gives the page its scroll back.
    await page.keyboard.press('Escape');
    await faction.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await page.context().close();
  });

  it.concurrent('is keyboard usable: progress, browse beats, open and close an entity', async () => {
    const user = await newUser(suite());
    const { world } = await worldWithArc(user, 'Keyboard');
    const page = await signedInPage(suite(), user, `/app/worlds/${world.id}`);
    const progress = page.getByRole('button', { name: 'PROGRESS STORY' });
    await progress.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('progressbar', { name: 'Arc progress: 2 of 15 beats' }).waitFor();

    const first = page.getByRole('list', { name: 'Beats' }).getByRole('button', { name: /^Beat 0: / });
    await first.focus();
    await first.getByTestId('beat-tooltip').waitFor();
    await page.keyboard.press('Enter');
    await page.getByTestId('beat-summary').getByRole('heading', { name: /Selected Beat · Beat 0/ }).waitFor();
    await page.keyboard.press('Tab');
    await page.getByRole('list', { name: 'Beats' }).getByRole('button', { name: /^Beat 1: / }).getByTestId('beat-tooltip').waitFor();

    const location = page.getByRole('region', { name: /^Locations/ }).getByRole('listitem').first().getByRole('button');
    await location.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await location.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it.concurrent('offers a new arc once the arc is complete, and starts it', async () => {
    const user = await newUser(suite());
    const { world, arc } = await worldWithArc(user, 'Second Act');
    for (let beat = 1; beat <= 15; beat += 1) await user.trpc.world.progressArc.mutate({ worldId: world.id, arcId: arc.id });
    const page = await signedInPage(suite(), user, `/app/worlds/${world.id}`);
    await page.getByText('Arc is complete! You can create a new arc to continue the story.', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'PROGRESS STORY' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Create New Arc' }).click();
    await page.getByLabel('Story Idea (optional)').fill('The storm returns');
    await page.getByRole('button', { name: 'Create Arc' }).click();
    await page.getByRole('progressbar', { name: 'Arc progress: 1 of 15 beats' }).waitFor();
    expect(await page.getByText('Arc is complete!', { exact: false }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'PROGRESS STORY' }).isDisabled()).toBe(false);
    await page.context().close();
  });
});
