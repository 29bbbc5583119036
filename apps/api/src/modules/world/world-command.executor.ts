import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type CommandContext,
  fold,
  worldDecider,
  type WorldCommand,
  type WorldDomainEvent,
  worldEventSchemaVersions,
  type WorldState,
  upcastStoredEvent,
  worldStreamId,
} from '@worldloom/domain';
import type { EventMetadata } from '@worldloom/contracts';
import { APP_CONFIG, type PlatformConfig } from '#platform/config/config';
import {
  EVENT_STORE,
  type EventStore,
  type LogPosition,
  type NewEvent,
  WrongExpectedRevisionError,
} from '#platform/event-store/event-store.port';
import { ProjectionsService } from '#platform/projections/projections.service';
import { ConcurrencyError } from '#platform/commands/concurrency-error';
import { KeyedLock } from '#platform/commands/keyed-lock';
import type { RequestContext } from '#platform/commands/request-context';

const MAX_ATTEMPTS = 8;
const RETRY_BASE_DELAY_MS = 5;

/**
 * Provenance of generator-made events (ARCHITECTURE.md "Events"), with the usage of the call that made them
 * (story-generator's metering: one generationId per call, its tokens, latency and estimated cost).
 */
export interface Provenance {
  readonly provider: string;
  readonly model: string;
  readonly promptHash: string;
  readonly generationId?: string;
  readonly task?: string;
  readonly inputTokens?: number;
  readonly outputTokens?: number;
  readonly latencyMs?: number;
  readonly costUsd?: number;
}

export interface ExecuteOptions {
  readonly causationId?: string | null;
  readonly provenance?: Provenance;
  /** Skip waiting for the read models (process managers that do not answer a reader). */
  readonly skipReadYourWrites?: boolean;
}

export interface CommandOutcome {
  readonly events: readonly WorldDomainEvent[];
  readonly eventIds: readonly string[];
  /** Log position of the last appended event; null when the command changed nothing. */
  readonly position: LogPosition | null;
  readonly state: WorldState;
}

/** A command whose content a story generator wrote, with that generator's provenance. */
export interface GeneratedCommand {
  readonly command: WorldCommand;
  readonly provenance: Provenance;
  /** Which decided events the generator wrote (default: all); the others are the caller's and carry no provenance. */
  readonly writtenByGenerator?: (event: WorldDomainEvent) => boolean;
  /** The events the domain decided for this command on this very state while it reviewed the generator's output. */
  readonly decided?: readonly WorldDomainEvent[];
}

/**
 * Builds the command from the current state, so a retry after a conflict decides (and generates) on
 * fresh state.
 */
export type CommandBuilder = (
  state: WorldState,
  context: CommandContext,
) => WorldCommand | GeneratedCommand | Promise<WorldCommand | GeneratedCommand>;

/**
 * The write path of every world command: load the stream, decide, append with the expected revision
 * (retrying conflicts on fresh state), then wait until the projections have passed the new position.
 */
@Injectable()
export class WorldCommandExecutor {
  private readonly lock = new KeyedLock();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(ProjectionsService) private readonly projections: ProjectionsService,
    @Inject(APP_CONFIG) private readonly config: PlatformConfig,
  ) {}

  async load(worldId: string): Promise<{ state: WorldState; revision: bigint | null }> {
    const recorded = await this.store.readStream(worldStreamId(worldId));
    const state = fold(worldDecider, recorded.map(toDomainEvent));
    return { state, revision: recorded.at(-1)?.revision ?? null };
  }

  async execute(
    worldId: string,
    build: CommandBuilder,
    context: RequestContext,
    options: ExecuteOptions = {},
  ): Promise<CommandOutcome> {
    const outcome = await this.lock.run(worldId, () => this.decideAndAppend(worldId, build, context, options));
    if (outcome.position && !options.skipReadYourWrites) {
      await this.projections.waitFor(outcome.position, this.config.READ_YOUR_WRITES_TIMEOUT_MS);
    }
    return outcome;
  }

  private async decideAndAppend(
    worldId: string,
    build: CommandBuilder,
    context: RequestContext,
    options: ExecuteOptions,
  ): Promise<CommandOutcome> {
    const streamId = worldStreamId(worldId);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const { state, revision } = await this.load(worldId);
      const now = new Date().toISOString();
      const built = await build(state, { now, actorUserId: context.actingUserId ?? context.userId });
      const { command, provenance, writtenByGenerator = () => true, decided } =
        'command' in built ? built : { command: built, provenance: options.provenance };
      // A generated command was decided once already, on this state, when the domain reviewed it.
      const events = decided ? [...decided] : worldDecider.decide(command, state);
      if (events.length === 0) return { events, eventIds: [], position: null, state };
      const newEvents = events.map((event) =>
        toNewEvent(event, now, context, { ...options, provenance: writtenByGenerator(event) ? provenance : undefined }),
      );
      try {
        const result = await this.store.appendToStream(streamId, newEvents, revision ?? 'no_stream');
        const nextState = events.reduce(worldDecider.evolve, state);
        return { events, eventIds: newEvents.map((event) => event.id), position: result.position, state: nextState };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        // Another process appended first: back off a little, with jitter, and decide again on fresh state.
        await delay(RETRY_BASE_DELAY_MS * attempt * (1 + Math.random()));
      }
    }
    throw new ConcurrencyError(streamId, MAX_ATTEMPTS);
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stored event in today's shape: events written with an older schema version are upcast on read. */
export function toDomainEvent(recorded: { type: string; data: unknown; metadata: Record<string, unknown> }): WorldDomainEvent {
  return upcastStoredEvent(recorded);
}

function toNewEvent(event: WorldDomainEvent, now: string, context: RequestContext, options: ExecuteOptions): NewEvent {
  const metadata: EventMetadata & { userId: string } = {
    actorId: context.actor.id,
    actorKind: context.actor.kind,
    source: context.source,
    correlationId: context.correlationId,
    causationId: options.causationId ?? null,
    occurredAt: now,
    schemaVersion: worldEventSchemaVersions[event.type],
    userId: context.userId,
    ...options.provenance,
  };
  return { id: randomUUID(), type: event.type, data: event.data, metadata };
}
