import type { BeatPlan } from '../arc/arc.events';
import type { BeatConsequencesInput, NewcomersInput } from '../arc/beat-consequences';

/** A beat's proposed consequences with every list present (empty where the beat changes nothing of the kind). */
export type DraftConsequences = {
  readonly [Key in Exclude<keyof BeatConsequencesInput, 'newcomers'>]-?: NonNullable<BeatConsequencesInput[Key]>;
} & { readonly newcomers: Required<NewcomersInput> };

/** A beat as proposed, before the world takes it: its plan and what it would change, as ProgressArc takes them. */
export interface DraftedBeat extends BeatPlan {
  readonly consequences: DraftConsequences;
}

/** The draft waiting for its author; it changes nothing until accepted. */
export interface BeatDraftState {
  readonly draftId: string;
  readonly beat: DraftedBeat;
  readonly draftedAt: string;
  /** When the author last edited it; null while it is as the generator wrote it. */
  readonly editedAt: string | null;
  /** The draft this one replaced when the author asked for another. */
  readonly replacesDraftId: string | null;
}

export type DraftOutcome = 'accepted' | 'discarded' | 'regenerated';

/** A draft that no longer waits, and how it ended. */
export interface ClosedDraft {
  readonly draftId: string;
  readonly outcome: DraftOutcome;
}

export function draftConsequences(input: BeatConsequencesInput = {}): DraftConsequences {
  return {
    newcomers: { locations: input.newcomers?.locations ?? [], characters: input.newcomers?.characters ?? [] },
    locationStatusChanges: input.locationStatusChanges ?? [],
    factionStatusChanges: input.factionStatusChanges ?? [],
    characterStatusChanges: input.characterStatusChanges ?? [],
    memories: input.memories ?? [],
    moves: input.moves ?? [],
    locationHistory: input.locationHistory ?? [],
    factionHistory: input.factionHistory ?? [],
    stanceChanges: input.stanceChanges ?? [],
    territoryChanges: input.territoryChanges ?? [],
    doctrines: input.doctrines ?? [],
    motivationChanges: input.motivationChanges ?? [],
    allegianceChanges: input.allegianceChanges ?? [],
    characterAmendments: input.characterAmendments ?? [],
    locationAmendments: input.locationAmendments ?? [],
    relationshipChanges: input.relationshipChanges ?? [],
    leaderChanges: input.leaderChanges ?? [],
  };
}
