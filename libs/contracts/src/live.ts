import { z } from 'zod';
import { Uuid } from './common';
import { ActorKind } from './event-metadata';

/**
 * A live message's event id: the revision of the event in the world's stream (0-based, in decimal). The
 * stream's revisions follow its commits, so "every event after this id" is exactly what a client missed.
 */
export const LiveEventId = z.string().regex(/^\d{1,18}$/, 'An event id is the decimal revision of an event in the world stream');

/** `world.live { worldId, lastEventId? }`: every change committed after `lastEventId` (or from now), then live. */
export const WorldLiveInput = z.object({ worldId: Uuid, lastEventId: LiveEventId.nullish() });
export type WorldLiveInput = z.infer<typeof WorldLiveInput>;

export const LiveEntityKind = z.enum(['world', 'location', 'character', 'faction', 'arc', 'beat', 'event', 'draft', 'member']);
export type LiveEntityKind = z.infer<typeof LiveEntityKind>;

/** Who made a change: a person (named by their account), an API key acting as its user, or the system. */
export const LiveActor = z.object({ kind: ActorKind, id: z.string(), name: z.string().nullable() });
export type LiveActor = z.infer<typeof LiveActor>;

/** One committed event of the world. */
export const WorldLiveChange = z.object({
  kind: z.literal('change'),
  eventId: LiveEventId,
  /** The stored event's type, e.g. `BeatGenerated`, `CharacterUpdated`. */
  type: z.string(),
  entity: z.object({ kind: LiveEntityKind, id: z.string().nullable(), name: z.string().nullable() }),
  actor: LiveActor.nullable(),
  committedAt: z.string(),
});
export type WorldLiveChange = z.infer<typeof WorldLiveChange>;

export const LiveViewer = z.object({ userId: z.string(), name: z.string() });
export type LiveViewer = z.infer<typeof LiveViewer>;

/** Who has the world open now, on any API instance (sent on subscribing and whenever it changes). */
export const WorldLivePresence = z.object({ kind: z.literal('presence'), viewers: z.array(LiveViewer) });
export type WorldLivePresence = z.infer<typeof WorldLivePresence>;

export const WorldLiveMessage = z.discriminatedUnion('kind', [WorldLiveChange, WorldLivePresence]);
export type WorldLiveMessage = z.infer<typeof WorldLiveMessage>;
