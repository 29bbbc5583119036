import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { createApp } from '../../apps/api/src/app.factory';
import { loadConfig } from '../../apps/api/src/app.config';
import { type FormFactor, type LighthouseReport, reviewedPages, runLighthouse } from '../support/lighthouse-audit';
import { reviewedWorld } from '../web/support/reviewed-world';
import { createBenchDatabase } from './bench-database';
import { type BenchRow, formatTable, percentile } from './bench-report';

/**
 * `npm run bench -- web` (last): Lighthouse 13 on `/`, `/app`, `/app/worlds` and a world's page, mobile
 * (Lighthouse's default preset: simulated slow 4G and 4× CPU) and desktop, 3 runs each, every page audited
 * once per run before the next run starts. Medians per page; goals on mobile: performance >= 90, LCP <= 2.5 s,
 * TBT <= 200 ms. The figures depend on the machine, which is why they are here and not in `npm test`.
 */
const DIST = resolve(__dirname, '../../apps/web/dist');
/** 3 unless BENCH_LIGHTHOUSE_RUNS says otherwise (1 for a quick look while working). */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const FORM_FACTORS: readonly FormFactor[] = ['mobile', 'desktop'];
const GOALS = { performance: 90, lcpMs: 2500, tbtMs: 200 } as const;

export async function run(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) {
    print('apps/web/dist is missing: building it');
    execFileSync('npm', ['run', 'build', '-w', '@worldloom/web'], { stdio: 'inherit', cwd: resolve(__dirname, '../..') });
  }
  const database = await createBenchDatabase();
  const config = loadConfig({ LOG_LEVEL: 'error', DATABASE_URL: database.url });
  const app = await createApp({ config, databaseUrl: database.url });
  try {
    await app.listen(0, '127.0.0.1');
    const origin = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    const { session, worldId } = await reviewedWorld(origin);
    print(`\nLighthouse benchmark: 4 pages x ${FORM_FACTORS.join(' and ')}, ${RUNS} runs, Debian chromium; load average ${loadAverage()}\n`);
    const reports: LighthouseReport[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      const runReports = await runLighthouse({
        pages: reviewedPages(origin, session, worldId, FORM_FACTORS),
        categories: ['performance', 'accessibility', 'best-practices', 'seo'],
        reportDir: resolve(__dirname, `../../test-results/lighthouse/run-${index + 1}`),
      });
      for (const report of runReports) print(`  run ${index + 1} ${describe(report)}`);
      reports.push(...runReports);
    }
    print(`\nLoad average after the runs: ${loadAverage()}\n`);
    const rows = medians(reports);
    print(`${formatTable(rows)}\n`);
    if (rows.some((row) => row.met === false)) process.exitCode = 1;
  } finally {
    await app.close();
    await database.dispose();
  }
}

function medians(reports: readonly LighthouseReport[]): BenchRow[] {
  const keys = [...new Set(reports.map((report) => `${report.formFactor} ${report.name}`))];
  return keys.flatMap((key) => {
    const runs = reports.filter((report) => `${report.formFactor} ${report.name}` === key);
    const median = (values: (number | null)[]) => percentile(values.filter((value): value is number => value !== null).sort((a, b) => a - b), 0.5);
    const score = (category: string) => median(runs.map((run) => run.scores[category] ?? null));
    const performance = score('performance');
    const lcp = median(runs.map((run) => run.lcpMs));
    const tbt = median(runs.map((run) => run.tbtMs));
    const cls = median(runs.map((run) => run.cls));
    const mobile = runs[0]!.formFactor === 'mobile';
    const others = `a11y ${score('accessibility')}, BP ${score('best-practices')}, SEO ${score('seo')}, CLS ${cls.toFixed(3)}`;
    return [
      {
        measure: `${key}: performance (median of ${runs.length})`,
        worldloom: String(performance),
        baseline: runs.map((run) => run.scores.performance).join(' / '),
        ratio: others,
        goal: mobile ? `>= ${GOALS.performance}` : '-',
        ...(mobile ? { met: performance >= GOALS.performance } : {}),
      },
      {
        measure: `${key}: LCP`,
        worldloom: seconds(lcp),
        baseline: runs.map((run) => seconds(run.lcpMs ?? Number.NaN)).join(' / '),
        ratio: '-',
        goal: mobile ? `<= ${seconds(GOALS.lcpMs)}` : '-',
        ...(mobile ? { met: lcp <= GOALS.lcpMs } : {}),
      },
      {
        measure: `${key}: TBT`,
        worldloom: `${Math.round(tbt)} ms`,
        baseline: runs.map((run) => `${Math.round(run.tbtMs ?? Number.NaN)}`).join(' / '),
        ratio: '-',
        goal: mobile ? `<= ${GOALS.tbtMs} ms` : '-',
        ...(mobile ? { met: tbt <= GOALS.tbtMs } : {}),
      },
    ];
  });
}

function describe(report: LighthouseReport): string {
  const scores = Object.entries(report.scores)
    .map(([category, score]) => `${category} ${score}`)
    .join(', ');
  const lcp = report.lcpMs === null ? '-' : seconds(report.lcpMs);
  const failing = Object.entries(report.failing)
    .filter(([category, audits]) => category !== 'performance' && audits.length > 0)
    .map(([category, audits]) => `\n      ${category} failing: ${audits.join('; ')}`)
    .join('');
  return `${report.formFactor.padEnd(7)} ${report.name.padEnd(17)} ${scores}; LCP ${lcp}, TBT ${Math.round(report.tbtMs ?? 0)} ms, CLS ${report.cls?.toFixed(3)}; LCP element ${report.lcpElement ?? '-'}${failing}`;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}

function print(line: string): void {
  console.log(line);
}
