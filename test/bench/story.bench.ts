import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createApp } from '../../apps/api/src/app.factory';
import { ProceduralStoryGenerator } from '../../apps/api/src/modules/story-generator/procedural/procedural-story-generator';
import { loadConfig } from '../../apps/api/src/app.config';
import { countTokens, PROMPT_TOKEN_BUDGET } from '../../apps/api/src/modules/story-generator/langchain/prompt-budget';
import { generateBeatPrompt } from '../../apps/api/src/modules/story-generator/langchain/prompts';
import { longHistoryWorld } from '../../apps/api/src/modules/story-generator/langchain/story-world.test-support';
import { GeneratedBeat } from '@worldloom/contracts';
import { z } from 'zod';
import { signUpUser } from '../support/test-app';
import { createBenchDatabase } from './bench-database';
import { type BenchRow, formatTable, milliseconds, percentile, ratio } from './bench-report';

const WORLDS = 20;
const STATE_READS = 300;

type Trpc = Awaited<ReturnType<typeof signUpUser>>['trpc'];

/** `npm run bench -- story`: seeding, a whole arc, and reading a world's state, through the real app over HTTP. */
export async function run(): Promise<void> {
  const database = await createBenchDatabase();
  const config = loadConfig({ LOG_LEVEL: 'error', DATABASE_URL: database.url });
  const app = await createApp({ config, databaseUrl: database.url });
  try {
    await app.listen(0, '127.0.0.1');
    const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    const { trpc } = await signUpUser(url);
    console.log(`Story benchmark: the app over tRPC on ${database.server}\n`);
    const seeding = await measureSeeding(trpc);
    const arc = await measureArc(trpc);
    const state = await measureState(trpc, arc.worldId);
    const rows = [...seeding, ...arc.rows, ...state, ...measurePrompt()];
    console.log(`${formatTable(rows)}\n`);
    if (rows.some((row) => row.met === false)) process.exitCode = 1;
  } finally {
    await app.close();
    await database.dispose();
  }
}

async function seedAndWait(trpc: Trpc, index: number): Promise<{ worldId: string; ms: number }> {
  const world = await trpc.world.create.mutate({ name: `Bench ${index}`, description: 'Frozen northern wastes' });
  const started = performance.now();
  await trpc.world.seedWorld.mutate({ worldId: world.id });
  for (;;) {
    const characters = await trpc.character.list.query({ worldId: world.id });
    if (characters.length > 0) return { worldId: world.id, ms: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

async function measureSeeding(trpc: Trpc): Promise<BenchRow[]> {
  const durations: number[] = [];
  for (let index = 0; index < WORLDS; index++) durations.push((await seedAndWait(trpc, index)).ms);
  durations.sort((a, b) => a - b);
  // Baseline: the procedural generator alone, for the same kind of world, in this process.
  const generator = new ProceduralStoryGenerator();
  const generationMs: number[] = [];
  for (let index = 0; index < WORLDS; index++) {
    const world = { id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, name: `Bench ${index}`, description: 'Frozen northern wastes' };
    const started = performance.now();
    const { output: locations } = await generator.seedLocations({ world });
    const briefs = locations.locations.map(({ name, type, status, description, tags, region }) => ({ name, type, status, description, tags, region }));
    const { output: factions } = await generator.seedFactions({ world, locations: briefs });
    await generator.seedCharacters({ world, locations: briefs, factions: factions.factions });
    generationMs.push(performance.now() - started);
  }
  generationMs.sort((a, b) => a - b);
  const p50 = percentile(durations, 0.5);
  const p95 = percentile(durations, 0.95);
  const base50 = percentile(generationMs, 0.5);
  return [
    { measure: `seed a world, request → seeded (p50, ${WORLDS} worlds)`, worldloom: milliseconds(p50), baseline: `${milliseconds(base50)} generation only`, ratio: ratio(p50 / base50), goal: 'p50 ≤ 250 ms', met: p50 <= 250 },
    { measure: 'seed a world (p95)', worldloom: milliseconds(p95), baseline: milliseconds(percentile(generationMs, 0.95)), ratio: '-', goal: '-' },
  ];
}

const ARCS = 5;

async function playArc(trpc: Trpc, worldId: string): Promise<number> {
  const started = performance.now();
  const arc = await trpc.world.createNewArc.mutate({ worldId, storyIdea: 'A thaw that should not be' });
  let beats = 0;
  while (await trpc.world.progressArc.mutate({ worldId, arcId: arc.id })) beats++;
  const total = performance.now() - started;
  if (beats !== 14) throw new Error(`expected 14 progressed beats, got ${beats}`);
  return total;
}

/** A whole arc on each of ARCS fresh seeded worlds, after one arc that warms the code paths up (a server runs warm). */
async function measureArc(trpc: Trpc): Promise<{ rows: BenchRow[]; worldId: string }> {
  const warmUp = await seedAndWait(trpc, WORLDS);
  const cold = await playArc(trpc, warmUp.worldId);
  const totals: number[] = [];
  let worldId = warmUp.worldId;
  for (let index = 1; index <= ARCS; index++) {
    ({ worldId } = await seedAndWait(trpc, WORLDS + index));
    totals.push(await playArc(trpc, worldId));
  }
  totals.sort((a, b) => a - b);
  const median = percentile(totals, 0.5);
  return {
    worldId,
    rows: [
      { measure: `whole arc: createNewArc + 15 progressArc (median of ${ARCS} worlds)`, worldloom: milliseconds(median), baseline: `${milliseconds(cold)} first arc (cold)`, ratio: ratio(median / cold), goal: '≤ 400 ms', met: median <= 400 },
      { measure: 'whole arc, slowest of them', worldloom: milliseconds(totals.at(-1) ?? 0), baseline: '-', ratio: '-', goal: '-' },
    ],
  };
}

/** The LLM path's beat prompt for a world of 40 locations and 30 characters with 13 beats of history, in tokens. */
function measurePrompt(): BenchRow[] {
  const { story } = longHistoryWorld();
  const started = performance.now();
  const prompt = generateBeatPrompt(story.beatInput());
  const built = performance.now() - started;
  const tokens = countTokens(prompt.system) + countTokens(prompt.human);
  const schema = countTokens(JSON.stringify(z.toJSONSchema(GeneratedBeat)));
  return [
    { measure: 'beat prompt, 40 locations / 30 characters: tokens', worldloom: tokens.toLocaleString('en-US'), baseline: `${PROMPT_TOKEN_BUDGET.toLocaleString('en-US')} budget`, ratio: ratio(tokens / PROMPT_TOKEN_BUDGET), goal: '≤ 12,000', met: tokens <= 12_000 },
    { measure: 'reference: the answer schema sent beside it: tokens', worldloom: schema.toLocaleString('en-US'), baseline: '-', ratio: '-', goal: '-' },
    { measure: 'reference: building that prompt (first, tokenizer load included)', worldloom: milliseconds(built), baseline: '-', ratio: '-', goal: '-' },
  ];
}

async function medianLatency(call: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let index = 0; index < STATE_READS; index++) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  return percentile(samples.sort((a, b) => a - b), 0.5);
}

async function measureState(trpc: Trpc, worldId: string): Promise<BenchRow[]> {
  const baseline = await medianLatency(() => trpc.world.list.query());
  const state = await medianLatency(() => trpc.world.getWorldState.query({ worldId }));
  return [
    {
      measure: 'world.getWorldState, seeded world, complete arc (median)',
      worldloom: milliseconds(state),
      baseline: `${milliseconds(baseline)} world.list`,
      ratio: ratio(state / baseline),
      goal: '-',
    },
  ];
}
