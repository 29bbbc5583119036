import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { type BeatGenerated, evolve, type ExistingWorld, initialState, upcastStoredEvent, type WorldDomainEvent, type WorldState, worldStreamId } from '@worldloom/domain';
import { EVENT_STORE, type EventStore } from '../../apps/api/src/platform/event-store/event-store.port';
import { STORY_WORLDS, type StoryWorldSpec } from '../../apps/api/src/modules/story-generator/procedural/story-harness.test-support';
import { type ArcRecord, type BeatRecord, type StoryFigures, storyFigures, type StoryRecord } from '../../apps/api/src/modules/story-generator/procedural/story-metrics';
import { signUpUser } from '../support/test-app';

type Trpc = Awaited<ReturnType<typeof signUpUser>>['trpc'];

/** The goals of issue "A story that holds together", as the report checks them. */
export const STORY_GOALS = {
  ideaUptake: 0.6,
  narratedChanges: 0.9,
  witnessesRecorded: 0.95,
  contradictions: 0,
  continuityViolations: 0,
  overlap: 0.35,
} as const;

export interface StoryReport {
  readonly worlds: number;
  readonly arcs: number;
  readonly beats: number;
  readonly figures: StoryFigures;
  readonly rows: readonly ReportRow[];
  readonly met: boolean;
}

export interface ReportRow {
  readonly figure: string;
  readonly value: string;
  readonly goal: string;
  readonly met: boolean;
  readonly definition: string;
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** Plays `worlds` worlds of `arcs` arcs each through the real app over tRPC, then reads their streams back and measures them. */
export async function playStoryReport(app: NestExpressApplication, options: { worlds: number; arcs: number }): Promise<StoryReport> {
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const { trpc } = await signUpUser(url);
  const store = app.get<EventStore>(EVENT_STORE);
  const specs = Array.from({ length: options.worlds }, (_, index) => STORY_WORLDS[index % STORY_WORLDS.length]!);
  const stories: StoryRecord[] = [];
  for (const spec of specs) {
    const worldId = await playWorld(trpc, spec, options.arcs);
    stories.push(storyRecordOf(await readWorld(store, worldId)));
  }
  const figures = storyFigures(stories);
  const rows = reportRows(figures);
  return {
    worlds: stories.length,
    arcs: stories.reduce((sum, story) => sum + story.arcs.length, 0),
    beats: stories.reduce((sum, story) => sum + story.arcs.reduce((beats, arc) => beats + arc.beats.length, 0), 0),
    figures,
    rows,
    met: rows.every((row) => row.met),
  };
}

async function playWorld(trpc: Trpc, spec: StoryWorldSpec, arcs: number): Promise<string> {
  const world = await trpc.world.create.mutate({ name: spec.name, description: spec.description });
  await trpc.world.seedWorld.mutate({ worldId: world.id });
  for (let waited = 0; (await trpc.character.list.query({ worldId: world.id })).length === 0; waited += 20) {
    if (waited > 30_000) throw new Error(`${spec.name} was not seeded within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  for (let index = 0; index < arcs; index += 1) {
    const arc = await trpc.world.createNewArc.mutate({ worldId: world.id, storyIdea: spec.ideas[index % spec.ideas.length] ?? null });
    for (let beat = 1; ; beat += 1) {
      for (const event of spec.events?.[beat] ?? []) {
        await trpc.world.recordWorldEvent.mutate({ world_id: world.id, event_type: event.event_type, impact_level: event.impact_level, description: event.description });
      }
      if (!(await trpc.world.progressArc.mutate({ worldId: world.id, arcId: arc.id }))) break;
    }
  }
  return world.id;
}

async function readWorld(store: EventStore, worldId: string): Promise<WorldDomainEvent[]> {
  const recorded = await store.readStream(worldStreamId(worldId));
  return recorded.map((event) => upcastStoredEvent(event));
}

function existing(state: WorldState): ExistingWorld {
  if (state.status === 'none') throw new Error('The stream does not start with WorldCreated');
  return state;
}

/** A world's story as its stream tells it: the seeded world, then each arc's beats with the world before and after each. */
export function storyRecordOf(events: readonly WorldDomainEvent[]): StoryRecord {
  let state: WorldState = initialState();
  let seeded: ExistingWorld | null = null;
  const arcs: (ArcRecord & { beats: BeatRecord[] })[] = [];
  for (const event of events) {
    const before = state;
    state = evolve(state, event);
    if (event.type === 'WorldSeeded') seeded = existing(state);
    if (event.type === 'ArcStarted') {
      arcs.push({ idea: event.data.storyIdea, detailedDescription: event.data.detailedDescription, beats: [], end: existing(state) });
    }
    const arc = arcs.at(-1);
    if (arc === undefined) continue;
    if (event.type === 'BeatGenerated') {
      const beat: BeatGenerated = event;
      arc.beats.push({ index: beat.data.beat.index, description: beat.data.beat.description, event: beat, before: existing(before), after: existing(state) });
    }
    arc.end = existing(state);
  }
  if (seeded === null) throw new Error('The world was never seeded');
  return { seeded, arcs };
}

function reportRows(figures: StoryFigures): ReportRow[] {
  const goals = STORY_GOALS;
  return [
    {
      figure: 'idea uptake',
      value: `${percent(figures.ideaUptake.share)} (${figures.ideaUptake.hits}/${figures.ideaUptake.total})`,
      goal: `≥ ${percent(goals.ideaUptake)}`,
      met: figures.ideaUptake.share >= goals.ideaUptake,
      definition: "share of the story ideas' content words (nouns, verbs, adjectives; stop words out) that the arc's prose takes up, the quoted idea excluded",
    },
    {
      figure: 'narrated changes',
      value: `${percent(figures.narratedChanges.share)} (${figures.narratedChanges.hits}/${figures.narratedChanges.total})`,
      goal: `≥ ${percent(goals.narratedChanges)}`,
      met: figures.narratedChanges.share >= goals.narratedChanges,
      definition: "share of the entities a beat changes (status, place, faction, stance, territory, description, doctrine, leader, motivations, ties, newcomers) that the beat's description names",
    },
    {
      figure: 'witnesses recorded',
      value: `${percent(figures.witnessesRecorded.share)} (${figures.witnessesRecorded.hits}/${figures.witnessesRecorded.total})`,
      goal: `≥ ${percent(goals.witnessesRecorded)}`,
      met: figures.witnessesRecorded.share >= goals.witnessesRecorded,
      definition: 'share of the characters a beat names (and who could be there) who have that beat in story_beats_witnessed',
    },
    {
      figure: 'contradictions',
      value: String(figures.contradictions),
      goal: '0',
      met: figures.contradictions === goals.contradictions,
      definition: "contradictions the domain's coherence judge finds in the seeded world and in the world after every beat",
    },
    {
      figure: 'continuity violations',
      value: String(figures.continuityViolations),
      goal: '0',
      met: figures.continuityViolations === goals.continuityViolations,
      definition: 'characters deceased or missing at the end of an arc who act, move, remember or witness in a later arc before a beat finds them',
    },
    {
      figure: 'same-beat word overlap',
      value: `mean ${percent(figures.overlap.mean)}, worst ${percent(figures.overlap.worst)} (beat ${figures.overlap.worstBeat})`,
      goal: `mean ≤ ${percent(goals.overlap)}`,
      met: figures.overlap.mean <= goals.overlap,
      definition: "mean pairwise Jaccard similarity of the word sets of the same beat index across the worlds' first arcs, every entity name removed, stop words kept",
    },
  ];
}

export function formatStoryReport(report: StoryReport): string {
  const width = Math.max(...report.rows.map((row) => row.figure.length));
  const valueWidth = Math.max(...report.rows.map((row) => row.value.length));
  const lines = report.rows.map((row) => `${row.figure.padEnd(width)}  ${row.value.padEnd(valueWidth)}  goal ${row.goal.padEnd(8)}  ${row.met ? 'met' : 'MISSED'}`);
  const definitions = report.rows.map((row) => `  ${row.figure}: ${row.definition}`);
  return [
    `Story report: ${report.worlds} worlds, ${report.arcs} arcs, ${report.beats} beats, through the app with the procedural generator`,
    '',
    ...lines,
    '',
    'Definitions:',
    ...definitions,
  ].join('\n');
}
