import type { Page } from 'playwright-core';
import { newUser, signedInPage, useWebSuite, type WebUser } from './support/web-harness';

/** The API docs page's own chunk: what an open tab would ask for after a deploy removed it. */
const DOCS_CHUNK = /\/assets\/api-docs-[\w-]+\.js$/;

/** Counts the page's document loads (the first visit, then each reload). */
function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

describe('route errors: a missing chunk and other failures', () => {
  const suite = useWebSuite();
  let user: WebUser;

  beforeAll(async () => {
    user = await newUser(suite(), 'deployer');
  });

  async function openDashboard(): Promise<{ page: Page; loads: () => number }> {
    const page = await signedInPage(suite(), user, '/app');
    const loads = countDocumentLoads(page);
    await page.getByRole('heading', { name: 'Welcome to Worldloom' }).waitFor();
    return { page, loads: () => loads() + 1 };
  }

  it.concurrent('reloads once to the new version when a page of an old tab finds its chunk gone', async () => {
    const { page, loads } = await openDashboard();
    // The old page's chunk is gone until the page reloads; the new version (after the reload) has it.
    let reloaded = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloaded = true;
    });
    let refused = 0;
    await page.route(DOCS_CHUNK, (route) => {
      if (reloaded) return route.fallback();
      refused += 1;
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs' }).click();
    await page.waitForURL(`${suite().url}/app/api-docs`);
    await page.getByRole('heading', { level: 2, name: 'Overview' }).waitFor();
    expect(refused).toBeGreaterThanOrEqual(1);
    expect(loads()).toBe(2);
    expect(await page.getByText('Something went wrong!').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'This page could not be shown' }).count()).toBe(0);
    await page.context().close();
  });

  it.concurrent("shows the app's own error panel, not the router's, when the chunk is still missing after that reload", async () => {
    const { page, loads } = await openDashboard();
    await page.route(DOCS_CHUNK, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs' }).click();
    const panel = page.getByRole('heading', { level: 1, name: 'This page could not be shown' });
    await panel.waitFor();
    // One reload, not a loop, and the router's bare default is never shown.
    expect(loads()).toBe(2);
    expect(await page.getByText('Something went wrong!').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Show Error' }).count()).toBe(0);
    expect(await page.getByText('Part of Worldloom could not be downloaded. Check your connection, then try again.').count()).toBe(1);
    // The app's look: its header and navigation stay; Retry and Back to worlds.
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to worlds' }).getAttribute('href')).toBe('/app/worlds');

    // Retry, once the chunk is back, shows the page (a reload: the browser keeps a failed script failed).
    await page.unroute(DOCS_CHUNK);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { level: 2, name: 'Overview' }).waitFor();
    await page.context().close();
  });
});
