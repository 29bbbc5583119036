import type { Page } from 'playwright-core';
import {
  createWorld,
  DESKTOP,
  failProcedure,
  MOBILE,
  newUser,
  populate,
  signedInPage,
  startArc,
  useWebSuite,
} from './support/web-harness';

const STEPS = ['Create Your First World', 'Populate with AI', 'Create a Story Arc', 'Add World Events', 'Progress Your Story'];

/** Each step's status as the page shows it: done, current or locked. */
async function stepStatuses(page: Page): Promise<string[]> {
  return page.locator('ol li[data-status]').evaluateAll((items) => items.map((item) => item.getAttribute('data-status') ?? ''));
}

async function expectProgress(page: Page, completed: number) {
  await page.getByText(`${completed} of 5 steps completed`, { exact: true }).waitFor();
  expect(await page.getByRole('progressbar', { name: 'Tutorial progress' }).getAttribute('aria-valuenow')).toBe(String(completed));
}

describe('dashboard', () => {
  const suite = useWebSuite();

  it.concurrent.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)('greets a new user and starts the tutorial at Create Your First World (%s)', async (_name, viewport) => {
    const user = await newUser(suite(), 'ada.lovelace');
    const page = await signedInPage(suite(), user, '/app', viewport);
    await page.getByRole('heading', { level: 1, name: 'Welcome to Worldloom' }).waitFor();
    expect(await page.locator('h1 + p').textContent()).toBe(`Greetings, ${user.email.split('@')[0]}. Your universes await.`);

    await expectProgress(page, 0);
    expect(await page.locator('ol li[data-status] h3').evaluateAll((titles) => titles.map((title) => title.firstChild?.textContent))).toEqual(
      STEPS,
    );
    expect(await stepStatuses(page)).toEqual(['current', 'locked', 'locked', 'locked', 'locked']);
    expect(await page.getByRole('link', { name: 'Skip Tutorial' }).count()).toBe(0);
    expect(await page.getByText('Congratulations!').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Continue' }).count()).toBe(0);
    await page.getByText('No worlds yet.', { exact: false }).waitFor();

    await page.getByRole('link', { name: 'Create World' }).click();
    await page.waitForURL(`${suite().url}/app/worlds`);
    await page.context().close();
  });

  it.concurrent('follows the tutorial to the end on the first (oldest) world', async () => {
    const user = await newUser(suite());
    const first = await createWorld(user, 'Oldest World');
    const page = await signedInPage(suite(), user, '/app');

    // Step 1 done: step 2 is current and continues in the first world.
    await expectProgress(page, 1);
    expect(await stepStatuses(page)).toEqual(['done', 'current', 'locked', 'locked', 'locked']);
    const second = await createWorld(user, 'Newer World');
    await page.reload();
    await expectProgress(page, 1);
    expect(await page.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(`/app/worlds/${first.id}`);
    expect(await page.getByRole('link', { name: 'Skip Tutorial' }).getAttribute('href')).toBe('/app/worlds');

    // Populating the newer world does not count; the first one does.
    await populate(user, second.id);
    await page.reload();
    await expectProgress(page, 1);
    await populate(user, first.id);
    await page.reload();
    await expectProgress(page, 2);
    expect(await stepStatuses(page)).toEqual(['done', 'done', 'current', 'locked', 'locked']);

    // A current arc on the first world completes steps 3 to 5.
    await startArc(user, first.id);
    await page.reload();
    await expectProgress(page, 5);
    expect(await stepStatuses(page)).toEqual(['done', 'done', 'done', 'done', 'done']);
    await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
    expect(await page.getByRole('link', { name: 'Continue' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Skip Tutorial' }).click();
    await page.waitForURL(`${suite().url}/app/worlds`);
    await page.goBack();
    await expectProgress(page, 5);
    await page.context().close();
  });

  it.concurrent('Continue leads to the first world', async () => {
    const user = await newUser(suite());
    const world = await createWorld(user, 'Glasswater');
    const page = await signedInPage(suite(), user, '/app');
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(`${suite().url}/app/worlds/${world.id}`);
    await page.getByRole('heading', { name: 'Glasswater' }).waitFor();
    await page.context().close();
  });

  it.concurrent('shows at most 3 world cards with spheres and Active Story badges', async () => {
    const user = await newUser(suite());
    const worlds = [];
    for (const name of ['Aurora', 'Brimstone', 'Cinder', 'Driftwood']) worlds.push(await createWorld(user, name));
    const storied = worlds[3]!;
    await populate(user, storied.id);
    await startArc(user, storied.id);

    const page = await signedInPage(suite(), user, '/app');
    const section = page.getByRole('region', { name: 'Your Worlds' });
    await section.getByRole('link', { name: /Driftwood/ }).waitFor();
    const cards = section.getByRole('list').getByRole('link');
    expect(await cards.count()).toBe(3);
    // Newest first.
    expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      [worlds[3]!, worlds[2]!, worlds[1]!].map((world) => `/app/worlds/${world.id}`),
    );
    expect(await cards.locator('svg[data-seed]').count()).toBe(3);
    expect(await cards.nth(0).getByText('Active Story', { exact: true }).count()).toBe(1);
    expect(await cards.nth(1).getByText('Active Story', { exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it.concurrent('says "Failed to load worlds." when the list fails', async () => {
    const user = await newUser(suite());
    const context = await (await signedInPage(suite(), user, '/app/api-docs')).context();
    const page = context.pages()[0]!;
    await failProcedure(page, 'world.list');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to load worlds.' }).waitFor();
    await context.close();
  });
});
