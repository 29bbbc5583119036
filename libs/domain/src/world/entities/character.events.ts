import type { AllegianceChange, CharacterStatus, RelationshipKind } from '@worldloom/contracts';
import type { DomainEvent } from '../../shared/decider';
import type { CharacterProfile, Memory } from './character.state';
import type { Emergence, HistoricalEntry } from './historical-event';

export type CharacterAdded = DomainEvent<
  'CharacterAdded',
  CharacterProfile & {
    characterId: string;
    status: CharacterStatus;
    locationId: string | null;
    /** Memories from before the story, stamped with `addedAt`. */
    memories: Memory[];
    /** v2: the beat that brought the character in; null when seeded or added by hand. */
    emergedIn: Emergence | null;
    addedAt: string;
  }
>;

/** Only the fields that changed. */
export type CharacterUpdated = DomainEvent<
  'CharacterUpdated',
  { characterId: string; changes: Partial<CharacterProfile>; updatedAt: string }
>;

export type CharacterStatusChanged = DomainEvent<
  'CharacterStatusChanged',
  {
    characterId: string;
    previousStatus: CharacterStatus;
    status: CharacterStatus;
    changedAt: string;
    /** The beat that changed it; null for a manual edit. */
    beatId: string | null;
  }
>;

/** `toLocationId` is null when the character's location was removed from the world. */
export type CharacterMoved = DomainEvent<
  'CharacterMoved',
  {
    characterId: string;
    fromLocationId: string | null;
    toLocationId: string | null;
    movedAt: string;
    beatId: string | null;
  }
>;

export type CharacterMemoryRecorded = DomainEvent<
  'CharacterMemoryRecorded',
  { characterId: string; memory: Memory; beatId: string | null }
>;

/** Motivations taken up and given up, for a reason; a history line follows. */
export type CharacterMotivationsChanged = DomainEvent<
  'CharacterMotivationsChanged',
  { characterId: string; added: string[]; dropped: string[]; reason: string; changedAt: string; beatId: string | null }
>;

/**
 * Joined a faction (from none), left it (to none), defected (from one to another), or held out in a
 * collapsed faction (from and to the same one). A history line follows.
 */
export type CharacterAllegianceChanged = DomainEvent<
  'CharacterAllegianceChanged',
  {
    characterId: string;
    change: AllegianceChange;
    fromFactionId: string | null;
    toFactionId: string | null;
    reason: string;
    changedAt: string;
    beatId: string | null;
  }
>;

/** A beat rewrote what is known of a character; only the fields given change. A history line follows. */
export type CharacterProfileAmended = DomainEvent<
  'CharacterProfileAmended',
  {
    characterId: string;
    changes: { description?: string; background?: string };
    reason: string;
    amendedAt: string;
    beatId: string | null;
  }
>;

/** A tie between two characters, set both ways; `kind: null` ends it. History lines follow on both. */
export type CharacterRelationshipChanged = DomainEvent<
  'CharacterRelationshipChanged',
  {
    characterId: string;
    otherCharacterId: string;
    previousKind: RelationshipKind | null;
    kind: RelationshipKind | null;
    note: string;
    changedAt: string;
    beatId: string | null;
  }
>;

export type CharacterHistoryRecorded = DomainEvent<
  'CharacterHistoryRecorded',
  { characterId: string; historicalEvent: HistoricalEntry; beatId: string | null }
>;

export type CharacterRemoved = DomainEvent<'CharacterRemoved', { characterId: string; removedAt: string }>;

export type CharacterEvent =
  | CharacterAdded
  | CharacterUpdated
  | CharacterStatusChanged
  | CharacterMoved
  | CharacterMemoryRecorded
  | CharacterMotivationsChanged
  | CharacterAllegianceChanged
  | CharacterProfileAmended
  | CharacterRelationshipChanged
  | CharacterHistoryRecorded
  | CharacterRemoved;
