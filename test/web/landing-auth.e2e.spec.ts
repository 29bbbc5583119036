import type { Page } from 'playwright-core';
import {
  AUTH_STORAGE_KEY,
  clickedAt,
  DESKTOP,
  MOBILE,
  newUser,
  pageMark,
  signedInContext,
  signedInPage,
  useWebSuite,
  visitorPage,
} from './support/web-harness';

/** The auth form fading out (data-leaving), and the app reached: the two ends of the 600 ms hand-over. */
const LEAVING_MARKS = { leaving: `document.querySelector('[data-leaving="true"]') !== null`, app: `location.pathname === '/app'` };

const LANDING_TEXT = 'Create, design, and grow self-evolving AI universes that you and players can participate in.';

/** Holds a request back until the test has seen what the page shows meanwhile. */
function gate(): { passed: Promise<void>; open: () => void } {
  let open = () => {};
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { passed, open };
}

async function fillSignUp(page: Page, email: string, password: string, confirm: string) {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(confirm);
}

describe('landing, auth form and the /app guard', () => {
  const suite = useWebSuite();

  describe.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)('landing page (%s)', (_name, viewport) => {
    it.concurrent('shows the looping background video, the title, the landing text and Begin Your Journey', async () => {
      const page = await visitorPage(suite(), '/', viewport);
      await page.getByRole('heading', { level: 1, name: 'Worldloom' }).waitFor();
      expect(await page.getByText(LANDING_TEXT, { exact: true }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Begin Your Journey' }).waitFor();

      const video = page.getByTestId('landing-video');
      const attributes = await video.evaluate((element: HTMLVideoElement) => ({
        loop: element.loop,
        muted: element.muted,
        autoplay: element.autoplay,
        sources: Array.from(element.querySelectorAll('source')).map((source) => source.getAttribute('src')),
        box: element.getBoundingClientRect().toJSON() as DOMRect,
      }));
      expect(attributes).toMatchObject({ loop: true, muted: true, autoplay: true });
      expect(attributes.sources).toEqual(['/media/landing.webm', '/media/landing.mp4']);
      expect(attributes.box.width).toBe(viewport.width);
      expect(attributes.box.height).toBe(viewport.height);
      // Our own file, served locally, and actually playing.
      await page.waitForFunction(() => {
        const element = document.querySelector('video');
        return element !== null && element.currentTime > 0.2 && !element.paused;
      });
      await page.context().close();
    });
  });

  it('reveals the form about 600 ms after Begin Your Journey for a visitor; the back arrow returns', async () => {
    const page = await visitorPage(suite(), '/', undefined, { form: `document.querySelector('[role=tab]') !== null` });
    const start = await clickedAt(page.getByRole('button', { name: 'Begin Your Journey' }));
    const elapsed = (await pageMark(page, 'form')) - start;
    expect(elapsed).toBeGreaterThanOrEqual(500);
    // "About 600 ms": not at once, and not waiting on anything but its own timer (a busy machine adds some).
    expect(elapsed).toBeLessThan(3000);
    expect(page.url()).toBe(`${suite().url}/`);

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Begin Your Journey' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Login' }).count()).toBe(0);
    await page.context().close();
  });

  it('goes to /app about 600 ms after Begin Your Journey for a signed-in user', async () => {
    const user = await newUser(suite());
    const page = await signedInPage(suite(), user, '/', undefined, { app: `location.pathname === '/app'` });
    const start = await clickedAt(page.getByRole('button', { name: 'Begin Your Journey' }));
    const elapsed = (await pageMark(page, 'app')) - start;
    expect(elapsed).toBeGreaterThanOrEqual(500);
    // "About 600 ms": not at once, and not waiting on anything but its own timer (a busy machine adds some).
    expect(elapsed).toBeLessThan(3000);
    await page.getByRole('heading', { name: 'Welcome to Worldloom' }).waitFor();
    await page.context().close();
  });

  it('switches tabs with a 200 ms animation that clears the error', async () => {
    const page = await visitorPage(suite(), '/login');
    await fillSignUp(page, 'mismatch@example.com', 'one password', 'another password');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('alert').filter({ hasText: 'Passwords do not match' }).waitFor();

    // Every change of the form's switching state, with its time and animation, as the page sees it.
    await page.evaluate(() => {
      const form = document.querySelector('[role=tabpanel]')!;
      const log: { switching: string | null; at: number; animation: string }[] = [];
      (window as unknown as { __switchLog: typeof log }).__switchLog = log;
      new MutationObserver(() =>
        log.push({
          switching: form.getAttribute('data-switching'),
          at: performance.now(),
          animation: getComputedStyle(form).animationDuration,
        }),
      ).observe(form, { attributes: true, attributeFilter: ['data-switching'] });
    });
    await page.getByRole('tab', { name: 'Login' }).click();
    await page.waitForFunction(() => document.querySelector('[role=tabpanel]')?.getAttribute('data-switching') === 'false');
    const log = await page.evaluate(
      () => (window as unknown as { __switchLog: { switching: string | null; at: number; animation: string }[] }).__switchLog,
    );
    expect(log.map((entry) => entry.switching)).toEqual(['true', 'false']);
    expect(log[0]?.animation).toBe('0.2s');
    const switchMs = log[1]!.at - log[0]!.at;
    expect(switchMs).toBeGreaterThanOrEqual(150);
    expect(switchMs).toBeLessThan(600);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByLabel('Confirm Password').count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
    await page.context().close();
  });

  it.concurrent('checks Confirm Password before any call: "Passwords do not match"', async () => {
    const page = await visitorPage(suite(), '/login');
    const signUpCalls: string[] = [];
    page.on('request', (request) => request.url().includes('/auth/v1/signup') && signUpCalls.push(request.url()));
    await fillSignUp(page, 'someone@example.com', 'one password', 'another password');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('alert').filter({ hasText: 'Passwords do not match' }).waitFor();
    expect(signUpCalls).toEqual([]);
    await page.context().close();
  });

  it.concurrent('shows "Logging in..." while signing in and the server message on failure', async () => {
    const page = await visitorPage(suite(), '/login');
    const busySeen = gate();
    await page.route('**/auth/v1/token?grant_type=password', async (route) => {
      await busySeen.passed;
      await route.fallback();
    });
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Logging in...' }).waitFor();
    expect(await page.getByRole('button', { name: 'Logging in...' }).isDisabled()).toBe(true);
    busySeen.open();
    await page.getByRole('alert').filter({ hasText: 'Invalid login credentials' }).waitFor();
    // The submitting state is cleared on error.
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await page.context().close();
  });

  it.concurrent('falls back to "Authentication failed" when the error has no message', async () => {
    const page = await visitorPage(suite(), '/login');
    await page.route('**/auth/v1/token?grant_type=password', (route) => route.fulfill({ status: 400, json: { msg: '' } }));
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('any password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').filter({ hasText: 'Authentication failed' }).waitFor();
    await page.context().close();
  });

  it.concurrent('asks to confirm the e-mail when sign-up yields no session, and stays signed out', async () => {
    const page = await visitorPage(suite(), '/login');
    const email = `confirm-${Date.now()}@example.com`;
    const busySeen = gate();
    await page.route('**/auth/v1/signup**', async (route) => {
      await busySeen.passed;
      await route.fulfill({
        status: 200,
        json: {
          id: '5d6c3e36-62f4-4b3c-9d7a-2a9b4f3a1c11',
          aud: 'authenticated',
          role: '',
          email,
          app_metadata: {},
          user_metadata: {},
          identities: [],
          created_at: new Date().toISOString(),
        },
      });
    });
    await fillSignUp(page, email, 'a long enough password', 'a long enough password');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('button', { name: 'Creating Account...' }).waitFor();
    busySeen.open();
    await page.getByText('Please check your email to confirm your account before logging in.', { exact: true }).waitFor();
    await page.waitForTimeout(800);
    expect(page.url()).toBe(`${suite().url}/login`);
    expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
    await page.context().close();
  });

  it('signs up, fades the form out and opens /app 600 ms after the user is authenticated', async () => {
    const page = await visitorPage(suite(), '/login', undefined, LEAVING_MARKS);
    await fillSignUp(page, `new-${Date.now()}@example.com`, 'a long enough password', 'a long enough password');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const leftAt = await pageMark(page, 'leaving');
    expect(await page.locator('[data-leaving="true"]').evaluate((element) => getComputedStyle(element).transitionDuration)).toContain(
      '0.6s',
    );
    const elapsed = (await pageMark(page, 'app')) - leftAt;
    expect(elapsed).toBeGreaterThanOrEqual(500);
    // "About 600 ms": not at once, and not waiting on anything but its own timer (a busy machine adds some).
    expect(elapsed).toBeLessThan(3000);
    await page.getByRole('heading', { name: 'Welcome to Worldloom' }).waitFor();

    // The session is persisted: a reload keeps the user signed in.
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome to Worldloom' }).waitFor();
    await page.context().close();
  });

  it.concurrent('logs an existing user in from the landing form', async () => {
    const user = await newUser(suite());
    const page = await visitorPage(suite(), '/', MOBILE);
    await page.getByRole('button', { name: 'Begin Your Journey' }).click();
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${suite().url}/app`);
    await page.context().close();
  });

  it('sends an already signed-in user from /login to /app', async () => {
    const user = await newUser(suite());
    const page = await signedInPage(suite(), user, '/login', undefined, LEAVING_MARKS);
    const start = await pageMark(page, 'leaving');
    const elapsed = (await pageMark(page, 'app')) - start;
    expect(elapsed).toBeGreaterThanOrEqual(500);
    // "About 600 ms": not at once, and not waiting on anything but its own timer (a busy machine adds some).
    expect(elapsed).toBeLessThan(3000);
    await page.context().close();
  });

  it.concurrent('redirects a visitor from /app and its pages to /', async () => {
    const page = await visitorPage(suite(), '/app');
    await page.waitForURL(`${suite().url}/`);
    for (const path of ['/app/worlds', '/app/api-keys', '/app/worlds/00000000-0000-4000-8000-000000000000']) {
      await page.goto(`${suite().url}${path}`);
      await page.waitForURL(`${suite().url}/`);
    }
    await page.getByRole('button', { name: 'Begin Your Journey' }).waitFor();
    await page.context().close();
  });

  it.concurrent('shows the splash (Worldloom, Loading...) until auth is initialised, refreshing an expired session', async () => {
    const user = await newUser(suite());
    const expired = { ...user.session, expires_at: Math.floor(Date.now() / 1000) - 60 };
    const context = await signedInContext(suite(), { ...user, session: expired });
    const page = await context.newPage();
    const refreshes: string[] = [];
    const splashSeen = gate();
    await page.route('**/auth/v1/token?grant_type=refresh_token', async (route) => {
      refreshes.push(route.request().url());
      await splashSeen.passed;
      await route.fallback();
    });
    await page.goto(`${suite().url}/app`);
    const splash = page.getByRole('status').filter({ hasText: 'Loading...' });
    await splash.waitFor();
    expect(await splash.textContent()).toContain('Worldloom');
    splashSeen.open();
    await page.getByRole('heading', { name: 'Welcome to Worldloom' }).waitFor();
    expect(refreshes).toHaveLength(1);
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { expires_at: number }, AUTH_STORAGE_KEY);
    expect(stored.expires_at).toBeGreaterThan(Date.now() / 1000);
    await context.close();
  });

  it.concurrent('redirects any other path to /', async () => {
    const page = await visitorPage(suite(), '/no/such/page');
    await page.waitForURL(`${suite().url}/`);
    await page.context().close();
  });
});
