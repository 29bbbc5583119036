import type { DomainEvent } from '../../shared/decider';
import type { Memory } from '../entities/character.state';

/** A change of the reverted beat that a later edit overrode: the edit wins, and the revert says so. */
export interface KeptChange {
  readonly entityId: string;
  readonly field: string;
  readonly message: string;
}

/**
 * The arc's current beat was undone: the beat before it is current again (a refined anchor is planned again)
 * and the beat's memories and witnesses are gone. The compensating events (statuses, stances, territory,
 * allegiances, motivations, relationships, moves, descriptions back to what they were; newcomers removed)
 * follow in the same append. The reverted beat stays in the history.
 */
export type BeatReverted = DomainEvent<
  'BeatReverted',
  {
    arcId: string;
    beatId: string;
    beatIndex: number;
    beatName: string;
    restoredBeatId: string;
    restoredBeatIndex: number;
    revertedBy: string;
    forgottenMemories: { characterId: string; memory: Memory }[];
    kept: KeptChange[];
    revertedAt: string;
  }
>;

export type RevertEvent = BeatReverted;
