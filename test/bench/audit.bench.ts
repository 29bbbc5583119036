import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { LOCATION_STATUS_TRANSITIONS, type LocationStatus } from '@worldloom/contracts';
import {
  type ExistingWorld,
  type WorldCommand,
  worldDecider,
  type WorldDomainEvent,
  worldEventSchemaVersions,
  type WorldState,
  worldStreamId,
} from '@worldloom/domain';
import { Pool } from 'pg';
import { appProjections } from '../../apps/api/src/app.module';
import { diffSnapshots } from '../../apps/api/src/modules/audit/snapshot/world-diff';
import { worldHistory } from '../../apps/api/src/modules/audit/history/world-history';
import { GetWorldStateAtHandler } from '../../apps/api/src/modules/audit/queries/get-world-state-at/get-world-state-at.handler';
import { GetWorldStateAtQuery } from '../../apps/api/src/modules/audit/queries/get-world-state-at/get-world-state-at.query';
import { AsideRebuild } from '../../apps/api/src/modules/audit/rebuild/projection-rebuild';
import { WorldStreamReader } from '../../apps/api/src/modules/audit/stream/world-stream.reader';
import { toWorldStreamEvent } from '../../apps/api/src/modules/audit/stream/stored-event';
import { WorldTimeline } from '../../apps/api/src/modules/audit/stream/world-timeline';
import type { NewEvent } from '../../apps/api/src/platform/event-store/event-store.port';
import { PostgresEventStore } from '../../apps/api/src/platform/event-store/postgres-event-store';
import { createBenchDatabase } from './bench-database';
import { type BenchRow, formatTable, milliseconds, percentile, perSecond } from './bench-report';

/**
 * `npm run bench -- audit`: every projection rebuilt from position 0 (the projections:rebuild path) over a
 * log of WORLDS worlds of EVENTS_PER_WORLD events each, and the state of one such world at revisions across
 * its whole stream (read, upcast, fold, map: the audit.stateAt path).
 */
const WORLDS = 5;
const EVENTS_PER_WORLD = 10_000;
const APPEND_CHUNK = 500;
const STATE_SAMPLES = 40;
const REBUILD_GOAL = 25_000;
const STATE_GOAL_MS = 100;

export async function run(): Promise<void> {
  const database = await createBenchDatabase();
  const pool = new Pool({ connectionString: database.url, max: 8 });
  pool.on('error', () => undefined);
  const store = new PostgresEventStore(pool, database.url);
  try {
    const version = (await pool.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version;
    console.log(`Audit benchmark: PostgreSQL ${version ?? '?'} (${database.server})`);
    const started = performance.now();
    const worlds = [];
    for (let index = 0; index < WORLDS; index++) worlds.push(await writeWorld(store, index));
    const total = worlds.length * EVENTS_PER_WORLD;
    console.log(`Wrote ${WORLDS} worlds of ${EVENTS_PER_WORLD.toLocaleString('en-US')} events in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    const rows = [...(await measureRebuilds(pool, store, total)), ...(await measureStateAt(store, worlds[0]!))];
    console.log(`\n${formatTable(rows)}\n`);
    if (rows.some((row) => row.met === false)) process.exitCode = 1;
  } finally {
    await store.close();
    await pool.end();
    await database.dispose();
  }
}

// ---------------------------------------------------------------------------------------------
// A world with a long history, made by the domain's own decider: seeded, then arc after arc run to
// completion with consequences every beat, world events and edits by hand in between.

interface BenchWorld {
  readonly worldId: string;
  readonly ownerId: string;
}

class WorldWriter {
  state: WorldState = worldDecider.initialState();
  readonly events: NewEvent[] = [];
  private clock = Date.parse('2026-01-01T00:00:00.000Z');

  constructor(
    readonly worldId: string,
    readonly ownerId: string,
  ) {}

  get world(): ExistingWorld {
    if (this.state.status !== 'created') throw new Error('no world');
    return this.state;
  }

  run(type: WorldCommand['type'], data: unknown, generated = false): void {
    this.clock += 1000;
    const now = new Date(this.clock).toISOString();
    const command = { type, data, metadata: { now, actorUserId: this.ownerId } } as WorldCommand;
    const correlationId = randomUUID();
    for (const event of worldDecider.decide(command, this.state)) {
      this.state = worldDecider.evolve(this.state, event);
      this.events.push(newEvent(event, now, correlationId, this.ownerId, generated));
    }
  }
}

function newEvent(event: WorldDomainEvent, now: string, correlationId: string, ownerId: string, generated: boolean): NewEvent {
  const actor = generated ? { actorId: 'story-engine', actorKind: 'system', source: 'generator' } : { actorId: ownerId, actorKind: 'user', source: 'web' };
  const provenance = generated ? { provider: 'procedural', model: 'procedural-v1', promptHash: '0'.repeat(64) } : {};
  return {
    id: randomUUID(),
    type: event.type,
    data: event.data,
    metadata: {
      ...actor,
      ...provenance,
      correlationId,
      causationId: null,
      occurredAt: now,
      schemaVersion: worldEventSchemaVersions[event.type],
      userId: ownerId,
    },
  };
}

function seed(writer: WorldWriter): void {
  const requestId = randomUUID();
  writer.run('RequestSeeding', { requestId });
  const locations = Array.from({ length: 30 }, (_, index) => ({
    locationId: randomUUID(),
    name: `Place ${index}`,
    type: index < 4 ? 'region' : 'city',
    description: `The ${index}th place of the world, with a long enough description to weigh something.`,
    tags: ['bench', `tag-${index % 5}`],
  }));
  writer.run('RecordSeedingPhase', { requestId, phase: 'locations', entities: locations }, true);
  const factions = Array.from({ length: 3 }, (_, index) => ({
    factionId: randomUUID(),
    name: `Faction ${index}`,
    type: 'guild',
    controlledLocationIds: locations.slice(index * 3, index * 3 + 3).map((location) => location.locationId),
  }));
  writer.run('RecordSeedingPhase', { requestId, phase: 'factions', entities: factions }, true);
  const characters = Array.from({ length: 20 }, (_, index) => ({
    characterId: randomUUID(),
    name: `Character ${index}`,
    type: 'npc',
    storyRole: index < 3 ? 'major' : 'minor',
    locationId: locations[index % locations.length]!.locationId,
    factionId: factions[index % factions.length]!.factionId,
  }));
  writer.run('RecordSeedingPhase', { requestId, phase: 'characters', entities: characters }, true);
  writer.run('CompleteSeeding', { requestId }, true);
}

function beatConsequences(world: ExistingWorld, beat: number) {
  const locations = [...world.locations.values()];
  const characters = [...world.characters.values()];
  const place = locations[beat % locations.length]!;
  const next = LOCATION_STATUS_TRANSITIONS[place.status as LocationStatus][0]!;
  const who = characters[(beat * 7) % characters.length]!;
  // Somewhere the character is not (the domain refuses a move to where one already is).
  const destination = [...locations.slice((beat * 3) % locations.length), ...locations].find((location) => location.id !== who.locationId)!;
  return {
    locationStatusChanges: [{ locationId: place.id, status: next, reason: `Beat ${beat} changed ${place.name}` }],
    memories: [{ characterId: who.id, eventDescription: `What beat ${beat} did`, emotionalImpact: 'awe', importance: 0.5 }],
    moves: [{ characterId: who.id, toLocationId: destination.id }],
    locationHistory: [{ locationId: locations[(beat * 5) % locations.length]!.id, event: `Beat ${beat} passed here` }],
  };
}

function runArc(writer: WorldWriter, arcNumber: number): void {
  const arcId = randomUUID();
  const anchors = [0, 7, 14].map((index) => ({
    beatId: randomUUID(),
    index,
    name: `Anchor ${index}`,
    description: `Planned beat ${index}`,
    worldDirectives: ['keep going'],
    emergentStorylines: [],
  }));
  const opening = { name: 'Opening', description: 'It begins', worldDirectives: [], emergentStorylines: [], consequences: beatConsequences(writer.world, arcNumber * 15) };
  writer.run('StartArc', { arcId, storyName: `Arc ${arcNumber}`, detailedDescription: 'Another season', anchorBeats: anchors, openingBeat: opening }, true);
  for (let index = 1; index <= 14; index++) {
    const anchor = anchors.find((plan) => plan.index === index);
    const beat = {
      beatId: anchor?.beatId ?? randomUUID(),
      index,
      name: `Beat ${index}`,
      description: `What happens in beat ${index} of arc ${arcNumber}`,
      worldDirectives: [`directive ${index}`],
      emergentStorylines: [`storyline ${index}`],
      consequences: beatConsequences(writer.world, arcNumber * 15 + index),
    };
    writer.run('ProgressArc', { arcId, beat }, true);
    if (index % 2 === 0) {
      writer.run('RecordWorldEvent', { eventId: randomUUID(), eventType: 'player_action', impactLevel: 'minor', description: `Players acted at ${index}` });
    }
    if (index % 5 === 0) {
      const locations = [...writer.world.locations.values()];
      writer.run('UpdateLocation', { locationId: locations[(arcNumber + index) % locations.length]!.id, description: `Edited in arc ${arcNumber}` });
    }
  }
  writer.run('ProgressArc', { arcId, summary: `Arc ${arcNumber} ended` }, true);
}

async function writeWorld(store: PostgresEventStore, index: number): Promise<BenchWorld> {
  const writer = new WorldWriter(randomUUID(), randomUUID());
  writer.run('CreateWorld', { worldId: writer.worldId, name: `Bench world ${index}`, description: 'A long history' });
  seed(writer);
  for (let arc = 0; writer.events.length < EVENTS_PER_WORLD; arc++) runArc(writer, arc);
  const events = writer.events.slice(0, EVENTS_PER_WORLD);
  const streamId = worldStreamId(writer.worldId);
  for (let offset = 0; offset < events.length; offset += APPEND_CHUNK) {
    await store.appendToStream(streamId, events.slice(offset, offset + APPEND_CHUNK), offset === 0 ? 'no_stream' : BigInt(offset - 1));
  }
  return { worldId: writer.worldId, ownerId: writer.ownerId };
}

// ---------------------------------------------------------------------------------------------

async function measureRebuilds(pool: Pool, store: PostgresEventStore, total: number): Promise<BenchRow[]> {
  const head = await store.headPosition();
  const rows: BenchRow[] = [];
  for (const projection of appProjections) {
    const rebuild = await AsideRebuild.start(projection, { pool, store });
    try {
      const started = performance.now();
      await rebuild.catchUp(head, total);
      const rate = rebuild.eventsRead / ((performance.now() - started) / 1000);
      console.log(`rebuild ${projection.name}: ${rebuild.eventsRead} events, ${perSecond(rate)}`);
      rows.push({
        measure: `rebuild ${projection.name} from 0 (${total.toLocaleString('en-US')} events)`,
        worldloom: perSecond(rate),
        baseline: '-',
        ratio: '-',
        goal: `>= ${perSecond(REBUILD_GOAL)}`,
        met: rate >= REBUILD_GOAL,
      });
    } finally {
      await rebuild.drop();
    }
  }
  return rows;
}

async function timed<T>(work: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

function latencyRow(measure: string, samples: number[], goal: number | null): BenchRow {
  const sorted = [...samples].sort((a, b) => a - b);
  const [p50, p95, max] = [percentile(sorted, 0.5), percentile(sorted, 0.95), sorted.at(-1)!];
  return {
    measure,
    worldloom: `p50 ${milliseconds(p50)}, p95 ${milliseconds(p95)}, max ${milliseconds(max)}`,
    baseline: '-',
    ratio: '-',
    goal: goal === null ? '(for reference)' : `p95 <= ${milliseconds(goal)}`,
    ...(goal === null ? {} : { met: p95 <= goal }),
  };
}

/**
 * audit.stateAt's path in process (read the stream, upcast, fold to the revision, map) at revisions across a
 * 10,000-event stream: warm (the reader's timeline of the world in memory: only new events are read, folds
 * start from the nearest checkpoint) and cold (a new reader: the whole stream read and folded from 0).
 */
async function measureStateAt(store: PostgresEventStore, world: BenchWorld): Promise<BenchRow[]> {
  const handlerOf = (reader: WorldStreamReader) => new GetWorldStateAtHandler(reader, undefined as never);
  const warmHandler = handlerOf(new WorldStreamReader(store));
  const stateAt = (atRevision: number, handler = warmHandler) =>
    handler.execute(new GetWorldStateAtQuery(world.worldId, { atRevision }, world.ownerId));
  const last = EVENTS_PER_WORLD - 1;
  const revisions = Array.from({ length: STATE_SAMPLES }, (_, index) => Math.round((index / (STATE_SAMPLES - 1)) * last));
  await stateAt(last);
  const anyRevision: number[] = [];
  for (const revision of revisions) anyRevision.push(await timed(() => stateAt(revision)));
  const latest: number[] = [];
  for (let sample = 0; sample < 20; sample++) latest.push(await timed(() => stateAt(last)));
  const cold: number[] = [];
  for (let sample = 0; sample < 8; sample++) cold.push(await timed(() => stateAt(revisions[(sample * 5 + 4) % revisions.length]!, handlerOf(new WorldStreamReader(store)))));
  const readOnly: number[] = [];
  for (let sample = 0; sample < 8; sample++) readOnly.push(await timed(() => store.readStream(worldStreamId(world.worldId))));
  const events = (await store.readStream(worldStreamId(world.worldId))).map(toWorldStreamEvent);
  const foldOnly: number[] = [];
  for (let sample = 0; sample < 8; sample++) foldOnly.push(await timed(async () => new WorldTimeline(events).foldTo(last)));

  const reader = new WorldStreamReader(store);
  await reader.read(world.worldId, world.ownerId);
  const history: number[] = [];
  for (let sample = 0; sample < 20; sample++) {
    history.push(await timed(async () => worldHistory(await reader.read(world.worldId, world.ownerId), { order: 'newest', limit: 50 })));
  }
  const diff: number[] = [];
  for (let sample = 0; sample < 20; sample++) {
    diff.push(
      await timed(async () => {
        const timeline = await reader.read(world.worldId, world.ownerId);
        const [from, to] = [timeline.stateAt(100), timeline.stateAt(last)];
        diffSnapshots(from, to, { from: { revision: 100, occurred_at: null }, to: { revision: last, occurred_at: null } });
      }),
    );
  }
  const size = EVENTS_PER_WORLD.toLocaleString('en-US');
  return [
    latencyRow(`state at any revision, ${size}-event world (${STATE_SAMPLES} revisions, warm)`, anyRevision, STATE_GOAL_MS),
    latencyRow('state at the latest revision (warm)', latest, STATE_GOAL_MS),
    latencyRow('state at a revision, cold: first read in the process', cold, null),
    latencyRow(`  cold part: reading the ${size} events`, readOnly, null),
    latencyRow(`  cold part: folding ${size} events from 0`, foldOnly, null),
    latencyRow('history, newest 50 (warm)', history, null),
    latencyRow('diff revision 100 → latest (warm)', diff, null),
  ];
}
