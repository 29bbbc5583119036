import type { Page } from 'playwright-core';
import { announced, type FocusStop, focusLandsOn, tabTo, walkFocus } from './support/keyboard';
import {
  createWorld,
  DESKTOP,
  MOBILE,
  newUser,
  populate,
  screenshot,
  signedInContext,
  startArc,
  useWebSuite,
  type Viewport,
  type WebUser,
} from './support/web-harness';

type ViewportName = 'desktop' | 'mobile';
const SIZES: readonly [ViewportName, Viewport][] = [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
];

/** What fails WCAG 2.4.7 / 2.4.11 / 2.5.8 at one focus stop, if anything. */
function problemsOf(stop: FocusStop): string[] {
  const problems: string[] = [];
  if (stop.resting === null) problems.push('no resting style recorded');
  else if (stop.focused === stop.resting) problems.push(`looks the same focused as at rest (${stop.focused})`);
  if (stop.outline.style === 'none' || stop.outline.width < 2) problems.push(`focus outline ${stop.outline.style} ${stop.outline.width}px`);
  if (stop.outline.contrast < 3) problems.push(`focus outline contrast ${stop.outline.contrast.toFixed(2)}:1`);
  if (!stop.size.inline && (stop.size.width < 24 || stop.size.height < 24)) problems.push(`target ${stop.size.width.toFixed(1)}×${stop.size.height.toFixed(1)} px`);
  return problems;
}

/** Walks the focus through the page as it stands; answers the controls that fail, by name. */
async function focusProblems(page: Page, screen: string, found: Record<string, string[]>, minimumStops = 1): Promise<void> {
  const stops = await walkFocus(page);
  if (stops.length < minimumStops) found[`${screen}: only ${stops.length} focus stops`] = stops.map((stop) => stop.control);
  for (const stop of stops) {
    const problems = problemsOf(stop);
    if (problems.length) found[`${screen}: ${stop.control}`] = problems;
  }
}

describe('keyboard: every control shows its focus, on every screen, at both sizes', () => {
  const suite = useWebSuite();
  let user: WebUser;
  let worldId: string;

  beforeAll(async () => {
    user = await newUser(suite(), 'tabber');
    const world = await createWorld(user, 'Keyhaven', 'A harbour of locksmiths and lighthouse keepers.');
    worldId = world.id;
    await populate(user, world.id);
    await startArc(user, world.id);
    const arc = await user.trpc.world.getWorldState.query({ worldId: world.id });
    await user.trpc.world.progressArc.mutate({ worldId: world.id, arcId: arc.currentArc!.id });
    await user.trpc.auth.apiKeys.create.mutate({ name: 'Game server' });
  });

  async function walkEverything(viewport: ViewportName, size: Viewport): Promise<Record<string, string[]>> {
    const found: Record<string, string[]> = {};
    const visitor = await suite().browser.newContext({ viewport: size, reducedMotion: 'reduce' });
    const member = await signedInContext(suite(), user, size);
    let current: Page | undefined;
    try {
      const page = await visitor.newPage();
      current = page;
      await page.goto(`${suite().url}/`);
      await page.getByRole('button', { name: 'Begin Your Journey' }).waitFor();
      await focusProblems(page, `${viewport} landing`, found);
      await page.getByRole('button', { name: 'Begin Your Journey' }).press('Enter');
      await page.getByRole('tab', { name: 'Login' }).waitFor();
      await focusProblems(page, `${viewport} landing sign-in form`, found, 5);
      await page.goto(`${suite().url}/login`);
      await page.getByRole('tab', { name: 'Login' }).waitFor();
      await focusProblems(page, `${viewport} login`, found, 5);

      const app = await member.newPage();
      current = app;
      await app.emulateMedia({ reducedMotion: 'reduce' });
      await app.goto(`${suite().url}/app`);
      await app.getByText('5 of 5 steps completed').waitFor();
      await focusProblems(app, `${viewport} dashboard`, found, 5);
      if (viewport === 'mobile') {
        await app.getByRole('button', { name: 'Open menu' }).press('Enter');
        await app.getByRole('dialog', { name: 'Navigation menu' }).waitFor();
        await focusProblems(app, `${viewport} navigation menu`, found, 6);
        await app.keyboard.press('Escape');
      }
      await app.goto(`${suite().url}/app/worlds`);
      await app.getByRole('button', { name: 'Create New World' }).press('Enter');
      await app.getByPlaceholder('The Enchanted Kingdom').waitFor();
      await focusProblems(app, `${viewport} worlds`, found, 6);
      await app.goto(`${suite().url}/app/worlds/${worldId}`);
      await app.getByTestId('beat-summary').waitFor({ state: 'attached' });
      // The owner's parts of the Members panel show once the page knows the caller's role.
      await app.getByRole('button', { name: 'Create invite link' }).waitFor();
      if (viewport === 'desktop') {
        // The map and the graph arrive in their own chunk after the page is interactive: walk them too, once there.
        await app.getByRole('button', { name: 'Zoom in' }).waitFor();
        await app.locator('g[role=button]').first().waitFor();
      }
      await focusProblems(app, `${viewport} world detail`, found, 5);
      if (viewport === 'mobile') {
        await app.getByRole('tab', { name: 'Arc' }).press('Enter');
        await app.getByRole('button', { name: 'PROGRESS STORY' }).waitFor();
        await focusProblems(app, `${viewport} world detail, Arc tab`, found, 8);
      }
      await app.goto(`${suite().url}/app/api-keys`);
      await app.getByTestId('api-key-row').first().waitFor();
      await focusProblems(app, `${viewport} API keys`, found, 6);
      await app.goto(`${suite().url}/app/api-docs`);
      await app.getByRole('heading', { level: 2, name: 'Overview' }).waitFor();
      await focusProblems(app, `${viewport} API docs`, found, 10);
    } catch (error) {
      if (current) await screenshot(current, `FAILED-focus-walk-${viewport}`);
      throw error;
    } finally {
      await visitor.close();
      await member.close();
    }
    return found;
  }

  it('fails on no control: each looks different focused, with a 2 px outline at 3:1 or more, on a target of 24 × 24 px or more', async () => {
    const [desktop, mobile] = await Promise.all(SIZES.map(([name, size]) => walkEverything(name, size)));
    expect({ ...desktop, ...mobile }).toEqual({});
  }, 180_000);

  it('offers a skip link first, which takes the focus to the main content', async () => {
    for (const [, size] of SIZES) {
      const context = await signedInContext(suite(), user, size);
      const page = await context.newPage();
      await page.goto(`${suite().url}/app/worlds/${worldId}`);
      await page.getByTestId('beat-summary').waitFor({ state: 'attached' });
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await focusLandsOn(skip);
      const box = await skip.boundingBox();
      expect(box && box.y >= 0 && box.height >= 24).toBe(true);
      await page.keyboard.press('Enter');
      await focusLandsOn(page.locator('main#main-content'));
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
      await context.close();
    }
  });
});

describe('keyboard only: sign up → world → seed → arc → progress → event', () => {
  const suite = useWebSuite();

  async function journey(viewport: ViewportName, size: Viewport): Promise<void> {
    const context = await suite().browser.newContext({ viewport: size });
    const page = await context.newPage();
    const keys = page.keyboard;
    try {
      // Sign up from the landing page.
      await page.goto(`${suite().url}/`);
      await tabTo(page, page.getByRole('button', { name: 'Begin Your Journey' }));
      await keys.press('Enter');
      await tabTo(page, page.getByRole('tab', { name: 'Login' }));
      await keys.press('ArrowRight');
      await focusLandsOn(page.getByRole('tab', { name: 'Sign Up' }));
      await tabTo(page, page.getByLabel('Email'));
      await keys.type(`keys-${viewport}-${Date.now().toString(36)}@example.com`);
      await keys.press('Tab');
      await keys.type('correct horse battery staple');
      await keys.press('Tab');
      await focusLandsOn(page.getByLabel('Confirm Password'));
      await keys.type('correct horse battery staple');
      await keys.press('Enter');
      await page.waitForURL(`${suite().url}/app`);
      // After every navigation the page's heading has the focus.
      await focusLandsOn(page.getByRole('heading', { level: 1, name: 'Welcome to Worldloom' }));

      // A world, from the tutorial's first step.
      await tabTo(page, page.getByRole('link', { name: 'Create World' }));
      await keys.press('Enter');
      await focusLandsOn(page.getByRole('heading', { level: 1, name: 'Your Story Worlds' }));
      await tabTo(page, page.getByRole('button', { name: 'Create New World' }));
      await keys.press('Enter');
      await tabTo(page, page.getByPlaceholder('The Enchanted Kingdom'));
      await keys.type('Keyfall');
      await keys.press('Tab');
      await focusLandsOn(page.getByPlaceholder('Describe your world...'));
      await keys.type('A realm reached without a mouse.');
      await tabTo(page, page.getByRole('button', { name: 'Create World', exact: true }));
      await keys.press('Enter');
      await page.waitForURL(/\/app\/worlds\/[0-9a-f-]{36}$/);
      await focusLandsOn(page.getByRole('heading', { level: 1, name: 'Keyfall' }));

      // Seeding: the confirm dialog, then the progress panel, then what it produced.
      await tabTo(page, page.getByRole('button', { name: 'Generate World with AI' }));
      await keys.press('Enter');
      await focusLandsOn(page.getByRole('dialog', { name: 'Generate World with AI?' }).getByRole('button', { name: 'Start Generation' }));
      await keys.press('Enter');
      await focusLandsOn(page.getByRole('heading', { name: 'Start Your Story' }), 30_000);
      expect(await announced(page, 'World generated:')).toMatch(/^World generated: \d+ locations, \d+ factions and \d+ characters\.$/);

      // An arc: created from the keyboard, its title takes the focus; on a phone, the Arc tab opens.
      await tabTo(page, page.getByRole('button', { name: 'Create New Arc' }));
      await keys.press('Enter');
      await focusLandsOn(page.getByLabel('Story Idea (optional)'));
      await keys.type('The keys of the city go missing');
      await tabTo(page, page.getByRole('button', { name: 'Create Arc', exact: true }));
      await keys.press('Enter');
      const arcTitle = page.locator('#arc-title');
      await focusLandsOn(arcTitle);
      expect(await announced(page, 'Story arc created:')).toContain(`Story arc created: ${await arcTitle.textContent()}`);
      if (viewport === 'mobile') {
        expect(await page.getByRole('tab', { name: 'Arc' }).getAttribute('aria-selected')).toBe('true');
        expect(await page.getByRole('heading', { level: 1, name: 'Keyfall' }).isVisible()).toBe(true);
      }
      const progress = page.getByRole('button', { name: 'PROGRESS STORY' });
      expect(await progress.isVisible()).toBe(true);

      // Progress twice: the focus stays on the button, each new beat is announced, named alike everywhere.
      // The arc opened on beat 0; each progress generates the next.
      for (const beat of [1, 2]) {
        await tabTo(page, progress);
        await keys.press('Enter');
        expect(await announced(page, `Current beat: Beat ${beat},`)).toMatch(new RegExp(`^Story progressed\\. Current beat: Beat ${beat}, .+\\.$`));
        await focusLandsOn(progress);
        await page.getByTestId('beat-summary').getByRole('heading', { name: new RegExp(`Current Beat · Beat ${beat}$`) }).waitFor({ state: 'attached' });
        expect(await page.getByTestId('story-progress').textContent()).toMatch(new RegExp(`^Beat ${beat} · ${beat + 1} of 15 beats · Act 1: Equilibrium$`));
        expect(await page.getByTestId('events-beat').textContent()).toContain(`Beat ${beat}: `);
      }
      const markers = page.getByRole('list', { name: 'Beats' }).getByRole('button');
      expect(await markers.nth(2).getAttribute('aria-label')).toMatch(/^Beat 2: /);
      if (viewport === 'mobile') await expectRoomyBeatMarkers(page);

      // An event: the dialog opens on its first field, and closing gives the focus back to ADD EVENT.
      const addEvent = page.getByRole('button', { name: 'ADD EVENT', exact: true });
      await tabTo(page, addEvent);
      await keys.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Add World Event' });
      await focusLandsOn(dialog.getByLabel('Event Type'));
      await tabTo(page, dialog.getByLabel('Description'));
      await keys.type('A locksmith opens the sealed gate.');
      await tabTo(page, dialog.getByRole('button', { name: 'Add Event', exact: true }));
      await keys.press('Enter');
      await dialog.waitFor({ state: 'hidden' });
      await focusLandsOn(addEvent);
      expect(await announced(page, 'Event recorded:')).toBe('Event recorded: Player action, Minor impact.');
      await page.getByTestId('world-event').filter({ hasText: 'A locksmith opens the sealed gate.' }).waitFor({ state: 'attached' });
      await screenshot(page, `keyboard-journey-${viewport}`);
    } catch (error) {
      await screenshot(page, `FAILED-keyboard-journey-${viewport}`);
      throw error;
    } finally {
      await context.close();
    }
  }

  /** On a phone the 15 markers fit the screen, 24 px apart and 24 px large, and nothing scrolls sideways. */
  async function expectRoomyBeatMarkers(page: Page): Promise<void> {
    const boxes = await page.getByRole('list', { name: 'Beats' }).getByRole('button').evaluateAll((buttons) =>
      buttons.map((button) => {
        const rect = button.getBoundingClientRect();
        return { x: rect.x + rect.width / 2, width: rect.width, height: rect.height, left: rect.left, right: rect.right };
      }),
    );
    expect(boxes).toHaveLength(15);
    for (const box of boxes) {
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(MOBILE.width);
    }
    for (let index = 1; index < boxes.length; index += 1) expect(boxes[index]!.x - boxes[index - 1]!.x).toBeGreaterThanOrEqual(24);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  }

  it.concurrent('at 1280×800', () => journey('desktop', DESKTOP), 120_000);
  it.concurrent('at 390×844', () => journey('mobile', MOBILE), 120_000);
});
