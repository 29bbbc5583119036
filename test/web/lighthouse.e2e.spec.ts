import { type LighthouseReport, reviewedPages, runLighthouse } from '../support/lighthouse-audit';
import { startTestApp, type TestApp } from '../support/test-app';
import { reviewedWorld } from './support/reviewed-world';

/**
 * Lighthouse 13 as an outside reviewer runs it, on the landing, the dashboard, the world list and a world's
 * page, with the mobile and the desktop presets: accessibility, best practices and SEO at 100, and no layout
 * shift above 0.05. These do not depend on the machine's speed (performance, LCP and TBT do: they are in
 * `npm run bench -- web`). One run per page and form factor, all in one chromium: about 1.5 minutes.
 */
describe('Lighthouse: accessibility, best practices, SEO and layout stability', () => {
  let app: TestApp;
  let reports: LighthouseReport[];

  beforeAll(async () => {
    app = await startTestApp();
    const { session, worldId } = await reviewedWorld(app.url);
    reports = await runLighthouse({
      pages: reviewedPages(app.url, session, worldId, ['mobile', 'desktop']),
      categories: ['accessibility', 'best-practices', 'seo'],
      audits: ['cumulative-layout-shift'],
    });
  }, 300_000);

  afterAll(async () => {
    await app?.close();
  });

  it('audits the four pages at both form factors', () => {
    expect(reports.map((report) => `${report.formFactor} ${report.name}`)).toEqual([
      'mobile /',
      'mobile /app',
      'mobile /app/worlds',
      'mobile /app/worlds/{id}',
      'desktop /',
      'desktop /app',
      'desktop /app/worlds',
      'desktop /app/worlds/{id}',
    ]);
    // Signed in, each page is the page itself, not the landing it would redirect a visitor to.
    const pages = ['/', '/app', '/app/worlds', expect.stringMatching(/^\/app\/worlds\/[0-9a-f-]{36}$/)];
    expect(reports.map((report) => new URL(report.url).pathname)).toEqual([...pages, ...pages]);
  });

  it('scores 100 in accessibility, best practices and SEO on every page (failing audits named otherwise)', () => {
    const below = reports.flatMap((report) =>
      Object.entries(report.scores)
        .filter(([, score]) => score !== 100)
        .map(([category, score]) => ({ page: `${report.formFactor} ${report.name}`, category, score, failing: report.failing[category] })),
    );
    expect(below).toEqual([]);
  });

  it('shifts no layout by more than 0.05 (CLS) on any page', () => {
    const shifts = reports.map((report) => ({ page: `${report.formFactor} ${report.name}`, cls: report.cls, why: report.clsError, warnings: report.runWarnings }));
    expect(shifts.filter(({ cls }) => cls === null || cls > 0.05)).toEqual([]);
  });
});
