import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config as DesktopConfig, Flags, RunnerResult } from 'lighthouse' with { 'resolution-mode': 'import' };
import type { Browser, Page } from 'puppeteer-core';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium';
import type { LighthouseJob, LighthouseReport } from './lighthouse-audit';

/**
 * Runs Lighthouse on the pages of one job, in one Debian chromium driven by puppeteer-core (a fresh
 * profile), and prints one JSON line per page. Its own process: Lighthouse is ESM-only and jest is not.
 */
async function main(): Promise<void> {
  const job = JSON.parse(process.argv[2] ?? '') as LighthouseJob;
  const lighthouse = await import('lighthouse');
  const puppeteer = await import('puppeteer-core');
  const profile = mkdtempSync(join(tmpdir(), 'worldloom-lighthouse-'));
  let browser: Browser | undefined;
  try {
    browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: false, args: [...CHROMIUM_FLAGS], userDataDir: profile });
    for (const audit of job.pages) {
      // A trace Lighthouse failed to record (NO_NAVSTART and the like: "Please run Lighthouse again") measures
      // nothing about the page; it is run again, up to twice. Every other finding stands as it is.
      for (let attempt = 1; ; attempt += 1) {
        const result = await auditOnce(browser, job, audit, lighthouse);
        if (attempt === 3 || !traceFailed(result)) {
          process.stdout.write(`${JSON.stringify(report(audit.name, audit.formFactor, result))}\n`);
          if (job.reportDir) saveReport(job.reportDir, audit, result);
          break;
        }
      }
    }
  } finally {
    await browser?.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

function traceFailed({ lhr }: RunnerResult): boolean {
  return Object.values(lhr.audits).some((audit) => /run Lighthouse again/i.test(audit.errorMessage ?? '')) || lhr.runtimeError !== undefined;
}

/** Lighthouse's entry: the runner (default) and the desktop preset. */
interface LighthouseModule {
  readonly default: (url: string, flags: Flags, config: DesktopConfig | undefined, page: Page) => Promise<RunnerResult | undefined>;
  readonly desktopConfig: DesktopConfig;
}

async function auditOnce(browser: Browser, job: LighthouseJob, audit: LighthouseJob['pages'][number], run: LighthouseModule): Promise<RunnerResult> {
  const page = await browser.newPage();
  const { storage } = audit;
  if (storage) {
    // Set before any script of the page runs, after Lighthouse has cleared the origin's storage and cache.
    await page.evaluateOnNewDocument(
      (origin, key, value) => {
        if (location.origin === origin) localStorage.setItem(key, value);
      },
      new URL(audit.url).origin,
      storage.key,
      storage.value,
    );
  }
  const flags: Flags = {
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...job.categories],
    ...(job.audits ? { onlyAudits: [...job.audits] } : {}),
  };
  const config = audit.formFactor === 'desktop' ? run.desktopConfig : undefined;
  const result = await run.default(audit.url, flags, config, page);
  if (!result) throw new Error(`Lighthouse gave no result for ${audit.url}`);
  await page.close();
  return result;
}

function report(name: string, formFactor: LighthouseReport['formFactor'], { lhr }: RunnerResult): LighthouseReport {
  const scores: Record<string, number | null> = {};
  const failing: Record<string, string[]> = {};
  for (const [id, category] of Object.entries(lhr.categories)) {
    scores[id] = category.score === null ? null : Math.round(category.score * 100);
    failing[id] = category.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title ?? ''} ${lhr.audits[ref.id]?.displayValue ?? ''}`.trim());
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const lcpElement = lhr.audits['lcp-breakdown-insight']?.details;
  return {
    name,
    formFactor,
    url: lhr.finalDisplayedUrl,
    scores,
    failing,
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    lcpElement: lcpElement ? JSON.stringify(lcpElement).match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1] ?? null : null,
    runWarnings: lhr.runWarnings,
    clsError: lhr.audits['cumulative-layout-shift']?.errorMessage ?? null,
  };
}

/** The whole Lighthouse result as JSON, for a look at what an audit found. */
function saveReport(dir: string, audit: LighthouseJob['pages'][number], { lhr }: RunnerResult): void {
  mkdirSync(dir, { recursive: true });
  const file = `${audit.formFactor}-${audit.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing'}.json`;
  writeFileSync(join(dir, file), JSON.stringify(lhr));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
