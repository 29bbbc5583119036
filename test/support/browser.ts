import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium';

/** Debian's chromium with the flags this closed network needs; Playwright gives every launch a fresh temporary profile. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: [...CHROMIUM_FLAGS] });
}
