import type { Page } from 'playwright-core';
import { DESKTOP, failProcedure, MOBILE, newUser, signedInContext, signedInPage, useWebSuite } from './support/web-harness';

const REVOKE_TEXT = 'Are you sure you want to revoke this API key? This action cannot be undone.';

async function createKey(page: Page, name: string, expiration = 'Never'): Promise<string> {
  await page.getByRole('button', { name: 'Create API Key' }).click();
  await page.getByLabel('Key name').fill(name);
  await page.getByLabel('Expiration').selectOption({ label: expiration });
  await page.getByRole('button', { name: 'Create Key' }).click();
  const key = page.getByTestId('new-api-key');
  await key.waitFor();
  return (await key.innerText()).trim();
}

function row(page: Page, name: string) {
  return page.getByTestId('api-key-row').filter({ has: page.getByText(name, { exact: true }) });
}

describe('API keys screen', () => {
  const suite = useWebSuite();

  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)('creates a key, shows it once with a copy button, and lists it (%s)', async (_name, viewport) => {
    const user = await newUser(suite());
    const context = await signedInContext(suite(), user, viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite().url });
    const page = await context.newPage();
    await page.goto(`${suite().url}/app/api-keys`);
    await page.getByRole('heading', { level: 1, name: 'API Keys' }).waitFor();
    await page.getByText('No API keys yet.', { exact: false }).waitFor();

    const toggle = page.getByRole('button', { name: 'Create API Key' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const createKeyButton = page.getByRole('button', { name: 'Create Key' });
    expect(await createKeyButton.isDisabled()).toBe(true);
    await page.getByLabel('Key name').fill('   ');
    expect(await createKeyButton.isDisabled()).toBe(true);
    expect(await page.getByLabel('Expiration').locator('option').allInnerTexts()).toEqual(['Never', '30 days', '90 days', '1 year']);
    await toggle.click();
    expect(await page.getByLabel('Key name').count()).toBe(0);

    const key = await createKey(page, 'Game server');
    expect(key).toMatch(/^wl_/);
    await page.getByText('this is the only time the full key is shown', { exact: false }).waitFor();
    const copy = page.getByRole('button', { name: 'Copy API key' });
    await copy.click();
    await page.getByText('Copied!', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    const listed = row(page, 'Game server');
    await listed.waitFor();
    const [stored] = await user.trpc.auth.apiKeys.list.query();
    expect(key.startsWith(stored!.key_prefix)).toBe(true);
    expect(await listed.locator('code').innerText()).toBe(`${stored!.key_prefix}…`);
    expect(await listed.locator('td[data-label="Created"] time').getAttribute('datetime')).toBe(stored!.created_at);
    expect(await listed.locator('td[data-label="Last used"]').innerText()).toContain('Never');
    expect(await listed.locator('td[data-label="Expires"]').innerText()).toContain('Never');
    expect(await listed.locator('td[data-label="Status"]').innerText()).toContain('Active');

    // Dismissed, the full key is gone for good.
    await page.getByRole('button', { name: 'I have stored it safely' }).click();
    expect(await page.getByTestId('new-api-key').count()).toBe(0);
    await page.reload();
    await listed.waitFor();
    expect(await page.getByText(key).count()).toBe(0);
    await context.close();
  });

  it.concurrent('sets the expiry from the choice, and shows when a key was last used', async () => {
    const user = await newUser(suite());
    const page = await signedInPage(suite(), user, '/app/api-keys');
    const key = await createKey(page, 'Monthly', '30 days');
    const expires = await row(page, 'Monthly').locator('td[data-label="Expires"] time').getAttribute('datetime');
    const days = (new Date(expires!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    await createKey(page, 'Yearly', '1 year');
    const yearly = await row(page, 'Yearly').locator('td[data-label="Expires"] time').getAttribute('datetime');
    expect(Math.round((new Date(yearly!).getTime() - Date.now()) / 86_400_000)).toBe(365);

    const response = await page.request.get(`${suite().url}/api/worlds`, { headers: { 'x-api-key': key } });
    expect(response.status()).toBe(200);
    await page.reload();
    await row(page, 'Monthly').locator('td[data-label="Last used"] time').waitFor();
    await page.context().close();
  });

  it.concurrent('renames and revokes active keys only, after confirmation; revoked rows are dimmed', async () => {
    const user = await newUser(suite());
    const page = await signedInPage(suite(), user, '/app/api-keys');
    await createKey(page, 'Old name');

    await page.getByRole('button', { name: 'Rename Old name' }).click();
    const input = page.getByLabel('New name for Old name');
    const save = page.getByRole('button', { name: 'Save' });
    await input.fill('  ');
    expect(await save.isDisabled()).toBe(true);
    await input.fill('Build server');
    await save.click();
    await row(page, 'Build server').waitFor();
    expect((await user.trpc.auth.apiKeys.list.query())[0]?.name).toBe('Build server');

    const dialog = page.getByRole('dialog');
    await page.getByRole('button', { name: 'Revoke Build server' }).click();
    await dialog.waitFor();
    expect(await dialog.getByText(REVOKE_TEXT, { exact: true }).count()).toBe(1);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await user.trpc.auth.apiKeys.list.query())[0]?.is_active).toBe(true);

    await page.getByRole('button', { name: 'Revoke Build server' }).click();
    await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
    const revoked = row(page, 'Build server');
    await revoked.locator('td[data-label="Status"]').getByText('Revoked').waitFor();
    expect(await revoked.getAttribute('data-active')).toBe('false');
    expect(Number(await revoked.evaluate((element) => getComputedStyle(element).opacity))).toBeLessThan(1);
    expect(await revoked.getByRole('button').count()).toBe(0);
    expect((await user.trpc.auth.apiKeys.list.query())[0]?.is_active).toBe(false);
    await page.context().close();
  });

  it.concurrent('turns server errors into the spec messages', async () => {
    const user = await newUser(suite());
    await user.trpc.auth.apiKeys.create.mutate({ name: 'Existing' });
    const page = await signedInPage(suite(), user, '/app/api-keys');
    await row(page, 'Existing').waitFor();

    await failProcedure(page, 'auth.apiKeys.create');
    await page.getByRole('button', { name: 'Create API Key' }).click();
    await page.getByLabel('Key name').fill('Doomed');
    await page.getByRole('button', { name: 'Create Key' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to create API key.' }).waitFor();

    await failProcedure(page, 'auth.apiKeys.update');
    await page.getByRole('button', { name: 'Rename Existing' }).click();
    await page.getByLabel('New name for Existing').fill('Renamed');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to update API key.' }).waitFor();
    await page.getByRole('button', { name: 'Cancel', exact: true }).last().click();

    await failProcedure(page, 'auth.apiKeys.revoke');
    await page.getByRole('button', { name: 'Revoke Existing' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to revoke API key.' }).waitFor();

    await failProcedure(page, 'auth.apiKeys.list');
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'Failed to load API keys.' }).waitFor();
    await page.context().close();
  });

  it.concurrent('explains usage with a link to the docs, and gives security tips', async () => {
    const user = await newUser(suite());
    const page = await signedInPage(suite(), user, '/app/api-keys');
    await page.getByRole('heading', { name: 'Using your key' }).waitFor();
    await page.getByText('x-api-key', { exact: true }).first().waitFor();
    await page.getByText('Never expose API keys in client-side code', { exact: false }).waitFor();
    await page.getByText('Rotate your keys every 90 days', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'API documentation' }).click();
    await page.waitForURL(`${suite().url}/app/api-docs`);
    await page.context().close();
  });
});
