import type { ActorKind, LiveEntityKind, WorldLiveChange } from '@worldloom/contracts';

/** What a stored event of the world stream is about (the first of these ids its data carries). */
const ENTITY_KEYS: ReadonlyArray<readonly [string, LiveEntityKind]> = [
  ['characterId', 'character'],
  ['locationId', 'location'],
  ['factionId', 'faction'],
  ['draftId', 'draft'],
  ['inviteId', 'member'],
  ['userId', 'member'],
];

/** Event types whose subject is the world event they record, the beat or the arc rather than an entity. */
const BY_TYPE: Readonly<Record<string, LiveEntityKind>> = {
  WorldEventRecorded: 'event',
  BeatGenerated: 'beat',
  BeatReverted: 'beat',
  ArcStarted: 'arc',
  ArcCompleted: 'arc',
};

export interface StoredWorldEvent {
  readonly type: string;
  readonly data: unknown;
  readonly metadata: Record<string, unknown>;
  readonly revision: bigint;
  readonly createdAt: Date;
}

/** The actor of a stored event as its metadata names it, or null when it names none. */
export function actorOf(metadata: Record<string, unknown>): { kind: ActorKind; id: string; userId: string | null } | null {
  const { actorKind, actorId, userId } = metadata;
  if ((actorKind !== 'user' && actorKind !== 'api_key' && actorKind !== 'system') || typeof actorId !== 'string') return null;
  return { kind: actorKind, id: actorId, userId: typeof userId === 'string' ? userId : null };
}

/** The live message of a stored event; `actorName` names the person behind its actor (null for the system). */
export function liveChange(event: StoredWorldEvent, actorName: string | null): WorldLiveChange {
  const actor = actorOf(event.metadata);
  return {
    kind: 'change',
    eventId: event.revision.toString(),
    type: event.type,
    entity: entityOf(event.type, event.data),
    actor: actor ? { kind: actor.kind, id: actor.id, name: actor.kind === 'system' ? null : actorName } : null,
    committedAt: event.createdAt.toISOString(),
  };
}

export function entityOf(type: string, data: unknown): WorldLiveChange['entity'] {
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const text = (key: string) => (typeof fields[key] === 'string' ? fields[key] : null);
  const byType = BY_TYPE[type];
  if (byType === 'event') return { kind: 'event', id: text('eventId'), name: text('description') };
  if (byType === 'beat') {
    const beat = typeof fields.beat === 'object' && fields.beat !== null ? (fields.beat as Record<string, unknown>) : {};
    const beatId = typeof beat.beatId === 'string' ? beat.beatId : text('beatId');
    return { kind: 'beat', id: beatId, name: typeof beat.name === 'string' ? beat.name : null };
  }
  if (byType === 'arc') return { kind: 'arc', id: text('arcId'), name: text('storyName') };
  for (const [key, kind] of ENTITY_KEYS) {
    const id = text(key);
    if (id !== null) return { kind, id, name: text('name') };
  }
  return { kind: 'world', id: text('worldId'), name: text('name') };
}

/** A person as other viewers see them: the name part of their email. */
export function viewerName(email: string): string {
  return email.split('@')[0] || email;
}
