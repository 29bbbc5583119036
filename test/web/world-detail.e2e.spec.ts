import type { Locator, Page } from 'playwright-core';
import {
  createWorld,
  MOBILE,
  newUser,
  screenshot,
  axeViolations,
  signedInPage,
  useWebSuite,
  visitorPage,
} from './support/web-harness';
import { playedSounds, recordSounds } from './support/world-detail-fixtures';

const EVENT_TYPES = ['player_action', 'world_event', 'system_event'] as const;
const IMPACTS = ['minor', 'moderate', 'major'] as const;
const ARC_COMPLETE = 'Arc is complete! You can create a new arc to continue the story.';

/** No axe-core violation of any impact, and a screenshot of the state for the record. */
async function checkState(page: Page, name: string, fullPage = true) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name, fullPage);
  expect(await axeViolations(page)).toEqual([]);
}

async function count(locator: Locator): Promise<number> {
  return Number(await locator.textContent());
}

/** The number of generated beats, as the arc progress bar reports it. */
async function beatCount(page: Page): Promise<number> {
  return Number(await page.getByRole('progressbar', { name: /^Arc progress/ }).getAttribute('aria-valuenow'));
}

async function waitForBeats(page: Page, beats: number) {
  await page.getByRole('progressbar', { name: `Arc progress: ${beats} of 15 beats` }).waitFor();
}

async function addEvent(page: Page, type: string, impact: string, description: string) {
  await page.getByRole('button', { name: 'ADD EVENT', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add World Event' });
  await dialog.getByLabel('Event Type').selectOption(type);
  await dialog.getByLabel('Impact Level').selectOption(impact);
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await eventsList(page).getByText(description, { exact: true }).waitFor();
}

function eventsList(page: Page): Locator {
  return page.getByRole('region', { name: 'World Events' });
}

function beatMarker(page: Page, index: number): Locator {
  return page.getByRole('list', { name: 'Beats' }).getByRole('button', { name: new RegExp(`^Beat ${index}: `) });
}

/** Desktop tests run at 1280×800, the harness's default viewport. */
describe('world detail: the whole journey', () => {
  const suite = useWebSuite();

  it.concurrent('signs up, creates and generates a world, runs an arc of 15 beats with events, edits an entity, and completes the tutorial', async () => {
    const email = `journey-${Date.now().toString(36)}@example.com`;
    const page = await visitorPage(suite(), '/login');
    await recordSounds(page);

    // Sign up, then create a world from the world list.
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple');
    await page.getByLabel('Confirm Password').fill('correct horse battery staple');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${suite().url}/app`);
    await page.goto(`${suite().url}/app/worlds`);
    await page.getByRole('button', { name: 'Create New World' }).click();
    await page.getByPlaceholder('The Enchanted Kingdom').fill('Frostmere');
    await page.getByPlaceholder('Describe your world...').fill('A frozen realm of wolves, runestones and a long night.');
    await page.getByRole('button', { name: 'Create World' }).click();
    await page.waitForURL(new RegExp(`${suite().url}/app/worlds/[0-9a-f-]{36}$`));
    const worldUrl = page.url();

    // An empty world: the seeding panel, the sphere at 200 px, a back link to Worlds.
    await page.getByRole('heading', { level: 1, name: 'Frostmere' }).waitFor();
    await page.getByText('A frozen realm of wolves, runestones and a long night.').waitFor();
    const sphere = page.getByRole('img', { name: 'Frostmere, as seen from orbit' });
    expect(await sphere.evaluate((svg) => [svg.getAttribute('width'), svg.getAttribute('height')])).toEqual(['200', '200']);
    expect(await page.getByRole('main').getByRole('link', { name: 'Worlds', exact: true }).getAttribute('href')).toBe('/app/worlds');
    const generate = page.getByRole('button', { name: 'Generate World with AI' });
    await generate.waitFor();
    const manual = page.getByRole('button', { name: /^Manual Creation/ });
    expect(await manual.isDisabled()).toBe(true);
    expect(await manual.textContent()).toContain('Coming Soon');
    expect(await page.getByRole('button', { name: 'Add Event' }).count()).toBe(0);
    await checkState(page, 'world-detail-empty');

    // The confirm modal states the figures.
    await generate.click();
    const confirm = page.getByRole('dialog', { name: 'Generate World with AI?' });
    await confirm.waitFor();
    const promise = await confirm.textContent();
    for (const figure of ['3-5 major regions', '25-40 locations', '2-4 factions', '15-30 characters', '30-60 seconds']) {
      expect(promise).toContain(figure);
    }
    await checkState(page, 'world-detail-generate-confirm', false);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await generate.click();
    await confirm.getByRole('button', { name: 'Start Generation' }).click();

    // Generated: the counts fall in the ranges the modal promised, and the story can start.
    await page.getByRole('heading', { name: 'Start Your Story' }).waitFor({ timeout: 30_000 });
    const locations = await count(page.getByTestId('locations-count'));
    const factions = await count(page.getByTestId('factions-count'));
    const characters = await count(page.getByTestId('characters-count'));
    expect(locations).toBeGreaterThanOrEqual(25);
    expect(locations).toBeLessThanOrEqual(40);
    expect(factions).toBeGreaterThanOrEqual(2);
    expect(factions).toBeLessThanOrEqual(4);
    expect(characters).toBeGreaterThanOrEqual(15);
    expect(characters).toBeLessThanOrEqual(30);
    const regions = page.getByRole('heading', { level: 3, name: /^Regions/ });
    const regionCount = Number(/\((\d+)\)/.exec((await regions.textContent()) ?? '')?.[1]);
    expect(regionCount).toBeGreaterThanOrEqual(3);
    expect(regionCount).toBeLessThanOrEqual(5);
    for (const group of ['Cities', 'Landmarks', 'Wilderness', 'Major', 'Minor']) {
      await page.getByRole('heading', { level: 3, name: new RegExp(`^${group} \\(\\d+\\)$`) }).waitFor();
    }
    expect(await page.getByTestId('locations-scroll-hint').isVisible()).toBe(true);
    expect(await page.getByTestId('characters-scroll-hint').isVisible()).toBe(true);
    expect(await playedSounds(page)).toEqual(expect.arrayContaining(['enter_world', 'start_seed', 'gen_done']));
    await checkState(page, 'world-detail-seeded');

    // A new arc from an idea: the form closes and the arc panel opens on beat 0.
    await page.getByRole('button', { name: 'Create New Arc' }).click();
    const arcForm = page.getByRole('form', { name: 'Create New Story Arc' });
    const idea = arcForm.getByLabel('Story Idea (optional)');
    expect(await idea.getAttribute('placeholder')).toMatch(/leave it blank for a random arc/);
    await idea.fill('A wolf king rises from the glacier');
    await checkState(page, 'world-detail-create-arc');
    await arcForm.getByRole('button', { name: 'Create Arc' }).click();
    await page.getByRole('button', { name: 'PROGRESS STORY' }).waitFor();
    expect(await arcForm.count()).toBe(0);
    expect(await page.getByText('Narrative Description').count()).toBe(1);
    expect(await page.getByText('A wolf king rises from the glacier', { exact: false }).count()).toBeGreaterThan(0);
    await waitForBeats(page, 1);
    expect(await page.getByRole('list', { name: 'Beats' }).getByRole('button').count()).toBe(15);
    const summary = page.getByTestId('beat-summary');
    expect(await summary.getByRole('heading', { name: /Current Beat/ }).count()).toBe(1);
    expect(await summary.getByText('Anchor', { exact: true }).count()).toBe(1);
    await summary.getByRole('button', { name: 'Show More' }).click();
    await summary.getByRole('heading', { name: 'World Directives' }).waitFor();
    await summary.getByRole('heading', { name: 'Emergent Storylines' }).waitFor();
    await checkState(page, 'world-detail-arc');
    await summary.getByRole('button', { name: 'Show Less' }).click();
    expect(await summary.getByRole('heading', { name: 'World Directives' }).count()).toBe(0);

    // The Add World Event modal starts at player_action and minor.
    await page.getByRole('button', { name: 'ADD EVENT', exact: true }).click();
    const eventDialog = page.getByRole('dialog', { name: 'Add World Event' });
    expect(await eventDialog.getByLabel('Event Type').inputValue()).toBe('player_action');
    expect(await eventDialog.getByLabel('Impact Level').inputValue()).toBe('minor');
    expect(await eventDialog.getByLabel('Event Type').locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual([
      ...EVENT_TYPES,
    ]);
    expect(await eventDialog.getByRole('button', { name: 'Add Event' }).isDisabled()).toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await checkState(page, 'world-detail-add-event', false);
    await eventDialog.getByRole('button', { name: 'Cancel' }).click();

    // Fifteen beats, an event of each type in turn before every progress.
    const recorded: { beat: number; type: string; description: string }[] = [];
    for (let beat = 0; beat < 15; beat += 1) {
      const type = EVENT_TYPES[beat % 3]!;
      const description = `Event ${beat}: ${type} while beat ${beat} is current`;
      await addEvent(page, type, IMPACTS[beat % 3]!, description);
      recorded.push({ beat, type, description });
      if (beat < 14) {
        await page.getByRole('button', { name: 'PROGRESS STORY' }).click();
        await waitForBeats(page, beat + 2);
        await page.getByRole('button', { name: 'PROGRESS STORY' }).waitFor();
      }
    }
    expect(await beatCount(page)).toBe(15);
    expect(await page.getByTestId('arc-progress-fill').evaluate((fill) => fill.style.width)).toBe('100%');
    expect((await playedSounds(page)).filter((sound) => sound === 'arc_done')).toHaveLength(14);
    expect((await playedSounds(page)).filter((sound) => sound === 'add_event')).toHaveLength(15);

    // One more progress: the arc is complete and a new arc is offered.
    await page.getByRole('button', { name: 'PROGRESS STORY' }).click();
    await page.getByText(ARC_COMPLETE, { exact: true }).waitFor();
    await page.getByText('Arc Summary', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Create New Arc' }).waitFor();
    await checkState(page, 'world-detail-arc-complete');

    // Each beat keeps its own events; hovering a marker names the beat.
    for (const { beat, type, description } of recorded.filter((entry) => [2, 3, 7, 13].includes(entry.beat))) {
      await beatMarker(page, beat).click();
      const list = eventsList(page);
      await list.getByText(description, { exact: true }).waitFor();
      expect(await list.getByTestId('world-event').count()).toBe(1);
      expect(await list.locator(`[data-event-type="${type}"]`).count()).toBe(1);
      expect(await page.getByTestId('beat-summary').getByRole('heading').first().textContent()).toContain(`Beat ${beat}`);
    }
    const tooltip = beatMarker(page, 7).getByTestId('beat-tooltip');
    expect(await tooltip.isVisible()).toBe(false);
    await beatMarker(page, 7).hover();
    await tooltip.waitFor();
    const beatSevenName = (await beatMarker(page, 7).getAttribute('aria-label'))!.replace('Beat 7: ', '');
    expect((await tooltip.innerText()).split('\n')).toEqual(['Beat 7', beatSevenName]);
    expect(await beatMarker(page, 7).getAttribute('data-anchor')).toBe('true');
    await screenshot(page, 'world-detail-beat-tooltip', false);

    // Open a location and a character, edit the character, close on the backdrop and the button.
    await page.getByRole('region', { name: /^Locations/ }).getByRole('listitem').first().getByRole('button').click();
    const locationDialog = page.getByRole('dialog');
    await locationDialog.getByText('Historical events').waitFor();
    await locationDialog.getByText('Coordinates').waitFor();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await checkState(page, 'world-detail-location-modal', false);
    await page.mouse.click(5, 400);
    await locationDialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    // Fifteen generated beats may have left the first character deceased, a status with nowhere to go.
    const characterButton = page
      .getByRole('region', { name: /^Characters/ })
      .getByRole('listitem')
      .filter({ hasNot: page.locator('[data-status="deceased"]') })
      .first()
      .getByRole('button');
    await characterButton.click();
    const characterDialog = page.getByRole('dialog');
    await characterDialog.getByText('Memories').waitFor();
    expect(await characterDialog.getByTestId('memory').first().textContent()).toMatch(/Importance: \d{1,3}%/);
    await characterDialog.getByRole('button', { name: 'Edit' }).click();
    await characterDialog.getByLabel('Name').fill('Eira the Renamed');
    const statuses = await characterDialog.getByLabel('Status').locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(statuses.length).toBeGreaterThan(1);
    await characterDialog.getByLabel('Status').selectOption(statuses[1]!);
    await characterDialog.getByLabel('Description').fill('Renamed on the world detail page.');
    await checkState(page, 'world-detail-edit-character', false);
    await characterDialog.getByRole('button', { name: 'Save Changes' }).click();
    await characterDialog.getByRole('heading', { name: 'Eira the Renamed' }).waitFor();
    await characterDialog.getByText('Renamed on the world detail page.').waitFor();
    expect(await characterDialog.locator('dd').filter({ hasText: new RegExp(`^${statuses[1]}$`) }).count()).toBe(1);
    await characterDialog.getByRole('button', { name: 'Close' }).click();
    await characterDialog.waitFor({ state: 'hidden' });
    await page.getByRole('region', { name: /^Characters/ }).getByRole('button', { name: /Eira the Renamed/ }).waitFor();
    expect(await playedSounds(page)).toContain('click_entities');

    // The tutorial is complete.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByText('5 of 5 steps completed').waitFor();
    await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
    expect(worldUrl).toContain('/app/worlds/');
    await page.context().close();
  }, 120_000);

  it.concurrent('takes the key steps on a 390×844 screen with the bottom tab bar', async () => {
    const user = await newUser(suite(), 'mobile');
    const world = await createWorld(user, 'Pocketworld', 'A small world in a pocket, full of tides.');
    const page = await signedInPage(suite(), user, `/app/worlds/${world.id}`, MOBILE);
    const tabs = page.getByRole('tablist', { name: 'World sections' });
    await page.getByRole('heading', { level: 1, name: 'Pocketworld' }).waitFor();
    expect(await tabs.getByRole('tab').allInnerTexts()).toEqual(['World', 'Arc', 'Locations', 'Characters', 'History']);
    expect(await tabs.getByRole('tab', { selected: true }).innerText()).toBe('World');
    // The World tab: the seeding panel and the summary; the lists wait behind their tabs.
    await page.getByRole('button', { name: 'Generate World with AI' }).waitFor();
    expect(await page.getByRole('region', { name: /^Locations/ }).isVisible()).toBe(false);
    await checkState(page, 'world-detail-mobile-empty');

    await page.getByRole('button', { name: 'Generate World with AI' }).click();
    await page.getByRole('dialog', { name: 'Generate World with AI?' }).getByRole('button', { name: 'Start Generation' }).click();
    await page.getByRole('heading', { name: 'Start Your Story' }).waitFor({ timeout: 30_000 });

    await tabs.getByRole('tab', { name: 'Locations' }).click();
    await page.getByRole('heading', { level: 3, name: /^Regions/ }).waitFor();
    expect(await page.getByRole('heading', { name: 'Start Your Story' }).isVisible()).toBe(false);
    await checkState(page, 'world-detail-mobile-locations');
    // Arrow keys move between tabs.
    await tabs.getByRole('tab', { name: 'Locations' }).press('ArrowRight');
    expect(await tabs.getByRole('tab', { selected: true }).innerText()).toBe('Characters');
    await page.getByRole('heading', { level: 3, name: /^Major/ }).waitFor();
    expect(await page.getByRole('region', { name: /^Factions/ }).isVisible()).toBe(true);
    await checkState(page, 'world-detail-mobile-characters');

    await page.getByRole('region', { name: /^Factions/ }).getByRole('listitem').first().getByRole('button').click();
    const factionDialog = page.getByRole('dialog');
    await factionDialog.getByText('Ideology').waitFor();
    await factionDialog.getByText('Members').waitFor();
    await checkState(page, 'world-detail-mobile-faction-modal', false);
    await factionDialog.getByRole('button', { name: 'Close' }).click();

    await tabs.getByRole('tab', { name: 'Arc' }).click();
    await page.getByRole('button', { name: 'Create New Arc' }).click();
    await page.getByRole('button', { name: 'Create Arc' }).click();
    await page.getByRole('button', { name: 'PROGRESS STORY' }).waitFor();
    await page.getByRole('button', { name: 'PROGRESS STORY' }).click();
    await waitForBeats(page, 2);
    await page.getByRole('button', { name: 'ADD EVENT', exact: true }).click();
    const eventDialog = page.getByRole('dialog', { name: 'Add World Event' });
    await eventDialog.getByLabel('Event Type').selectOption('world_event');
    await eventDialog.getByLabel('Description').fill('The tide came in twice');
    await checkState(page, 'world-detail-mobile-add-event', false);
    await eventDialog.getByRole('button', { name: 'Add Event' }).click();
    await eventDialog.waitFor({ state: 'hidden' });
    await checkState(page, 'world-detail-mobile-arc');
    // The events list lives on the World tab.
    await tabs.getByRole('tab', { name: 'World' }).click();
    await eventsList(page).getByText('The tide came in twice', { exact: true }).waitFor();
    await checkState(page, 'world-detail-mobile-world');
    await page.context().close();
  }, 60_000);
});
