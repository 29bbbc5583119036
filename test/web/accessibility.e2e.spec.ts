import type { Browser, Page } from 'playwright-core';
import {
  createWorld,
  DESKTOP,
  MOBILE,
  newUser,
  populate,
  screenshot,
  seriousAxeViolations,
  signedInContext,
  startArc,
  useWebSuite,
  type Viewport,
  type WebSuite,
  type WebUser,
} from './support/web-harness';

interface Screen {
  readonly name: string;
  readonly path: string;
  readonly signedIn: boolean;
  /** Waits until the screen is fully drawn, and brings it into the state to check. */
  readonly ready: (page: Page) => Promise<void>;
  /** A modal covers the viewport: the screenshot shows only that. */
  readonly modal?: boolean;
}

const heading = (name: string) => (page: Page) => page.getByRole('heading', { name, exact: true }).first().waitFor();

/** Every screen and notable state of the app: axe-core on each, and a screenshot for the record. */
function screens(worldId: string): Screen[] {
  return [
    { name: 'landing', path: '/', signedIn: false, ready: heading('Worldloom') },
    {
      name: 'landing-auth-form',
      path: '/',
      signedIn: false,
      ready: async (page) => {
        await page.getByRole('button', { name: 'Begin Your Journey' }).click();
        await page.getByRole('tab', { name: 'Sign Up' }).click();
        await page.getByLabel('Confirm Password').waitFor();
      },
    },
    { name: 'login', path: '/login', signedIn: false, ready: (page) => page.getByRole('tab', { name: 'Login' }).waitFor() },
    {
      name: 'dashboard',
      path: '/app',
      signedIn: true,
      ready: (page) => page.getByText('5 of 5 steps completed').waitFor(),
    },
    {
      name: 'worlds',
      path: '/app/worlds',
      signedIn: true,
      ready: async (page) => {
        await page.getByRole('navigation', { name: 'Pagination' }).waitFor();
        await page.getByRole('button', { name: 'Create New World' }).click();
        await page.getByPlaceholder('The Enchanted Kingdom').waitFor();
      },
    },
    { name: 'world-detail', path: `/app/worlds/${worldId}`, signedIn: true, ready: heading('Aurora') },
    {
      name: 'api-keys',
      path: '/app/api-keys',
      signedIn: true,
      ready: async (page) => {
        await page.getByTestId('api-key-row').first().waitFor();
        await page.getByRole('button', { name: 'Create API Key' }).click();
        await page.getByLabel('Key name').fill('Screenshot key');
        await page.getByRole('button', { name: 'Create Key' }).click();
        await page.getByTestId('new-api-key').waitFor();
      },
    },
    {
      name: 'api-keys-revoke-dialog',
      path: '/app/api-keys',
      signedIn: true,
      ready: async (page) => {
        await page.getByRole('button', { name: /^Revoke / }).first().click();
        await page.getByRole('dialog').waitFor();
      },
    },
    { name: 'api-docs', path: '/app/api-docs', signedIn: true, ready: heading('Overview') },
    { name: 'api-docs-quick-start', path: '/app/api-docs?section=quick-start', signedIn: true, ready: heading('Quick Start') },
    { name: 'api-docs-events', path: '/app/api-docs?section=events', signedIn: true, ready: heading('Events & Progression') },
  ];
}

/** The viewport-specific states: the desktop user menu and the mobile slide-in navigation. */
const menuScreens: Record<'desktop' | 'mobile', Screen> = {
  desktop: {
    name: 'user-menu',
    path: '/app/worlds',
    signedIn: true,
    ready: async (page) => {
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByText('Signed in', { exact: true }).first().waitFor();
    },
  },
  mobile: {
    name: 'mobile-navigation',
    path: '/app',
    signedIn: true,
    modal: true,
    ready: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Navigation menu' }).waitFor();
    },
  },
};

/** Reduced motion makes every entrance instant, so colours are checked as they settle, without waiting. */
async function pagesFor(browser: Browser, suite: WebSuite, user: WebUser, viewport: Viewport) {
  const visitor = await (await browser.newContext({ viewport, reducedMotion: 'reduce' })).newPage();
  const memberContext = await signedInContext(suite, user, viewport);
  const member = await memberContext.newPage();
  await member.emulateMedia({ reducedMotion: 'reduce' });
  return { visitor, member };
}

describe('accessibility and screenshots of every screen', () => {
  const suite = useWebSuite();
  let user: WebUser;
  let worldId: string;

  beforeAll(async () => {
    user = await newUser(suite(), 'cartographer');
    const worlds = [];
    for (const name of ['Aurora', 'Brimstone', 'Cinder', 'Driftwood', 'Emberfall', 'Frostmere', 'Gloamwood', 'Hollowreach', 'Ironvale']) {
      worlds.push(await createWorld(user, name, `${name}: a realm of ancient forests, floating citadels and feuding houses.`));
    }
    worldId = worlds[0]!.id;
    await populate(user, worldId);
    await startArc(user, worldId);
    await user.trpc.auth.apiKeys.create.mutate({ name: 'Game server', expires_in_days: 90 });
    const retired = await user.trpc.auth.apiKeys.create.mutate({ name: 'Old laptop' });
    await user.trpc.auth.apiKeys.revoke.mutate({ keyId: retired.id });
  });

  async function checkScreens(viewportName: 'desktop' | 'mobile', viewport: Viewport): Promise<Record<string, unknown>> {
    const { visitor, member } = await pagesFor(suite().browser, suite(), user, viewport);
    const found: Record<string, unknown> = {};
    for (const screen of [...screens(worldId), menuScreens[viewportName]]) {
      const page = screen.signedIn ? member : visitor;
      await page.goto(`${suite().url}${screen.path}`);
      await screen.ready(page).catch(async (error: unknown) => {
        await screenshot(page, `FAILED-${screen.name}-${viewportName}`);
        throw error;
      });
      const violations = await seriousAxeViolations(page);
      if (violations.length > 0) found[`${screen.name}-${viewportName}`] = violations;
      await screenshot(page, `${screen.name}-${viewportName}`, !screen.modal);
    }
    await visitor.context().close();
    await member.context().close();
    return found;
  }

  it('has no serious or critical axe violation on any screen, at 1280×800 and 390×844', async () => {
    const [desktop, mobile] = await Promise.all([checkScreens('desktop', DESKTOP), checkScreens('mobile', MOBILE)]);
    expect({ ...desktop, ...mobile }).toEqual({});
  }, 120_000);
});
