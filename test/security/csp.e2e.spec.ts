import type { Page, Response } from 'playwright-core';
import { authClientFor } from '../support/test-app';
import { createWorld, newUser, populate, signedInPage, startArc, useWebSuite, visitorPage } from '../web/support/web-harness';

/** The CSP of the page a navigation answered with. */
function policyOf(response: Response | null): string {
  return response?.headers()['content-security-policy'] ?? '';
}

async function goto(page: Page, url: string): Promise<string> {
  return policyOf(await page.goto(url));
}

/**
 * The whole app under its Content-Security-Policy (issue 14): every main screen, the landing video, the sounds,
 * Swagger UI, and the auth form's banner for a rate-limited sign-in. useWebSuite fails the file on any
 * violation a page reports; each test also checks that the page really carried the policy.
 */
describe('the app under its Content-Security-Policy', () => {
  const suite = useWebSuite();

  it('plays the landing video, signs up through the form and reaches /app with no violation', async () => {
    const page = await visitorPage(suite(), '/');
    await page.getByRole('button', { name: 'Begin Your Journey' }).waitFor();
    await page.waitForFunction(() => {
      const video = document.querySelector('video');
      return video !== null && video.currentTime > 0.2 && !video.paused;
    });
    expect(policyOf(await page.reload())).toMatch(/script-src 'self' 'sha256-[^']+'/);
    await page.getByRole('button', { name: 'Begin Your Journey' }).click();
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Email').fill(`csp-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple');
    await page.getByLabel('Confirm Password').fill('correct horse battery staple');
    await page.getByRole('button', { name: 'Sign Up' }).last().click();
    await page.waitForURL(`${suite().url}/app`);
    await page.getByRole('heading', { name: 'Welcome to Worldloom' }).waitFor();
    expect(suite().cspViolations).toEqual([]);
    await page.context().close();
  });

  it('walks the signed-in screens, a world with its arc and History view, and loads the sounds', async () => {
    const user = await newUser(suite(), 'csp');
    const world = await createWorld(user, 'Emberwake', 'A volcanic archipelago of glass-smiths');
    await populate(user, world.id);
    const arc = await startArc(user, world.id);
    await user.trpc.world.progressArc.mutate({ worldId: world.id, arcId: arc.id });

    const page = await signedInPage(suite(), user, '/app');
    await page.getByRole('heading', { name: 'Welcome to Worldloom' }).waitFor();
    // The first interaction loads howler and the nine effects (fetched and decoded: connect-src and media-src).
    await page.getByRole('heading', { name: 'Welcome to Worldloom' }).click();
    await page.waitForFunction(() => {
      const howls = (window as unknown as { Howler?: { _howls: Array<{ state(): string }> } }).Howler?._howls ?? [];
      return howls.length >= 9 && howls.every((howl) => howl.state() === 'loaded');
    });

    expect(await goto(page, `${suite().url}/app/worlds`)).toContain("frame-ancestors 'none'");
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText('Emberwake').first().waitFor();
    await goto(page, `${suite().url}/app/worlds/${world.id}`);
    await page.getByRole('heading', { name: 'Emberwake' }).first().waitFor();
    await page.getByText('Emberfall').first().waitFor();
    await goto(page, `${suite().url}/app/worlds/${world.id}?history=true`);
    await page.getByText(/Arc started|ArcStarted|Beat/).first().waitFor();
    await goto(page, `${suite().url}/app/api-keys`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await goto(page, `${suite().url}/app/api-docs`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(suite().cspViolations).toEqual([]);
    await page.context().close();
  });

  it('renders Swagger UI at /api/docs from local assets and opens an operation, with no violation', async () => {
    const page = await visitorPage(suite(), '/api/docs');
    const policy = policyOf(await page.reload());
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-inline');
    await page.locator('.swagger-ui .opblock-summary').first().waitFor();
    await page.locator('.swagger-ui .opblock-summary').first().click();
    await page.locator('.swagger-ui .opblock-body').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(suite().cspViolations).toEqual([]);
    await page.context().close();
  });

  it('shows a rate-limited sign-in (429) as the auth form banner, in the server\'s words', async () => {
    const user = await newUser(suite(), 'limited');
    const auth = authClientFor(suite().url);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const { error } = await auth.signInWithPassword({ email: user.email, password: `wrong password ${attempt}` });
      expect(error?.status).toBe(400);
    }
    const page = await visitorPage(suite(), '/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple');
    await page.getByRole('button', { name: 'Login' }).last().click();
    await page.getByRole('alert').filter({ hasText: /Request rate limit reached: too many failed sign-ins\. Try again in \d+ minutes\./ }).waitFor();
    expect(suite().cspViolations).toEqual([]);
    await page.context().close();
  });
});
