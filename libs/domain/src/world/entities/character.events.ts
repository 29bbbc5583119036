import type { CharacterStatus } from '@worldloom/contracts';
import type { DomainEvent } from '../../shared/decider';
import type { CharacterProfile, Memory } from './character.state';

export type CharacterAdded = DomainEvent<
  'CharacterAdded',
  CharacterProfile & {
    characterId: string;
    status: CharacterStatus;
    locationId: string | null;
    /** Memories from before the story, stamped with `addedAt`. */
    memories: Memory[];
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

export type CharacterRemoved = DomainEvent<'CharacterRemoved', { characterId: string; removedAt: string }>;

export type CharacterEvent =
  | CharacterAdded
  | CharacterUpdated
  | CharacterStatusChanged
  | CharacterMoved
  | CharacterMemoryRecorded
  | CharacterRemoved;
