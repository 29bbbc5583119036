import { type Browser, chromium } from 'playwright-core';

/**
 * Debian's chromium, never a downloaded one, with the flags this closed network needs. Playwright gives
 * every launch a fresh temporary profile of its own.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
