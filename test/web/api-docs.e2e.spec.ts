import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import {
  createWorld,
  DESKTOP,
  MOBILE,
  newUser,
  populate,
  signedInContext,
  signedInPage,
  useWebSuite,
  type WebUser,
} from './support/web-harness';

const run = promisify(execFile);

const SECTIONS = [
  ['overview', 'Overview'],
  ['how-it-works', 'How It Works'],
  ['authentication', 'Authentication'],
  ['quick-start', 'Quick Start'],
  ['worlds', 'Worlds API'],
  ['characters', 'Characters API'],
  ['locations', 'Locations API'],
  ['factions', 'Factions API'],
  ['events', 'Events & Progression'],
  ['best-practices', 'Best Practices'],
] as const;

function sectionTitle(page: Page): Promise<string> {
  return page.locator('#docs-section-title').innerText();
}

/** The shell samples of one docs section, as the page shows them. */
async function shellSamples(page: Page, section: string): Promise<string[]> {
  await page.goto(`${new URL(page.url()).origin}/app/api-docs?section=${section}`);
  await page.locator(`article[data-section="${section}"]`).waitFor();
  return page.locator('[data-testid="code-sample"][data-language="bash"] pre code').allTextContents();
}

/**
 * Runs samples in one bash, in order, failing on the first error; every curl fails on an HTTP error
 * status too, so a sample only passes when the API accepted it.
 */
async function runSamples(samples: string[], env: Record<string, string>): Promise<string> {
  const script = ['set -euo pipefail', 'curl() { command curl --silent --show-error --fail-with-body "$@"; }', ...samples].join('\n');
  const { stdout } = await run('bash', ['-c', script], { env: { ...process.env, ...env }, timeout: 60_000 });
  return stdout;
}

async function apiKey(user: WebUser, name: string): Promise<string> {
  return (await user.trpc.auth.apiKeys.create.mutate({ name })).key;
}

describe('API docs screen', () => {
  const suite = useWebSuite();

  it.concurrent.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)('shows v1.0, the ten sections, and links to Swagger UI and the OpenAPI document (%s)', async (_name, viewport) => {
    const user = await newUser(suite());
    const page = await signedInPage(suite(), user, '/app/api-docs', viewport);
    await page.getByText('v1.0', { exact: true }).waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Documentation sections' });
    expect(await sidebar.getByRole('button').allInnerTexts()).toEqual(SECTIONS.map(([, title]) => title));
    expect(await sidebar.locator('[aria-current="page"]').innerText()).toBe('Overview');

    expect(await page.getByRole('link', { name: 'Swagger UI', exact: true }).getAttribute('href')).toBe('/api/docs');
    expect(await page.getByRole('link', { name: 'OpenAPI JSON', exact: true }).getAttribute('href')).toBe('/api/openapi.json');
    const openapi = await page.request.get(`${suite().url}/api/openapi.json`);
    expect(openapi.status()).toBe(200);
    expect(((await openapi.json()) as { openapi: string }).openapi).toMatch(/^3\.1/);
    expect((await page.request.get(`${suite().url}/api/docs`)).status()).toBe(200);
    await page.context().close();
  });

  it.concurrent('moves between sections with the arrow keys, except while typing in a text field', async () => {
    const user = await newUser(suite());
    const page = await signedInPage(suite(), user, '/app/api-docs');
    await page.locator('article[data-section="overview"]').waitFor();
    for (const [, title] of SECTIONS.slice(1)) {
      await page.keyboard.press('ArrowRight');
      await page.getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
    }
    await page.keyboard.press('ArrowRight');
    expect(await sectionTitle(page)).toBe('Best Practices');
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('heading', { level: 2, name: 'Events & Progression' }).waitFor();
    expect(page.url()).toContain('section=events');
    // A section that does not exist opens the overview, and the address is put right.
    await page.goto(`${new URL(page.url()).origin}/app/api-docs?section=nowhere`);
    await page.locator('article[data-section="overview"]').waitFor();
    await page.waitForURL((url) => url.search === '');
    await page.goto(`${new URL(page.url()).origin}/app/api-docs?section=events`);
    await page.getByRole('heading', { level: 2, name: 'Events & Progression' }).waitFor();

    // A text field keeps its arrow keys.
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.setAttribute('aria-label', 'Scratch field');
      document.querySelector('main')?.prepend(input);
    });
    await page.getByLabel('Scratch field').focus();
    await page.keyboard.type('abc');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(200);
    expect(await sectionTitle(page)).toBe('Events & Progression');
    await page.context().close();
  });

  it.concurrent('navigates with previous/next buttons and dots, scrolling back to the top', async () => {
    const user = await newUser(suite());
    const page = await signedInPage(suite(), user, '/app/api-docs', MOBILE);
    await page.locator('article[data-section="overview"]').waitFor();
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Next: How It Works' }).click();
    await page.getByRole('heading', { level: 2, name: 'How It Works' }).waitFor();
    await page.waitForFunction(() => window.scrollY === 0);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Section 9: Events & Progression' }).click();
    await page.getByRole('heading', { level: 2, name: 'Events & Progression' }).waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await page.getByRole('button', { name: 'Section 9: Events & Progression' }).getAttribute('aria-current')).toBe('step');

    await page.getByRole('button', { name: 'Previous: Factions API' }).click();
    await page.getByRole('heading', { level: 2, name: 'Factions API' }).waitFor();
    await page.getByRole('button', { name: 'Section 10: Best Practices' }).click();
    expect(await page.getByRole('button', { name: 'Next', exact: true }).isDisabled()).toBe(true);
    await page.context().close();
  });

  it('copies a code sample and says "Copied!" for 2 seconds', async () => {
    const user = await newUser(suite());
    const context = await signedInContext(suite(), user);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite().url });
    const page = await context.newPage();
    await page.goto(`${suite().url}/app/api-docs?section=quick-start`);
    const sample = page.getByTestId('code-sample').first();
    const button = sample.getByRole('button', { name: 'Copy: Environment' });
    await button.waitFor();
    await button.evaluate((element) => {
      const log: { text: string; at: number }[] = [];
      (window as unknown as { __copyLog: typeof log }).__copyLog = log;
      new MutationObserver(() => log.push({ text: element.textContent ?? '', at: performance.now() })).observe(element, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await button.click();
    await sample.getByText('Copied!', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await sample.locator('pre code').textContent());
    await sample.getByText('Copy', { exact: true }).waitFor({ timeout: 10_000 });
    const log = await page.evaluate(() => (window as unknown as { __copyLog: { text: string; at: number }[] }).__copyLog);
    const shown = log.find((entry) => entry.text.includes('Copied!'));
    const hidden = log.findLast((entry) => !entry.text.includes('Copied!'));
    expect(hidden!.at - shown!.at).toBeGreaterThanOrEqual(1900);
    expect(hidden!.at - shown!.at).toBeLessThan(3000);
    await context.close();
  });

  describe('every curl example works against the running server with a real key', () => {
    let user: WebUser;
    let page: Page;

    beforeAll(async () => {
      user = await newUser(suite(), 'integrator');
      page = await signedInPage(suite(), user, '/app/api-docs');
    });
    afterAll(() => page.context().close());

    it('Quick Start: from nothing to a world with a progressing story', async () => {
      const samples = await shellSamples(page, 'quick-start');
      expect(samples.length).toBeGreaterThanOrEqual(6);
      const key = await apiKey(user, 'Quick Start');
      const output = await runSamples(
        samples.map((sample) => sample.replace('YOUR_API_KEY', key)),
        {},
      );
      expect(output).toMatch(/^[0-9a-f-]{36}$/m);
      expect(output).toContain('"complete":false');
      const worlds = await user.trpc.world.list.query();
      expect(worlds.some((world) => world.name === 'The Enchanted Kingdom' && world.current_arc_id)).toBe(true);
    }, 120_000);

    it.each(['authentication', 'worlds', 'characters', 'locations', 'factions', 'events'])(
      'the %s examples',
      async (section) => {
        const samples = await shellSamples(page, section);
        expect(samples.length).toBeGreaterThan(0);
        const world = await createWorld(user, `Docs ${section}`);
        if (section === 'events') await populate(user, world.id);
        await runSamples(samples, {
          WORLDLOOM_URL: suite().url,
          WORLDLOOM_API_KEY: await apiKey(user, section),
          WORLD_ID: world.id,
        });
      },
      60_000,
    );
  });
});
