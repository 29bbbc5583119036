import type { Page } from 'playwright-core';
import { AUTH_STORAGE_KEY, DESKTOP, MOBILE, newUser, signedInContext, signedInPage, useWebSuite } from './support/web-harness';

const NAV = [
  { label: 'Dashboard', path: '/app' },
  { label: 'Worlds', path: '/app/worlds' },
  { label: 'Docs', path: '/app/api-docs' },
  { label: 'API Keys', path: '/app/api-keys' },
] as const;

const EFFECTS = {
  add_event: 0.6,
  arc_done: 0.7,
  begin_journey: 0.7,
  click_entities: 0.5,
  click_menu_button: 0.4,
  create_new_world: 0.6,
  enter_world: 0.6,
  gen_done: 0.7,
  start_seed: 0.6,
} as const;

interface HowlState {
  src: string;
  volume: number;
  playing: boolean;
  loop: boolean;
  preload: boolean | string;
}

/** What howler itself holds: every Howl's source, volume and state (window.Howler is howler's own global). */
function howls(page: Page): Promise<HowlState[]> {
  return page.evaluate(() => {
    interface Howl {
      _src: string | string[];
      _loop: boolean;
      _preload: boolean | string;
      volume(): number;
      playing(): boolean;
    }
    const howler = (window as unknown as { Howler?: { _howls: Howl[] } }).Howler;
    return (howler?._howls ?? []).map((howl) => ({
      src: String(howl._src),
      volume: howl.volume(),
      playing: howl.playing(),
      loop: howl._loop,
      preload: howl._preload,
    }));
  });
}

/** Records the source of every Howl played from now on. */
async function recordPlays(page: Page): Promise<() => Promise<string[]>> {
  await page.waitForFunction(() => 'Howl' in window);
  await page.evaluate(() => {
    const target = window as unknown as { Howl: { prototype: { play: (...args: unknown[]) => unknown } }; __plays: string[] };
    target.__plays = [];
    const play = target.Howl.prototype.play;
    target.Howl.prototype.play = function (this: { _src: string }, ...args: unknown[]) {
      target.__plays.push(String(this._src));
      return play.apply(this, args);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __plays: string[] }).__plays);
}

describe('app layout', () => {
  const suite = useWebSuite();

  it.concurrent('desktop header: nav items, Dashboard active on an exact match only', async () => {
    const user = await newUser(suite());
    const page = await signedInPage(suite(), user, '/app');
    const header = page.getByTestId('desktop-header');
    await header.waitFor();
    expect(await page.getByTestId('mobile-header').isVisible()).toBe(false);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(NAV.map((item) => item.label));

    for (const item of NAV) {
      await nav.getByRole('link', { name: item.label }).click();
      await page.waitForURL(`${suite().url}${item.path}`);
      const current = await nav.locator('a[aria-current="page"]').allInnerTexts();
      expect(current).toEqual([item.label]);
    }
    // A world page keeps Worlds active, never Dashboard.
    await page.goto(`${suite().url}/app/worlds/00000000-0000-4000-8000-000000000000`);
    await page.getByText('World not found').waitFor();
    expect(await nav.locator('a[aria-current="page"]').allInnerTexts()).toEqual(['Worlds']);
    await page.context().close();
  });

  it.concurrent('user menu: email, Signed in, and Sign Out back to / (signed out for good)', async () => {
    const user = await newUser(suite());
    const page = await signedInPage(suite(), user, '/app/worlds');
    const menuButton = page.getByRole('button', { name: 'User menu' });
    await menuButton.click();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    const header = page.getByTestId('desktop-header');
    await header.getByText(user.email, { exact: true }).waitFor();
    await header.getByText('Signed in', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await header.getByText('Signed in', { exact: true }).isVisible()).toBe(false);

    await menuButton.click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${suite().url}/`);
    await page.getByRole('button', { name: 'Begin Your Journey' }).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
    await page.goto(`${suite().url}/app`);
    await page.waitForURL(`${suite().url}/`);
    await page.context().close();
  });

  it.concurrent('takes the scrolled header style after 10 px of scroll', async () => {
    const user = await newUser(suite());
    const page = await signedInPage(suite(), user, '/app/api-docs');
    const header = page.locator('header[data-scrolled]');
    await page.getByRole('heading', { name: 'Overview', level: 2 }).waitFor();
    expect(await header.getAttribute('data-scrolled')).toBe('false');
    const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
    const unscrolled = await background();

    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(100);
    expect(await header.getAttribute('data-scrolled')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 11));
    await page.waitForFunction(() => document.querySelector('header')?.getAttribute('data-scrolled') === 'true');
    // The style comes with a transition, which a loaded machine may start frames late: wait for it rather than 300 ms.
    await page.waitForFunction((before) => getComputedStyle(document.querySelector('header')!).backgroundColor !== before, unscrolled);
    expect(await background()).not.toBe(unscrolled);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector('header')?.getAttribute('data-scrolled') === 'false');
    await page.context().close();
  });

  it.concurrent('replays a 50 ms content transition on every route change (the page the document opened at just shows)', async () => {
    const user = await newUser(suite());
    const page = await signedInPage(suite(), user, '/app');
    await page.getByRole('heading', { name: 'Welcome to Worldloom' }).waitFor();
    const animation = () =>
      page.locator('#main-content').evaluate((element) => ({
        duration: getComputedStyle(element).animationDuration,
        name: getComputedStyle(element).animationName,
      }));
    // A first load is no route change: the page paints at once, not faded in from nothing.
    expect((await animation()).name).toBe('none');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [link, heading] of [
      ['Worlds', 'Your Story Worlds'],
      ['Dashboard', 'Welcome to Worldloom'],
    ] as const) {
      await page.locator('#main-content').evaluate((element) => element.setAttribute('data-old', 'yes'));
      await nav.getByRole('link', { name: link }).click();
      await page.getByRole('heading', { name: heading }).waitFor();
      // A fresh element, so the entrance animation runs again.
      expect(await page.locator('#main-content[data-old]').count()).toBe(0);
      expect(await animation()).toMatchObject({ duration: '0.05s' });
      expect((await animation()).name).not.toBe('none');
    }
    await page.context().close();
  });

  it.concurrent('mobile: menu button opens the slide-in navigation, which closes on every route change', async () => {
    const user = await newUser(suite());
    const page = await signedInPage(suite(), user, '/app', MOBILE);
    await page.getByTestId('mobile-header').waitFor();
    expect(await page.getByTestId('desktop-header').isVisible()).toBe(false);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });

    for (const item of NAV.slice(1)) {
      await menuButton.click();
      await menu.waitFor();
      expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
      // A modal: focus moves inside it.
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await menu.getByRole('link', { name: item.label }).click();
      await page.waitForURL(`${suite().url}${item.path}`);
      await menu.waitFor({ state: 'hidden' });
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    }

    await menuButton.click();
    await menu.getByText(user.email, { exact: true }).waitFor();
    await menu.getByText('Signed in', { exact: true }).waitFor();
    await menu.locator('[data-music-control]').getByRole('slider', { name: 'Music volume' }).waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await menuButton.click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'hidden' });
    // Backdrop click closes it too.
    await menuButton.click();
    await menu.waitFor();
    await page.mouse.click(20, MOBILE.height / 2);
    await menu.waitFor({ state: 'hidden' });

    await menuButton.click();
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${suite().url}/`);
    await page.context().close();
  });

  describe('sound', () => {
    it.concurrent('preloads the nine effects at their base volume × the 0.5 master volume, from the first interaction on', async () => {
      const user = await newUser(suite());
      const page = await signedInPage(suite(), user, '/app');
      // howler stays off the first paint: nothing of it loads until the user first interacts.
      await page.getByRole('heading', { name: 'Welcome to Worldloom' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => 'Howler' in window)).toBe(false);
      await page.getByRole('heading', { name: 'Welcome to Worldloom' }).click();
      await page.waitForFunction(() => ((window as unknown as { Howler?: { _howls: unknown[] } }).Howler?._howls.length ?? 0) >= 9);
      const effects = (await howls(page)).filter((howl) => howl.src.startsWith('/sfx/'));
      expect(effects.map((howl) => howl.src).sort()).toEqual(Object.keys(EFFECTS).map((id) => `/sfx/${id}.mp3`));
      for (const effect of effects) {
        const id = effect.src.slice('/sfx/'.length, -'.mp3'.length) as keyof typeof EFFECTS;
        expect(effect.volume).toBeCloseTo(EFFECTS[id] * 0.5, 5);
        expect(effect.preload).toBe(true);
      }
      for (const id of Object.keys(EFFECTS)) {
        const response = await page.request.get(`${suite().url}/sfx/${id}.mp3`);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toContain('audio/mpeg');
        expect((await response.body()).length).toBeLessThan(60_000);
      }
      await page.context().close();
    });

    it.concurrent('starts looping music after the first click, pauses and plays, with a 0–0.2 volume slider', async () => {
      const user = await newUser(suite());
      const page = await signedInPage(suite(), user, '/app', DESKTOP);
      const control = page.getByTestId('desktop-header').locator('[data-music-control]');
      await control.getByRole('button', { name: 'Play music' }).waitFor();
      expect(await control.getAttribute('data-music-state')).toBe('paused');

      const slider = control.getByRole('slider', { name: 'Music volume' });
      expect(await slider.evaluate((input: HTMLInputElement) => [input.min, input.max, input.step, input.value])).toEqual([
        '0',
        '0.2',
        '0.01',
        '0.05',
      ]);

      // The first click anywhere starts the music.
      await page.getByRole('heading', { name: 'Welcome to Worldloom' }).click();
      await control.getByRole('button', { name: 'Pause music' }).waitFor();
      expect(await control.getAttribute('data-music-state')).toBe('playing');
      const music = (await howls(page)).find((howl) => howl.src === '/media/music.mp3');
      expect(music).toMatchObject({ playing: true, loop: true });
      expect(music?.volume).toBeCloseTo(0.05, 5);

      await control.getByRole('button', { name: 'Pause music' }).click();
      await control.getByRole('button', { name: 'Play music' }).waitFor();
      expect((await howls(page)).find((howl) => howl.src === '/media/music.mp3')?.playing).toBe(false);
      // Further clicks elsewhere leave the user's choice alone.
      await page.getByRole('heading', { name: 'Welcome to Worldloom' }).click();
      await page.waitForTimeout(200);
      expect(await control.getAttribute('data-music-state')).toBe('paused');
      await control.getByRole('button', { name: 'Play music' }).click();
      await control.getByRole('button', { name: 'Pause music' }).waitFor();

      await slider.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(await slider.inputValue()).toBe('0.07');
      expect((await howls(page)).find((howl) => howl.src === '/media/music.mp3')?.volume).toBeCloseTo(0.07, 5);
      await page.keyboard.press('End');
      expect(await slider.inputValue()).toBe('0.2');
      expect((await howls(page)).find((howl) => howl.src === '/media/music.mp3')?.volume).toBeCloseTo(0.2, 5);
      const musicFile = await page.request.get(`${suite().url}/media/music.mp3`);
      expect((await musicFile.body()).length).toBeLessThanOrEqual(1.5 * 1024 * 1024);
      await page.context().close();
    });

    it.concurrent('starts the music on a first key press too', async () => {
      const user = await newUser(suite());
      const page = await signedInPage(suite(), user, '/app/worlds');
      const control = page.getByTestId('desktop-header').locator('[data-music-control]');
      await control.getByRole('button', { name: 'Play music' }).waitFor();
      await page.keyboard.press('m');
      await control.getByRole('button', { name: 'Pause music' }).waitFor();
      await page.context().close();
    });

    it.concurrent('plays effects where natural, and not once muted', async () => {
      const user = await newUser(suite());
      const page = await signedInPage(suite(), user, '/app');
      // The first interaction loads howler (effects cannot be heard before it).
      await page.getByRole('heading', { name: 'Welcome to Worldloom' }).click();
      const plays = await recordPlays(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Worlds' }).click();
      await page.waitForFunction(() => (window as unknown as { __plays: string[] }).__plays.length > 0);
      expect(await plays()).toContain('/sfx/click_menu_button.mp3');

      const mute = page.getByTestId('desktop-header').getByRole('button', { name: 'Mute sound effects' });
      await mute.click();
      await page.getByTestId('desktop-header').getByRole('button', { name: 'Unmute sound effects' }).waitFor();
      const before = (await plays()).filter((src) => src.startsWith('/sfx/')).length;
      await nav.getByRole('link', { name: 'Docs' }).click();
      await page.waitForURL(`${suite().url}/app/api-docs`);
      await page.waitForTimeout(300);
      expect((await plays()).filter((src) => src.startsWith('/sfx/')).length).toBe(before);

      await page.getByTestId('desktop-header').getByRole('button', { name: 'Unmute sound effects' }).click();
      await nav.getByRole('link', { name: 'API Keys' }).click();
      await page.waitForFunction(
        (count) => (window as unknown as { __plays: string[] }).__plays.filter((src) => src.startsWith('/sfx/')).length > count,
        before,
      );
      await page.context().close();
    });

    it.concurrent('only logs audio failures', async () => {
      const user = await newUser(suite());
      const context = await signedInContext(suite(), user);
      const page = await context.newPage();
      const warnings: string[] = [];
      page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
      await page.route(/\/(sfx\/.*|media\/music)\.mp3$/, (route) => route.fulfill({ status: 404, body: 'missing' }));
      await page.goto(`${suite().url}/app`);
      await page.getByRole('heading', { name: 'Welcome to Worldloom' }).click();
      await page.waitForFunction(() => 'Howler' in window);
      await page.waitForTimeout(800);
      expect(warnings.some((text) => text.startsWith('Audio:'))).toBe(true);
      expect(await page.getByRole('alert').count()).toBe(0);
      await page.getByRole('heading', { name: 'Welcome to Worldloom' }).waitFor();
      await context.close();
    });
  });
});
