import type { Page } from 'playwright-core';
import {
  createWorld,
  DESKTOP,
  failProcedure,
  holdProcedure,
  MOBILE,
  newUser,
  populate,
  signedInPage,
  startArc,
  useWebSuite,
} from './support/web-harness';

function cardTitles(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Worlds' }).getByRole('heading').allInnerTexts();
}

async function countLine(page: Page): Promise<string> {
  return (await page.locator('p[aria-live="polite"]').first().innerText()).trim();
}

describe('world list', () => {
  const suite = useWebSuite();

  it.concurrent.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)('creates a world from the toggle form and opens it (%s)', async (_name, viewport) => {
    const user = await newUser(suite());
    const page = await signedInPage(suite(), user, '/app/worlds', viewport);
    await page.getByRole('heading', { level: 1, name: 'Your Story Worlds' }).waitFor();
    await page.getByRole('heading', { name: 'No worlds yet' }).waitFor();

    const toggle = page.getByRole('button', { name: 'Create New World' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByPlaceholder('The Enchanted Kingdom').count()).toBe(0);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByPlaceholder('The Enchanted Kingdom').fill('Glasswater');
    await page.getByPlaceholder('Describe your world...').fill('A drowned city under a glass sky');
    await page.getByRole('button', { name: 'Create World' }).click();

    await page.waitForURL(new RegExp(`${suite().url}/app/worlds/[0-9a-f-]{36}$`));
    await page.getByRole('heading', { level: 1, name: 'Glasswater' }).waitFor();
    const [world] = await user.trpc.world.list.query();
    expect(page.url()).toBe(`${suite().url}/app/worlds/${world!.id}`);

    // Back on the list: reloaded with the new world, and the form closed and reset.
    await page.goBack();
    await page.getByRole('list', { name: 'Worlds' }).getByRole('heading', { name: 'Glasswater' }).waitFor();
    expect(await countLine(page)).toBe('1 world');
    expect(await page.getByRole('button', { name: 'Create New World' }).getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('button', { name: 'Create New World' }).click();
    expect(await page.getByPlaceholder('The Enchanted Kingdom').inputValue()).toBe('');
    expect(await page.getByPlaceholder('Describe your world...').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByPlaceholder('The Enchanted Kingdom').count()).toBe(0);
    await page.context().close();
  });

  it.concurrent('shows "Failed to create world" with an error icon when creation fails', async () => {
    const user = await newUser(suite());
    const page = await signedInPage(suite(), user, '/app/worlds');
    await failProcedure(page, 'world.create');
    await page.getByRole('button', { name: 'Create New World' }).click();
    await page.getByPlaceholder('The Enchanted Kingdom').fill('Doomed');
    await page.getByPlaceholder('Describe your world...').fill('It will not be');
    await page.getByRole('button', { name: 'Create World' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Failed to create world' });
    await banner.waitFor();
    expect(await banner.innerText()).toBe('Failed to create world');
    expect(await banner.locator('svg').count()).toBe(1);
    expect(page.url()).toBe(`${suite().url}/app/worlds`);
    await page.context().close();
  });

  it.concurrent('searches names and descriptions ignoring case, pages by 8, and the clear button resets to page 1', async () => {
    const user = await newUser(suite());
    // Ten worlds: three mention "ember" (in the name or only in the description).
    const names = ['Emberfall', 'Frostmere', 'Gloamwood', 'Hollowreach', 'Ironvale', 'Jadeport', 'Kestrel Isle', 'Lumen', 'Mirewatch'];
    for (const name of names) await createWorld(user, name, name === 'Lumen' ? 'Where EMBERS never cool' : `A world called ${name}`);
    const storied = await createWorld(user, 'Nightember', 'The newest world');
    await populate(user, storied.id);
    await startArc(user, storied.id);

    const page = await signedInPage(suite(), user, '/app/worlds');
    await page.getByRole('list', { name: 'Worlds' }).waitFor();
    expect(await countLine(page)).toBe('10 worlds · Page 1 of 2');
    expect(await cardTitles(page)).toHaveLength(8);

    // Cards: name, description, created_at, and the Active Arc badge only where there is an arc.
    const newest = page.getByRole('list', { name: 'Worlds' }).getByRole('link').first();
    expect(await newest.getByRole('heading').innerText()).toBe('Nightember');
    expect(await newest.getByText('The newest world').count()).toBe(1);
    expect(await newest.locator('time').getAttribute('datetime')).toBe(storied.created_at);
    expect(await newest.locator('time').innerText()).toMatch(/^Created [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(await newest.getByText('Active Arc', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Active Arc', { exact: true }).count()).toBe(1);
    expect(await newest.getAttribute('href')).toBe(`/app/worlds/${storied.id}`);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    expect(await countLine(page)).toBe('10 worlds · Page 2 of 2');
    expect(await cardTitles(page)).toHaveLength(2);
    expect(await page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

    // Typing a search on page 2 goes back to page 1.
    const search = page.getByRole('searchbox', { name: 'Search worlds' });
    await search.pressSequentially('eMbEr');
    await page.waitForFunction(() => !location.search.includes('page='));
    expect(await countLine(page)).toBe('3 worlds');
    expect((await cardTitles(page)).sort()).toEqual(['Emberfall', 'Lumen', 'Nightember']);
    expect(await search.inputValue()).toBe('eMbEr');
    expect(await page.getByRole('navigation', { name: 'Pagination' }).count()).toBe(0);

    await search.fill('frostmere');
    expect(await countLine(page)).toBe('1 world');
    await search.fill('no such world');
    await page.getByText('No worlds match “no such world”.').waitFor();
    expect(await countLine(page)).toBe('0 worlds');

    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(await search.inputValue()).toBe('');
    expect(await countLine(page)).toBe('10 worlds · Page 1 of 2');
    expect(await page.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');

    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.getByRole('button', { name: 'Previous' }).click();
    expect(await countLine(page)).toBe('10 worlds · Page 1 of 2');

    // A link with a malformed page opens page 1 and the address says so; a good part of it is kept.
    await page.goto(`${new URL(page.url()).origin}/app/worlds?q=ember&page=two&ref=mail`);
    await page.locator('p[aria-live="polite"]').filter({ hasText: /^3 worlds$/ }).waitFor();
    await page.waitForURL((url) => url.search === '?q=ember');
    await page.context().close();
  });

  it.concurrent('shows the loading state, then the error "Failed to load worlds."', async () => {
    const user = await newUser(suite());
    const page = await signedInPage(suite(), user, '/app/api-docs');
    const release = await holdProcedure(page, 'world.list');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Worlds' }).click();
    await page.getByRole('status').filter({ hasText: 'Loading worlds...' }).waitFor();
    release();
    await page.getByRole('heading', { name: 'No worlds yet' }).waitFor();

    await page.unrouteAll({ behavior: 'wait' });
    await failProcedure(page, 'world.list');
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'Failed to load worlds.' }).waitFor();
    await page.context().close();
  });
});
