/**
 * npm run story:report -- [--worlds N] [--arcs K]
 *
 * Plays N worlds (twenty themes and story ideas of our own, repeated past twenty) of K arcs each through the
 * real app with the procedural generator, on an embedded Postgres of its own (BENCH_DATABASE_URL picks another
 * server), reads their streams back and prints the story-quality figures with their definitions and goals.
 * Exits 1 when a goal is missed.
 */
import { parseArgs } from 'node:util';
import { createApp } from '../apps/api/src/app.factory';
import { loadConfig } from '../apps/api/src/app.config';
import { createBenchDatabase } from '../test/bench/bench-database';
import { formatStoryReport, playStoryReport } from '../test/story/story-report';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { worlds: { type: 'string', default: '20' }, arcs: { type: 'string', default: '2' } } });
  const worlds = Number(values.worlds);
  const arcs = Number(values.arcs);
  if (!Number.isInteger(worlds) || worlds < 1 || !Number.isInteger(arcs) || arcs < 1) {
    console.error('Usage: npm run story:report -- [--worlds N] [--arcs K] (whole numbers from 1)');
    process.exit(2);
  }
  const database = await createBenchDatabase();
  const config = loadConfig({ LOG_LEVEL: 'error', DATABASE_URL: database.url, STORY_GENERATOR: 'procedural' });
  const app = await createApp({ config, databaseUrl: database.url });
  try {
    await app.listen(0, '127.0.0.1');
    const report = await playStoryReport(app, { worlds, arcs });
    console.log(formatStoryReport(report));
    if (!report.met) process.exitCode = 1;
  } finally {
    await app.close();
    await database.dispose();
  }
}

void main();
