import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Session } from '@supabase/auth-js';
import type { TRPCClient } from '@trpc/client';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { AppRouter } from '../../../apps/api/src/app-router';
import { launchChromium } from '../../support/browser';
import { authClientFor, startTestApp, type TestApp, trpcClientFor } from '../../support/test-app';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 390, height: 844 } as const;
export type Viewport = typeof DESKTOP | typeof MOBILE;

/** Where auth-js keeps the session in the browser (apps/web/src/lib/auth.ts). */
export const AUTH_STORAGE_KEY = 'worldloom-auth';

const SCREENSHOTS = resolve(__dirname, '../../../test-results/screenshots');

/**
 * One app instance (apps/web/dist served by the API, as `npm start` does, with its security headers) and one
 * browser per file. Every page of the browser reports Content-Security-Policy violations, and the file fails
 * on any (`cspViolations`).
 */
export interface WebSuite {
  readonly app: TestApp;
  readonly browser: Browser;
  readonly url: string;
  /** What the pages reported so far: `<page url>: CSP violation: <directive> refused <what> (<where>)`. */
  readonly cspViolations: readonly string[];
}

export function useWebSuite(): () => WebSuite {
  let suite: WebSuite | undefined;
  beforeAll(async () => {
    const [app, browser] = await Promise.all([startTestApp(), launchChromium()]);
    const cspViolations: string[] = [];
    suite = { app, browser: reportingCspViolations(browser, cspViolations), url: app.url, cspViolations };
  });
  afterAll(async () => {
    await suite?.browser.close();
    await suite?.app.close();
    expect(suite?.cspViolations ?? []).toEqual([]);
  });
  return () => {
    if (!suite) throw new Error('the web suite has not started');
    return suite;
  };
}

// Runs before the page's own scripts in every page: the browser fires this event for each violation it blocks.
const CSP_VIOLATION_REPORTER = `document.addEventListener('securitypolicyviolation', (event) =>
  console.error('CSP violation: ' + event.effectiveDirective + ' refused ' + (event.blockedURI || 'inline code') +
    ' (' + (event.sourceFile || 'the page') + ':' + event.lineNumber + ')'));`;

/** Makes every context of the browser collect the CSP violations its pages report, and chromium's own console lines about them. */
export function reportingCspViolations(browser: Browser, violations: string[]): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    await context.addInitScript({ content: CSP_VIOLATION_REPORTER });
    context.on('console', (message) => {
      const text = message.text();
      if (/^CSP violation|Content Security Policy/.test(text)) violations.push(`${message.page()?.url() ?? '?'}: ${text}`);
    });
    return context;
  };
  return browser;
}

export interface WebUser {
  readonly email: string;
  readonly session: Session;
  readonly trpc: TRPCClient<AppRouter>;
}

let userCount = 0;

/** Signs a new user up through auth-js, outside the browser. */
export async function newUser(suite: WebSuite, name = 'explorer'): Promise<WebUser> {
  userCount += 1;
  const email = `${name}-${Date.now().toString(36)}-${userCount}@example.com`;
  const { data, error } = await authClientFor(suite.url).signUp({ email, password: 'correct horse battery staple' });
  if (error || !data.session) throw error ?? new Error('sign-up gave no session');
  return { email, session: data.session, trpc: trpcClientFor(suite.url, data.session.access_token) };
}

/** A browser context already signed in as `user`: the session sits where auth-js persists it. */
export function signedInContext(suite: WebSuite, user: WebUser, viewport: Viewport = DESKTOP): Promise<BrowserContext> {
  return suite.browser.newContext({
    viewport,
    storageState: {
      cookies: [],
      origins: [{ origin: suite.url, localStorage: [{ name: AUTH_STORAGE_KEY, value: JSON.stringify(user.session) }] }],
    },
  });
}

export async function signedInPage(suite: WebSuite, user: WebUser, path: string, viewport: Viewport = DESKTOP, marks?: PageMarks): Promise<Page> {
  const context = await signedInContext(suite, user, viewport);
  if (marks) await installPageMarks(context, marks);
  const page = await context.newPage();
  await page.goto(`${suite.url}${path}`);
  return page;
}

export async function visitorPage(suite: WebSuite, path: string, viewport: Viewport = DESKTOP, marks?: PageMarks): Promise<Page> {
  const context = await suite.browser.newContext({ viewport });
  if (marks) await installPageMarks(context, marks);
  const page = await context.newPage();
  await page.goto(`${suite.url}${path}`);
  return page;
}

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: string[];
}

let axeSource: string | undefined;

/**
 * axe-core's violations on the page as it stands, at every impact level (minor and moderate included). axe is
 * evaluated through the DevTools protocol: a <script> tag added to the page would be refused by its CSP.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
    }
    const results = await axe.run(document);
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}

/** test-results/screenshots/<name>.png: the whole page, or only the viewport (for an open modal). */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage });
}

const TRPC_ROUTE = '**/api/trpc/**';

function procedureNames(url: string): string[] {
  return decodeURIComponent(new URL(url).pathname.replace(/^\/api\/trpc\//, '')).split(',');
}

/**
 * Makes one tRPC procedure fail with a server error in this page. Calls are batched, so the real answer
 * is fetched and only that procedure's entries are replaced.
 */
export async function failProcedure(page: Page, procedure: string): Promise<void> {
  await page.route(TRPC_ROUTE, async (route) => {
    const names = procedureNames(route.request().url());
    if (!names.includes(procedure)) return route.fallback();
    const response = await route.fetch();
    const answers = (await response.json()) as unknown[];
    const failure = {
      error: { json: { message: 'boom', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, path: procedure } } },
    };
    const patched = names.map((name, index) => (name === procedure ? failure : answers[index]));
    await route.fulfill({ status: names.every((name) => name === procedure) ? 500 : 207, json: patched });
  });
}

/** Holds back every call of one tRPC procedure by `ms`, to observe loading and busy states. */
export async function delayProcedure(page: Page, procedure: string, ms: number): Promise<void> {
  await page.route(TRPC_ROUTE, async (route) => {
    if (!procedureNames(route.request().url()).includes(procedure)) return route.fallback();
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fallback();
  });
}

/**
 * Holds every call of one tRPC procedure until `release()`, so a test can see the loading or busy state
 * however slow the machine is.
 */
export async function holdProcedure(page: Page, procedure: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(TRPC_ROUTE, async (route) => {
    if (!procedureNames(route.request().url()).includes(procedure)) return route.fallback();
    await released;
    await route.fallback();
  });
  return release;
}

/** Milliseconds between two moments measured in the page, so test-runner latency does not count. */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/** Clicks and answers when (page clock) the click landed, after Playwright's own waiting for stability. */
export async function clickedAt(locator: Locator): Promise<number> {
  await locator.evaluate((element) =>
    element.addEventListener('click', () => ((window as unknown as { __clickedAt: number }).__clickedAt = performance.now()), {
      once: true,
      capture: true,
    }),
  );
  await locator.click();
  return locator.page().evaluate(() => (window as unknown as { __clickedAt: number }).__clickedAt);
}

/**
 * Page expressions, by name, whose first moment of truth each page of the context records itself, from
 * its first script on: checked on every DOM change and history entry, so a busy machine delays the test's
 * reading of a mark but not the mark (a test polling for it would see the moment late).
 */
export type PageMarks = Readonly<Record<string, string>>;

export async function installPageMarks(context: BrowserContext, marks: PageMarks): Promise<void> {
  // The conditions are written into the script as code: the page's CSP allows no eval or new Function.
  const conditions = Object.entries(marks).map(([name, condition]) => `[${JSON.stringify(name)}, () => (${condition})]`);
  await context.addInitScript({ content: `(${markPage.toString()})([${conditions.join(', ')}]);` });
}

function markPage(tests: ReadonlyArray<readonly [string, () => unknown]>): void {
  const found: Record<string, number> = {};
  (window as unknown as { __marks: Record<string, number> }).__marks = found;
  const check = () => {
    const at = performance.now();
    for (const [name, holds] of tests) if (found[name] === undefined && holds()) found[name] = at;
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      check();
    };
  }
  check();
}

/** The page clock when the mark `name` (installPageMarks) first held, once it has. */
export async function pageMark(page: Page, name: string): Promise<number> {
  const handle = await page.waitForFunction((mark) => (window as unknown as { __marks?: Record<string, number> }).__marks?.[mark] ?? false, name);
  return (await handle.jsonValue()) as number;
}

export async function createWorld(user: WebUser, name: string, description = `The story of ${name}`) {
  return user.trpc.world.create.mutate({ name, description });
}

/** One location, faction and character: what the tutorial's "Populate with AI" step looks for. */
export async function populate(user: WebUser, worldId: string): Promise<void> {
  await user.trpc.location.create.mutate({ world_id: worldId, name: 'Emberfall', type: 'city' });
  await user.trpc.faction.create.mutate({ world_id: worldId, name: 'The Lantern Guild', type: 'guild' });
  await user.trpc.character.create.mutate({ world_id: worldId, name: 'Mira Vell', type: 'npc', story_role: 'major' });
}

/** A world's current arc; the world needs an entity first. */
export async function startArc(user: WebUser, worldId: string) {
  return user.trpc.world.createNewArc.mutate({ worldId, storyIdea: 'A lost heir returns' });
}
