import { createServer } from 'node:net';
import type { Session } from '@supabase/auth-js';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { loadConfig } from '../../apps/api/src/app.config';
import { createApp } from '../../apps/api/src/app.factory';
import { launchChromium } from '../support/browser';
import { type MailReceiver, startMailReceiver } from '../support/mail-receiver';
import { authClientFor, type TestApp, trpcClientFor } from '../support/test-app';
import { createTestDatabase } from '../support/test-database';
import {
  AUTH_STORAGE_KEY,
  axeViolations,
  DESKTOP,
  MOBILE,
  reportingCspViolations,
  screenshot,
  signedInContext,
  signedInPage,
  type Viewport,
  visitorPage,
  type WebSuite,
  type WebUser,
} from './support/web-harness';

const PASSWORD = 'correct horse battery staple';
const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * The app as `npm start` builds it, at an address known before it starts: its PUBLIC_URL, so the links it mails
 * lead back to it and may return to its /login (GoTrue's site URL). E-mail confirmation and the secure password
 * change are on, and mail goes to a real SMTP receiver in this process.
 */
async function startMailingApp(smtpUrl: string): Promise<TestApp> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const database = await createTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'error',
    DATABASE_URL: database.url,
    PUBLIC_URL: url,
    SMTP_URL: smtpUrl,
    AUTH_REQUIRE_EMAIL_CONFIRMATION: 'true',
    AUTH_SECURE_PASSWORD_CHANGE: 'true',
  });
  const app = await createApp({ config, databaseUrl: database.url });
  await app.listen(port, '127.0.0.1');
  return {
    app,
    url,
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

function useMailingSuite(): () => WebSuite & { readonly mail: MailReceiver } {
  let suite: (WebSuite & { mail: MailReceiver }) | undefined;
  beforeAll(async () => {
    const mail = await startMailReceiver();
    const [app, browser] = await Promise.all([startMailingApp(mail.url), launchChromium()]);
    const cspViolations: string[] = [];
    suite = { app, browser: reportingCspViolations(browser, cspViolations), url: app.url, cspViolations, mail };
  });
  afterAll(async () => {
    await suite?.browser.close();
    await suite?.app.close();
    await suite?.mail.close();
    expect(suite?.cspViolations ?? []).toEqual([]);
  });
  return () => {
    if (!suite) throw new Error('the suite has not started');
    return suite;
  };
}

let userCount = 0;
function newEmail(name: string): string {
  userCount += 1;
  return `${name}-${Date.now().toString(36)}-${userCount}@example.com`;
}

/** The link of a mail from us that goes through GoTrue's /verify. */
function verifyLink(links: readonly string[]): string {
  const link = links.find((candidate) => new URL(candidate).pathname.endsWith('/auth/v1/verify'));
  if (!link) throw new Error(`no /verify link among ${links.join(', ')}`);
  return link;
}

/** Signs up through auth-js and confirms the address by following the mail's link, as a mail client would. */
async function confirmedUser(suite: ReturnType<ReturnType<typeof useMailingSuite>>, name = 'keeper'): Promise<WebUser> {
  const email = newEmail(name);
  const { error } = await authClientFor(suite.url).signUp({ email, password: PASSWORD, options: { emailRedirectTo: `${suite.url}/login` } });
  if (error) throw error;
  const response = await fetch(verifyLink((await suite.mail.nextMail(email)).links), { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  const params = new URLSearchParams(new URL(location).hash.slice(1));
  const { data, error: sessionError } = await authClientFor(suite.url).setSession({
    access_token: params.get('access_token') ?? '',
    refresh_token: params.get('refresh_token') ?? '',
  });
  if (sessionError || !data.session) throw sessionError ?? new Error(`confirmation gave no session (${response.status} ${location})`);
  return { email, session: data.session, trpc: trpcClientFor(suite.url, data.session.access_token) };
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

function storedSession(page: Page): Promise<Session | null> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Session) : null;
  }, AUTH_STORAGE_KEY);
}

function claims(accessToken: string): { aal?: string; amr?: { method: string }[] } {
  return JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { aal?: string };
}

async function openAccountPage(page: Page, viewport: Viewport): Promise<void> {
  if (viewport === DESKTOP) {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByTestId('desktop-header').getByRole('link', { name: 'Account' }).click();
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Navigation menu' }).getByRole('link', { name: 'Account' }).click();
  }
  await page.waitForURL(/\/app\/account$/);
  await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** A code for the factor, different from `used` (a code is accepted once): waits for the next 30 s step if need be. */
async function freshCode(totp: TOTP, used: string): Promise<string> {
  let code = totp.generate();
  while (code === used) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    code = totp.generate();
  }
  return code;
}

describe('accounts in the browser: confirmation, password reset, two-factor sign-in, the Account page', () => {
  const suite = useMailingSuite();

  it.each(VIEWPORTS)('sign-up asks to confirm the e-mail, and its link signs the person in (%s)', async (_name, viewport) => {
    const email = newEmail('newcomer');
    const page = await visitorPage(suite(), '/login', viewport);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByText('Please check your email to confirm your account before logging in.', { exact: true }).waitFor();
    expect(await storedSession(page)).toBeNull();

    const link = verifyLink((await suite().mail.nextMail(email)).links);
    expect(new URL(link).searchParams.get('type')).toBe('signup');
    await page.goto(link);
    await page.waitForURL(`${suite().url}/app`);
    await page.getByRole('button', { name: viewport === DESKTOP ? 'User menu' : 'Open menu' }).waitFor();
    expect((await storedSession(page))?.user.email).toBe(email);
    await page.context().close();
  });

  it.each(VIEWPORTS)('forgot password: a mail, its link, a new password, and the person is signed in (%s)', async (_name, viewport) => {
    const user = await confirmedUser(suite(), 'forgetful');
    const page = await visitorPage(suite(), '/login', viewport);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, `forgot-password-${viewport.width}`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').filter({ hasText: `If ${user.email} has an account, a link to set a new password is on its way.` }).waitFor();

    const link = verifyLink((await suite().mail.nextMail(user.email)).links);
    expect(new URL(link).searchParams.get('type')).toBe('recovery');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    const save = page.getByRole('button', { name: 'Set new password' });
    // auth-js has fired PASSWORD_RECOVERY: the form is ready.
    await page.getByText('Choose the password you will sign in with from now on.', { exact: true }).waitFor();
    expect(await save.isEnabled()).toBe(true);
    // Nothing opens the app while the new password is still to be set.
    expect(new URL(page.url()).pathname).toBe('/login');
    await expectNoAxeViolations(page);
    await screenshot(page, `set-new-password-${viewport.width}`);

    // GoTrue's weak_password, in the banner in plain words.
    await page.getByLabel('New password', { exact: true }).fill('123456');
    await page.getByLabel('Confirm new password').fill('123456');
    await save.click();
    await page.getByRole('alert').filter({ hasText: 'Choose a stronger password:' }).waitFor();

    const newPassword = 'lanterns over the salt marsh';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await save.click();
    await page.waitForURL(`${suite().url}/app`);
    expect((await storedSession(page))?.user.email).toBe(user.email);

    const auth = authClientFor(suite().url);
    expect((await auth.signInWithPassword({ email: user.email, password: PASSWORD })).error?.code).toBe('invalid_credentials');
    expect((await auth.signInWithPassword({ email: user.email, password: newPassword })).error).toBeNull();
    await page.context().close();
  });

  it('a reset link used once does not work twice: the Login page says so', async () => {
    const user = await confirmedUser(suite(), 'twice');
    await authClientFor(suite().url).resetPasswordForEmail(user.email, { redirectTo: `${suite().url}/login` });
    const link = verifyLink((await suite().mail.nextMail(user.email)).links);
    expect((await fetch(link, { redirect: 'manual' })).status).toBeGreaterThanOrEqual(300);

    const page = await visitorPage(suite(), '/login');
    await page.goto(link);
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('heading', { name: 'Set a new password' }).count()).toBe(0);
    expect(await storedSession(page)).toBeNull();
    await page.context().close();
  });

  it('too many requests: the banner says to wait', async () => {
    const page = await visitorPage(suite(), '/login');
    await page.route('**/auth/v1/recover*', (route) =>
      route.fulfill({ status: 429, json: { code: 429, error_code: 'over_email_send_rate_limit', msg: 'email rate limit exceeded' } }),
    );
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Too many emails were sent to this address. Please wait a while before asking for another.' })
      .waitFor();
    // Back on the Login tab, the address typed is kept and the focus is on it.
    await page.getByRole('button', { name: 'Back to login' }).click();
    const email = page.getByLabel('Email');
    expect(await email.inputValue()).toBe('someone@example.com');
    expect(await email.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
    await page.context().close();
  });

  it.each(VIEWPORTS)('Account page: enroll TOTP, sign out, sign in again with a code (%s)', async (_name, viewport) => {
    const user = await confirmedUser(suite(), 'guarded');
    const page = await signedInPage(suite(), user, '/app', viewport);
    await openAccountPage(page, viewport);
    await page.getByTestId('account-email').filter({ hasText: user.email }).waitFor();
    await page.getByText('Two-factor authentication is off.', { exact: false }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByRole('heading', { name: 'Set up your authenticator app' }).waitFor();
    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    // The SVG draws: an image that failed would be complete with no width.
    await qr.evaluate((image: HTMLImageElement) => image.decode());
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const secret = (await page.getByTestId('totp-secret').innerText()).trim();
    await expectNoAxeViolations(page);
    await screenshot(page, `account-enroll-totp-${viewport.width}`);

    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
    const codeField = page.getByLabel('6-digit code from the app');
    await codeField.fill(totp.generate() === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await page.getByRole('alert').filter({ hasText: 'That code is not right.' }).waitFor();
    const enrolCode = totp.generate();
    await codeField.fill(enrolCode);
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await page.getByText('Your authenticator app is set up. Signing in will ask for its code.', { exact: true }).first().waitFor();
    await page.getByTestId('announcer').filter({ hasText: 'Your authenticator app is set up.' }).waitFor({ state: 'attached' });
    await page.getByTestId('factor-row').filter({ hasText: 'Verified' }).waitFor();
    expect(claims((await storedSession(page))?.access_token ?? '').aal).toBe('aal2');
    await expectNoAxeViolations(page);

    // Sign out, then the password alone is not enough: the app asks for the code.
    if (viewport === DESKTOP) await page.getByRole('button', { name: 'User menu' }).click();
    else await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await page.waitForURL(`${suite().url}/`);
    await page.goto(`${suite().url}/login`);
    await signIn(page, user.email, PASSWORD);
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, `sign-in-second-factor-${viewport.width}`);
    expect(claims((await storedSession(page))?.access_token ?? '').aal).toBe('aal1');
    // The /app guard wants aal2: it sends the person back to the code.
    await page.goto(`${suite().url}/app`);
    await page.waitForURL(`${suite().url}/login`);
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();

    await page.getByLabel('Authentication code').fill(await freshCode(totp, enrolCode));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.waitForURL(`${suite().url}/app`);
    const session = await storedSession(page);
    expect(claims(session?.access_token ?? '').aal).toBe('aal2');
    expect(claims(session?.access_token ?? '').amr?.map((entry) => entry.method)).toEqual(expect.arrayContaining(['password', 'totp']));

    // Removing the factor turns two-factor sign-in off again.
    await openAccountPage(page, viewport);
    await page.getByRole('button', { name: /^Remove Authenticator app/ }).click();
    await page.getByRole('dialog', { name: 'Remove authenticator app?' }).getByRole('button', { name: 'Remove' }).click();
    await page.getByText('The authenticator app was removed.', { exact: true }).first().waitFor();
    await page.getByText('Two-factor authentication is off.', { exact: false }).waitFor();
    expect(await page.getByTestId('factor-row').count()).toBe(0);
    await page.context().close();
  });

  it('Account page: changes the password with the code mailed to confirm it, and signs out everywhere', async () => {
    const user = await confirmedUser(suite(), 'mover');
    const elsewhere = await authClientFor(suite().url).signInWithPassword({ email: user.email, password: PASSWORD });
    expect(elsewhere.error).toBeNull();
    const page = await signedInPage(suite(), user, '/app/account');
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();

    await page.getByLabel('New password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm new password').fill('abd');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Passwords do not match' }).waitFor();

    const newPassword = 'quiet rivers under glass';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    // AUTH_SECURE_PASSWORD_CHANGE: the server asks to reauthenticate, and a code comes by mail.
    await page.getByText(`we sent a verification code to ${user.email}`, { exact: false }).first().waitFor();
    await expectNoAxeViolations(page);
    const code = /^\s*(\d{6})\s*$/m.exec((await suite().mail.nextMail(user.email)).text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const codeField = page.getByLabel('Verification code from your email');
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('alert').filter({ hasText: 'That verification code is not right or has expired.' }).waitFor();
    expect((await authClientFor(suite().url).signInWithPassword({ email: user.email, password: newPassword })).error?.code).toBe('invalid_credentials');
    await codeField.fill(code);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed.', { exact: true }).first().waitFor();
    expect(await codeField.count()).toBe(0);
    expect((await authClientFor(suite().url).signInWithPassword({ email: user.email, password: newPassword })).error).toBeNull();

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.waitForURL(`${suite().url}/`);
    expect(await storedSession(page)).toBeNull();
    // The other device's session is over too.
    const refreshed = await authClientFor(suite().url).refreshSession({ refresh_token: elsewhere.data.session?.refresh_token ?? '' });
    expect(refreshed.error).not.toBeNull();
    await page.context().close();
  });

  it('a person with a verified factor and an aal1 session is kept out of /app', async () => {
    const user = await confirmedUser(suite(), 'kept-out');
    const auth = authClientFor(suite().url);
    await auth.setSession({ access_token: user.session.access_token, refresh_token: user.session.refresh_token });
    const { data: enrolled } = await auth.mfa.enroll({ factorType: 'totp' });
    const totp = new TOTP({ secret: Secret.fromBase32(enrolled?.totp.secret ?? ''), digits: 6, period: 30, algorithm: 'SHA1' });
    expect((await auth.mfa.challengeAndVerify({ factorId: enrolled?.id ?? '', code: totp.generate() })).error).toBeNull();
    const { data: signedIn } = await authClientFor(suite().url).signInWithPassword({ email: user.email, password: PASSWORD });
    expect(claims(signedIn.session?.access_token ?? '').aal).toBe('aal1');

    if (!signedIn.session) throw new Error('no session');
    const context = await signedInContext(suite(), { ...user, session: signedIn.session });
    const page = await context.newPage();
    await page.goto(`${suite().url}/app/worlds`);
    await page.waitForURL(`${suite().url}/login`);
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    // Someone else at this browser: the half-made session goes, and the Login tab is back.
    await page.getByRole('button', { name: 'Use another account' }).click();
    await page.getByRole('tab', { name: 'Login', selected: true }).waitFor();
    expect(await storedSession(page)).toBeNull();
    await context.close();
  });
});
