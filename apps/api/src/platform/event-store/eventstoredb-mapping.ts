import {
  ANY,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type AppendResult as EsdbAppendResult,
  type CurrentRevision,
  type JSONEventData,
  type JSONType,
  NO_STREAM,
  type Position,
  type ReadPosition,
  type ResolvedEvent,
  START,
} from '@eventstore/db-client';
import {
  type AppendResult,
  comparePositions,
  type ExpectedRevision,
  LOG_START,
  type LogPosition,
  type NewEvent,
  type RecordedEvent,
} from './event-store.port';

/** Pure translations between the port and @eventstore/db-client 6.x, kept apart so they are unit-tested. */

export function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'any') return ANY;
  return expected;
}

export function fromEsdbCurrentRevision(actual: CurrentRevision): bigint | 'no_stream' {
  return actual === NO_STREAM ? 'no_stream' : actual;
}

export function toEsdbEventData(event: NewEvent): JSONEventData {
  return {
    id: event.id,
    contentType: 'application/json',
    type: event.type,
    data: toJsonData(event),
    metadata: event.metadata,
  };
}

/** The client's JSON events carry an object, an array or a string (it JSON.stringifies them). */
function toJsonData(event: NewEvent): JSONType {
  const { data } = event;
  if (typeof data === 'string' || Array.isArray(data)) return data;
  if (isJsonObject(data)) return data;
  throw new TypeError(`Event ${event.id} (${event.type}): data must be a JSON object, array or string`);
}

/** Undefined when the server sent no position (it may omit it for an idempotent retry or an empty append). */
export function fromEsdbAppendResult(result: EsdbAppendResult): AppendResult | undefined {
  if (!result.position) return undefined;
  return { nextExpectedRevision: result.nextExpectedRevision, position: result.position };
}

/** Where a read or subscription of $all starts; both treat LOG_START as "from the very beginning". */
export function toEsdbReadPosition(after: LogPosition | undefined): ReadPosition {
  return !after || comparePositions(after, LOG_START) === 0 ? START : { commit: after.commit, prepare: after.prepare };
}

/** EventStoreDB's own events ($-prefixed types, e.g. $metadata, $statsCollected) are not the application's. */
export function isSystemEventType(type: string): boolean {
  return type.startsWith('$');
}

/** The recorded event, or undefined for what the port does not carry (system events, unresolved links). */
export function fromEsdbResolvedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event || isSystemEventType(event.type)) return undefined;
  const position: Position | undefined = event.position;
  // Servers before 22.6 omit positions on stream reads; the port needs them for read-your-writes.
  if (!position) throw new MissingPositionError(event.streamId);
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: toMetadataRecord(event.metadata),
    streamId: event.streamId,
    revision: event.revision,
    position: { commit: position.commit, prepare: position.prepare },
    createdAt: event.created,
  };
}

/** Metadata the client could not parse as JSON arrives as bytes; the port only carries JSON objects. */
function toMetadataRecord(metadata: unknown): Record<string, unknown> {
  return isJsonObject(metadata) ? metadata : {};
}

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}

export class MissingPositionError extends Error {
  override readonly name = 'MissingPositionError';
  constructor(readonly streamId: string) {
    super(`EventStoreDB returned no log position for stream ${streamId}; Worldloom needs EventStoreDB 22.6 or later`);
  }
}
