import { startTestApp, type TestApp } from '../support/test-app';
import { formatStoryReport, playStoryReport, STORY_GOALS } from './story-report';

/** A small `npm run story:report` in every `npm test`: the figures hold their goals through the real app. */
describe('story report (3 worlds × 2 arcs, through the app)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ STORY_GENERATOR: 'procedural' });
  });

  afterAll(async () => {
    await app.close();
  });

  it('meets every goal: idea uptake, narrated changes, witnesses, no contradiction, continuity, variety', async () => {
    const report = await playStoryReport(app.app, { worlds: 3, arcs: 2 });
    process.stdout.write(`${formatStoryReport(report)}\n`);
    expect(report.arcs).toBe(6);
    expect(report.beats).toBe(6 * 15);
    const { figures } = report;
    expect(figures.ideaUptake.share).toBeGreaterThanOrEqual(STORY_GOALS.ideaUptake);
    expect(figures.narratedChanges.share).toBeGreaterThanOrEqual(STORY_GOALS.narratedChanges);
    expect(figures.witnessesRecorded.share).toBeGreaterThanOrEqual(STORY_GOALS.witnessesRecorded);
    expect(figures.contradictions).toBe(0);
    expect(figures.continuityViolations).toBe(0);
    expect(figures.overlap.mean).toBeLessThanOrEqual(STORY_GOALS.overlap);
    expect(report.met).toBe(true);
  }, 120_000);
});
