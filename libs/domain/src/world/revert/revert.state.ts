import type { BeatState, WorldEventState } from '../arc/arc.state';
import type { AppliedBeatConsequences } from '../arc/beat-consequences';
import type { CharacterRelationship } from '../entities/character.state';

/** What a beat's changes replaced that its consequences do not carry themselves. */
export interface BeatBefore {
  /** Descriptions and backgrounds its amendments replaced. */
  readonly profiles: readonly { readonly characterId: string; readonly description: string; readonly background: string }[];
  /** Ties it changed, as `holderId` held them before (their notes and since). */
  readonly ties: readonly (CharacterRelationship & { readonly holderId: string })[];
  /** Factions whose leader changed sides in it (evolve let the leader go). */
  readonly leaders: readonly { readonly factionId: string; readonly leaderId: string }[];
}

/**
 * A beat of the active arc as revertBeat needs it: what it changed (with the values it replaced), the plan it
 * refined, and the world events it took. Kept for the active arc only, newest last.
 */
export interface RevertibleBeat {
  readonly beatId: string;
  readonly index: number;
  readonly name: string;
  readonly generatedAt: string;
  readonly consequences: AppliedBeatConsequences;
  /** The planned anchor the beat refined, planned again once it is reverted; null for a beat that was not planned. */
  readonly plan: BeatState | null;
  /** The world events recorded before it and taken by it: after a revert the next beat takes them again. */
  readonly takenEvents: readonly WorldEventState[];
  readonly before: BeatBefore;
}
