import { type ActorKind, type EventSource } from '@worldloom/contracts';
import { upcastStoredEvent, type WorldDomainEvent } from '@worldloom/domain';
import type { RecordedEvent } from '#platform/event-store/event-store.port';

/** The metadata every world event is stored with (world-command.executor `toNewEvent`). */
export interface StoredMetadata {
  readonly actorId: string;
  readonly actorKind: ActorKind;
  readonly source: EventSource;
  readonly correlationId: string;
  readonly causationId: string | null;
  readonly occurredAt: string;
  readonly schemaVersion: number;
  /** The owner the command was scoped to. */
  readonly userId?: string;
  readonly provider?: string;
  readonly model?: string;
  readonly promptHash?: string;
  /** The generator call's usage (story-generator's metering); absent on events written before it. */
  readonly generationId?: string;
  readonly inputTokens?: number;
  readonly outputTokens?: number;
  readonly latencyMs?: number;
  readonly costUsd?: number;
}

/** One event of a world's stream, read in today's shape, with what the audit shows of its storage. */
export interface WorldStreamEvent {
  readonly revision: number;
  readonly id: string;
  readonly event: WorldDomainEvent;
  readonly metadata: StoredMetadata;
}

/** A stored event of a world stream, upcast to the current schema of its type. */
export function toWorldStreamEvent(recorded: RecordedEvent): WorldStreamEvent {
  const metadata = recorded.metadata as Partial<StoredMetadata>;
  return {
    revision: Number(recorded.revision),
    id: recorded.id,
    event: upcastStoredEvent(recorded),
    metadata: {
      ...metadata,
      actorId: metadata.actorId ?? 'unknown',
      actorKind: metadata.actorKind ?? 'system',
      source: metadata.source ?? 'api',
      correlationId: metadata.correlationId ?? recorded.id,
      causationId: metadata.causationId ?? null,
      occurredAt: metadata.occurredAt ?? recorded.createdAt.toISOString(),
      schemaVersion: metadata.schemaVersion ?? 1,
    },
  };
}
