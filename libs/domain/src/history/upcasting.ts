import { NO_LIVING_WORLD_CONSEQUENCES } from '../world/arc/beat-consequences';
import type { WorldDomainEvent, WorldEventType } from '../world/world.events';
import { worldEventSchemaVersions } from '../world/world.events';

/** An event as the store holds it: its data in the shape of the schema version it was written with. */
export interface StoredWorldEvent {
  readonly type: string;
  readonly data: unknown;
  /** Missing on events written before versions were stamped: those are version 1. */
  readonly schemaVersion?: number;
}

/** Turns the data of version n into the data of version n + 1. */
type Upcaster = (data: unknown) => unknown;

/**
 * For each event type, the step from each old version to the next. Stored events are never rewritten:
 * they are read in the shape the domain knows today.
 */
const withFields = (fields: object): Upcaster => (data) => ({ ...(data as object), ...fields });

const upcasters: Partial<Record<WorldEventType, Readonly<Record<number, Upcaster>>>> = {
  // v2: a world names where it came from (a fork, an import); a world created before that was created empty.
  WorldCreated: { 1: withFields({ origin: null }) },
  // v2 of the living world: newcomers name the beat they emerged in; before, every entity was seeded or added by hand.
  LocationAdded: { 1: withFields({ emergedIn: null }) },
  CharacterAdded: { 1: withFields({ emergedIn: null }) },
  // v2: a faction's status change carries its reason (before, it was only in the history line).
  FactionStatusChanged: { 1: withFields({ reason: null }) },
  // v2: an arc keeps its premise; arcs started before had none.
  ArcStarted: { 1: withFields({ premise: null }) },
  // v2: a beat's consequences gained the living world's lists, empty on older beats.
  BeatGenerated: {
    1: (data) => {
      const beat = data as { consequences: object };
      return { ...beat, consequences: { ...NO_LIVING_WORLD_CONSEQUENCES, ...beat.consequences } };
    },
  },
};

/** The store holds an event this code cannot read: an unknown type, or a version newer than it knows. */
export class UnknownEventSchemaError extends Error {
  override readonly name = 'UnknownEventSchemaError';

  constructor(
    readonly eventType: string,
    readonly schemaVersion: number,
    reason: string,
  ) {
    super(`Cannot read ${eventType} v${schemaVersion}: ${reason}`);
  }
}

export function isWorldEventType(type: string): type is WorldEventType {
  return Object.hasOwn(worldEventSchemaVersions, type);
}

/** Whether this code can read events of `type` written with `schemaVersion` (directly or through upcasters). */
export function canReadSchemaVersion(type: string, schemaVersion: number): boolean {
  if (!isWorldEventType(type) || !Number.isInteger(schemaVersion) || schemaVersion < 1) return false;
  for (let version = schemaVersion; version < worldEventSchemaVersions[type]; version++) {
    if (!upcasters[type]?.[version]) return false;
  }
  return schemaVersion <= worldEventSchemaVersions[type];
}

/** The stored event in today's shape. Events already at the current version come back untouched. */
export function upcastWorldEvent(stored: StoredWorldEvent): WorldDomainEvent {
  const { type } = stored;
  const from = stored.schemaVersion ?? 1;
  if (!isWorldEventType(type)) throw new UnknownEventSchemaError(type, from, 'not a world event type');
  const current = worldEventSchemaVersions[type];
  if (from === current) return { type, data: stored.data } as WorldDomainEvent;
  if (!canReadSchemaVersion(type, from)) {
    const reason = from > current ? `the newest version known is v${current}` : 'no upcaster from that version';
    throw new UnknownEventSchemaError(type, from, reason);
  }
  let data = stored.data;
  for (let version = from; version < current; version++) data = upcasters[type]![version]!(data);
  return { type, data } as WorldDomainEvent;
}

/** An event with the metadata it was stored with; `metadata.schemaVersion` is missing on version 1. */
export function upcastStoredEvent(stored: { type: string; data: unknown; metadata: Readonly<Record<string, unknown>> }): WorldDomainEvent {
  const { schemaVersion } = stored.metadata;
  return upcastWorldEvent({ type: stored.type, data: stored.data, schemaVersion: typeof schemaVersion === 'number' ? schemaVersion : 1 });
}
