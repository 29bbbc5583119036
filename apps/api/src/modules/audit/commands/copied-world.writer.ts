import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CopiedWorldResult } from '@worldloom/contracts';
import {
  copyWorldHistory,
  type IdMap,
  type WorldDomainEvent,
  worldEventSchemaVersions,
  type WorldOrigin,
  worldStreamId,
} from '@worldloom/domain';
import type { RequestContext } from '#platform/commands/request-context';
import { APP_CONFIG, type PlatformConfig } from '#platform/config/config';
import { EVENT_STORE, type EventStore, type NewEvent } from '#platform/event-store/event-store.port';
import { ProjectionsService } from '#platform/projections/projections.service';

/** An event of the history being copied, with what its metadata said in its own world. */
export interface SourceEvent {
  readonly id: string;
  readonly event: WorldDomainEvent;
  readonly metadata: { readonly causationId: string | null; readonly correlationId: string };
}

export interface CopyRequest {
  /** The source's events 0..n, in today's shape, starting with its WorldCreated. */
  readonly events: readonly SourceEvent[];
  readonly sourceWorldId: string;
  readonly name: string;
  readonly origin: WorldOrigin;
  readonly context: RequestContext;
}

/** New UUIDs for old ones, the same one each time an old id comes back. */
function freshIds(): IdMap {
  const ids = new Map<string, string>();
  return (id) => {
    let fresh = ids.get(id);
    if (fresh === undefined) {
      fresh = randomUUID();
      ids.set(id, fresh);
    }
    return fresh;
  };
}

/**
 * Writes a new world made from another's history (a fork, an import) as one append to a new stream: its
 * WorldCreated names the origin and is the caller's act; every later event keeps who made it, when and
 * with which model, under new ids and the new owner. Answers once the read models show the world.
 */
@Injectable()
export class CopiedWorldWriter {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(ProjectionsService) private readonly projections: ProjectionsService,
    @Inject(APP_CONFIG) private readonly config: PlatformConfig,
  ) {}

  async write({ events, sourceWorldId, name, origin, context }: CopyRequest): Promise<CopiedWorldResult> {
    const worldId = randomUUID();
    const now = new Date().toISOString();
    const map = freshIds();
    const created = events[0]!.event;
    const description = created.type === 'WorldCreated' ? created.data.description : '';
    const copied = copyWorldHistory(
      events.map(({ event }) => event),
      { worldId, ownerId: context.userId, name, description, createdAt: now, origin },
      map,
    );
    const newEvents = copied.map((event, index): NewEvent => {
      const source = events[index]!;
      const metadata = index === 0 ? this.creationMetadata(context, now) : this.copiedMetadata(source, context, map);
      return { id: map(source.id), type: event.type, data: event.data, metadata: { ...metadata, schemaVersion: worldEventSchemaVersions[event.type] } };
    });
    const { position } = await this.store.appendToStream(worldStreamId(worldId), newEvents, 'no_stream');
    await this.projections.waitFor(position, this.config.READ_YOUR_WRITES_TIMEOUT_MS);
    return { world_id: worldId, name, source_world_id: sourceWorldId, source_revision: events.length - 1, event_count: newEvents.length };
  }

  private creationMetadata(context: RequestContext, now: string): Record<string, unknown> {
    return {
      actorId: context.actor.id,
      actorKind: context.actor.kind,
      source: context.source,
      correlationId: context.correlationId,
      causationId: null,
      occurredAt: now,
      userId: context.userId,
    };
  }

  /**
   * Who, when and which model stay; ids that point into the source world move with it. The generator call
   * was the source's, so the copy names none (the usage read model counts calls by their generationId).
   */
  private copiedMetadata(source: SourceEvent, context: RequestContext, map: IdMap): Record<string, unknown> {
    const { causationId, correlationId, generationId: _sourceCall, ...kept } = source.metadata as SourceEvent['metadata'] & { generationId?: unknown };
    return {
      ...kept,
      correlationId: map(correlationId),
      causationId: causationId === null ? null : map(causationId),
      userId: context.userId,
    };
  }
}
