import { randomUUID } from 'node:crypto';
import {
  type ExistingWorld,
  fold,
  type WorldCommand,
  worldDecider,
  type WorldDomainEvent,
  worldEventSchemaVersions,
  worldStreamId,
} from '@worldloom/domain';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import {
  comparePositions,
  type ExpectedRevision,
  LOG_START,
  type LogPosition,
} from '#platform/event-store/event-store.port';
import { PostgresEventStore } from '#platform/event-store/postgres-event-store';
import type { Projection } from '#platform/projections/projection';
import { ProjectionRunner } from '#platform/projections/projection-runner';
import { worldsProjection } from '../world-list/worlds.projection';
import { toWorldDomainEvent } from '../world-domain-event';
import { worldDetailsProjection } from './world-details.projection';

const PROJECTED_WITHIN_MS = 8000;
/** Every table the two world projections write, with the key that orders a dump of it. */
export const READ_MODEL_TABLES = {
  worlds: 'id',
  world_owners: 'world_id',
  locations: 'world_id, id',
  factions: 'world_id, id',
  characters: 'world_id, id',
  arcs: 'world_id, id',
  beats: 'world_id, id',
  world_events: 'world_id, id',
  location_history: 'world_id, location_id, stream_revision, ordinal',
  faction_history: 'world_id, faction_id, stream_revision, ordinal',
  character_memories: 'world_id, character_id, stream_revision, ordinal',
  character_witnessed_beats: 'world_id, character_id, beat_id',
} as const;

export type CommandOf<Type extends WorldCommand['type']> = Extract<WorldCommand, { type: Type }>;

/**
 * The write path of WorldCommandExecutor without Nest: fold the stream, decide, append with the expected
 * revision; then the real projections run from the store. Every command is a minute after the previous one.
 */
export class WorldDetailsHarness {
  private runners: ProjectionRunner[] = [];
  private failure: unknown = null;
  private lastAppended: LogPosition = LOG_START;
  private clock = Date.parse('2026-03-01T09:00:00.000Z');

  private constructor(
    readonly database: TestDatabase,
    readonly store: PostgresEventStore,
  ) {}

  static async start(options: { batchSize?: number } = {}): Promise<WorldDetailsHarness> {
    const database = await createTestDatabase();
    const harness = new WorldDetailsHarness(database, new PostgresEventStore(database.pool, database.url));
    await harness.startProjections([worldsProjection, worldDetailsProjection], options.batchSize);
    return harness;
  }

  get pool() {
    return this.database.pool;
  }

  /** The time the next command runs at. */
  nextTime(): string {
    this.clock += 60_000;
    return new Date(this.clock).toISOString();
  }

  async execute<Type extends WorldCommand['type']>(
    worldId: string,
    actorUserId: string,
    type: Type,
    data: CommandOf<Type>['data'],
  ): Promise<WorldDomainEvent[]> {
    const recorded = await this.store.readStream(worldStreamId(worldId));
    const state = fold(worldDecider, recorded.map(toWorldDomainEvent));
    const now = this.nextTime();
    const command = { type, data, metadata: { now, actorUserId } } as CommandOf<Type>;
    const events = worldDecider.decide(command, state);
    if (events.length === 0) return events;
    await this.append(worldId, actorUserId, events, now, recorded.at(-1)?.revision ?? 'no_stream');
    return events;
  }

  /** Appends events as they are, without a decision: what a stream may hold that no command of today writes. */
  async appendEvents(worldId: string, actorUserId: string, events: readonly WorldDomainEvent[]): Promise<void> {
    await this.append(worldId, actorUserId, events, this.nextTime(), 'any');
  }

  /** The world as folding its stream gives it: what the read models must agree with. */
  async domainState(worldId: string): Promise<ExistingWorld> {
    const recorded = await this.store.readStream(worldStreamId(worldId));
    const state = fold(worldDecider, recorded.map(toWorldDomainEvent));
    if (state.status === 'none') throw new Error(`No world ${worldId}`);
    return state;
  }

  private async append(
    worldId: string,
    actorUserId: string,
    events: readonly WorldDomainEvent[],
    now: string,
    expectedRevision: ExpectedRevision,
  ): Promise<void> {
    const correlationId = randomUUID();
    const result = await this.store.appendToStream(
      worldStreamId(worldId),
      events.map((event) => ({
        id: randomUUID(),
        type: event.type,
        data: event.data,
        metadata: {
          actorId: actorUserId,
          actorKind: 'user',
          source: 'web',
          correlationId,
          causationId: null,
          occurredAt: now,
          schemaVersion: worldEventSchemaVersions[event.type],
          userId: actorUserId,
        },
      })),
      expectedRevision,
    );
    this.lastAppended = result.position;
  }

  /** The revision of the last event of the world's stream. */
  async lastRevision(worldId: string): Promise<bigint> {
    const [last] = await this.store.readStream(worldStreamId(worldId), { direction: 'backwards', maxCount: 1 });
    if (!last) throw new Error(`No world ${worldId}`);
    return last.revision;
  }

  /** Waits until every projection has passed the last append. */
  async projected(): Promise<void> {
    const deadline = Date.now() + PROJECTED_WITHIN_MS;
    while (this.runners.some((runner) => comparePositions(runner.position, this.lastAppended) < 0)) {
      if (this.failure !== null) throw this.failure;
      if (Date.now() > deadline) throw new Error('The projections did not catch up in time');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /** Replays the whole log into emptied read models, as a version bump does, with another batch size. */
  async rebuild(batchSize: number): Promise<void> {
    const projections = this.runners.map((runner) => runner.projection);
    await this.stopProjections();
    await this.startProjections(
      projections.map((projection) => ({ ...projection, version: projection.version + 1 })),
      batchSize,
    );
    await this.projected();
  }

  /** Every row of every read model, in key order. */
  async dumpReadModels(): Promise<Record<string, unknown[]>> {
    const dump: Record<string, unknown[]> = {};
    for (const [table, key] of Object.entries(READ_MODEL_TABLES)) {
      dump[table] = (await this.pool.query(`SELECT * FROM ${table} ORDER BY ${key}`)).rows;
    }
    return dump;
  }

  async close(): Promise<void> {
    await this.stopProjections();
    await this.store.close();
    await this.database.drop();
  }

  private async startProjections(projections: readonly Projection[], batchSize?: number): Promise<void> {
    this.runners = projections.map(
      (projection) =>
        new ProjectionRunner(projection, this.pool, this.store, {
          ...(batchSize === undefined ? {} : { batchSize }),
          onError: (error) => {
            this.failure = error;
          },
        }),
    );
    await Promise.all(this.runners.map((runner) => runner.start()));
  }

  private async stopProjections(): Promise<void> {
    await Promise.all(this.runners.map((runner) => runner.stop()));
  }
}
