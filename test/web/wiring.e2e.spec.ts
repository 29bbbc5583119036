import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';

describe('the web app proves the wiring', () => {
  let testApp: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
    testApp = await startTestApp();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  it('signs up through auth-js, then creates and lists worlds over tRPC', async () => {
    const page = await browser.newPage();
    await page.goto(testApp.url);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Email').fill(`web-${randomUUID()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('a long enough password');
    await page.getByLabel('Confirm Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await page.getByRole('heading', { name: 'Your Story Worlds' }).waitFor();
    await page.getByPlaceholder('The Enchanted Kingdom').fill('Glasswater');
    await page.getByPlaceholder('Describe your world...').fill('A drowned city under a glass sky');
    await page.getByRole('button', { name: 'Create World' }).click();
    await page.getByRole('heading', { name: 'Glasswater' }).waitFor();
    expect(await page.getByText('1 world', { exact: true }).count()).toBe(1);

    // The session persists: after a reload the user is still signed in and sees the world.
    await page.reload();
    await page.getByRole('heading', { name: 'Glasswater' }).waitFor();
  });

  it('shows the spec message when the passwords do not match, and makes no call', async () => {
    const page = await browser.newPage();
    const authCalls: string[] = [];
    page.on('request', (request) => request.url().includes('/auth/v1/signup') && authCalls.push(request.url()));
    await page.goto(testApp.url);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Email').fill(`web-${randomUUID()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('one password');
    await page.getByLabel('Confirm Password').fill('another password');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('alert').filter({ hasText: 'Passwords do not match' }).waitFor();
    expect(authCalls).toEqual([]);
  });

  it('shows the server message for a wrong password', async () => {
    const page = await browser.newPage();
    await page.goto(testApp.url);
    await page.getByLabel('Email').fill(`nobody-${randomUUID()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('wrong password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid login credentials' }).waitFor();
  });

  it('redirects an unknown path to /', async () => {
    const page = await browser.newPage();
    await page.goto(`${testApp.url}/no/such/page`);
    await page.waitForURL(`${testApp.url}/`);
  });
});
