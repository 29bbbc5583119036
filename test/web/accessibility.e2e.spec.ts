import type { Page } from 'playwright-core';
import {
  createWorld,
  DESKTOP,
  MOBILE,
  newUser,
  populate,
  screenshot,
  axeViolations,
  signedInContext,
  startArc,
  useWebSuite,
  type Viewport,
  type WebUser,
} from './support/web-harness';

type ViewportName = 'desktop' | 'mobile';

/**
 * Walks every screen the way a user would (one page load per journey, then in-app navigation), and at
 * each screen or state runs axe-core and saves a screenshot to test-results/screenshots/.
 */
class ScreenCheck {
  readonly violations: Record<string, unknown> = {};

  constructor(
    private readonly page: Page,
    private readonly viewport: ViewportName,
  ) {}

  /** `modal`: a dialog covers the viewport, so the screenshot shows only that. */
  async check(name: string, modal = false): Promise<void> {
    const found = await axeViolations(this.page);
    if (found.length > 0) this.violations[`${name}-${this.viewport}`] = found;
    await screenshot(this.page, `${name}-${this.viewport}`, !modal);
  }
}

async function navigate(page: Page, viewport: ViewportName, label: string): Promise<void> {
  if (viewport === 'desktop') {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
    return;
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Navigation menu' }).getByRole('link', { name: label }).click();
}

async function visitorJourney(page: Page, screens: ScreenCheck, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByRole('heading', { name: 'Worldloom' }).waitFor();
  await screens.check('landing');
  await page.getByRole('button', { name: 'Begin Your Journey' }).click();
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Confirm Password').waitFor();
  await screens.check('landing-auth-form');
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('tab', { name: 'Login' }).waitFor();
  await screens.check('login');
}

async function memberJourney(page: Page, screens: ScreenCheck, viewport: ViewportName, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/app`);
  await page.getByText('5 of 5 steps completed').waitFor();
  await screens.check('dashboard');
  if (viewport === 'desktop') {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByText('Signed in', { exact: true }).first().waitFor();
    await screens.check('user-menu');
    await page.keyboard.press('Escape');
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Navigation menu' }).waitFor();
    await screens.check('mobile-navigation', true);
    await page.keyboard.press('Escape');
  }

  await navigate(page, viewport, 'Worlds');
  await page.getByRole('navigation', { name: 'Pagination' }).waitFor();
  await page.getByRole('button', { name: 'Create New World' }).click();
  await page.getByPlaceholder('The Enchanted Kingdom').waitFor();
  await screens.check('worlds');
  await page.getByRole('list', { name: 'Worlds' }).getByRole('link').first().click();
  await page.waitForURL(/\/app\/worlds\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { level: 1, name: 'Ironvale' }).waitFor();
  await screens.check('world-detail');

  await navigate(page, viewport, 'API Keys');
  await page.getByTestId('api-key-row').first().waitFor();
  await page.getByRole('button', { name: 'Create API Key' }).click();
  await page.getByLabel('Key name').fill(`Screenshot key (${viewport})`);
  await page.getByRole('button', { name: 'Create Key' }).click();
  await page.getByTestId('new-api-key').waitFor();
  await screens.check('api-keys');
  await page.getByRole('button', { name: /^Revoke / }).first().click();
  await page.getByRole('dialog').waitFor();
  await screens.check('api-keys-revoke-dialog', true);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await navigate(page, viewport, 'Docs');
  await page.getByRole('heading', { level: 2, name: 'Overview' }).waitFor();
  await screens.check('api-docs');
  await page.getByRole('navigation', { name: 'Documentation sections' }).getByRole('button', { name: 'Quick Start' }).click();
  await page.getByRole('heading', { level: 2, name: 'Quick Start' }).waitFor();
  await screens.check('api-docs-quick-start');
}

describe('accessibility and screenshots of every screen', () => {
  const suite = useWebSuite();
  let user: WebUser;

  beforeAll(async () => {
    user = await newUser(suite(), 'cartographer');
    const names = ['Aurora', 'Brimstone', 'Cinder', 'Driftwood', 'Emberfall', 'Frostmere', 'Gloamwood', 'Hollowreach', 'Ironvale'];
    const worlds = [];
    for (const name of names) {
      worlds.push(await createWorld(user, name, `${name}: a realm of ancient forests, floating citadels and feuding houses.`));
    }
    await populate(user, worlds[0]!.id);
    await startArc(user, worlds[0]!.id);
    await user.trpc.auth.apiKeys.create.mutate({ name: 'Game server', expires_in_days: 90 });
    const retired = await user.trpc.auth.apiKeys.create.mutate({ name: 'Old laptop' });
    await user.trpc.auth.apiKeys.revoke.mutate({ keyId: retired.id });
  });

  /** Reduced motion makes every entrance instant, so colours are checked as they settle, without waiting. */
  async function checkViewport(viewport: ViewportName, size: Viewport): Promise<Record<string, unknown>> {
    const visitorContext = await suite().browser.newContext({ viewport: size, reducedMotion: 'reduce' });
    const memberContext = await signedInContext(suite(), user, size);
    const visitor = await visitorContext.newPage();
    const member = await memberContext.newPage();
    await member.emulateMedia({ reducedMotion: 'reduce' });
    const screens = new ScreenCheck(visitor, viewport);
    const memberScreens = new ScreenCheck(member, viewport);
    try {
      await visitorJourney(visitor, screens, suite().url);
      await memberJourney(member, memberScreens, viewport, suite().url);
    } catch (error) {
      await screenshot(member, `FAILED-${viewport}`);
      throw error;
    } finally {
      await visitorContext.close();
      await memberContext.close();
    }
    return { ...screens.violations, ...memberScreens.violations };
  }

  it('has no axe violation of any impact on any screen, at 1280×800 and 390×844', async () => {
    const [desktop, mobile] = await Promise.all([checkViewport('desktop', DESKTOP), checkViewport('mobile', MOBILE)]);
    expect({ ...desktop, ...mobile }).toEqual({});
  }, 120_000);
});
