import type { BeatType, ImpactLevel, WorldEventType as WorldEventKind } from '@worldloom/contracts';
import type { BeatDraftState, ClosedDraft } from '../drafts/draft.state';
import type { RevertibleBeat } from '../revert/revert.state';

export interface BeatContent {
  readonly name: string;
  readonly description: string;
  readonly worldDirectives: readonly string[];
  readonly emergentStorylines: readonly string[];
}

export interface BeatState extends BeatContent {
  readonly beatId: string;
  readonly arcId: string;
  readonly index: number;
  /** 'anchor' for 0, 7 and 14, even after they are refined; 'generated' for the others. */
  readonly beatType: BeatType;
  /** A planned anchor is 'planned' until progress reaches it. */
  readonly status: 'planned' | 'generated';
  readonly plannedAt: string | null;
  readonly generatedAt: string | null;
}

/** A world event as the arc keeps it (SPEC §3 "World event"), attached to the beat that was current. */
export interface WorldEventState {
  readonly eventId: string;
  readonly arcId: string;
  readonly beatId: string;
  readonly beatIndex: number;
  readonly eventType: WorldEventKind;
  readonly impactLevel: ImpactLevel;
  readonly description: string;
  readonly recordedAt: string;
  /** The player character whose action this is (members/player.rules.ts). */
  readonly characterId?: string;
}

/**
 * What the arc is about, read from its story idea (or drawn at random without one): the threat, what is at
 * stake, and who and where it involves. Every beat builds on it; its cast must be alive when the arc starts.
 */
export interface ArcPremise {
  readonly threat: string;
  readonly stakes: string;
  readonly protagonistId: string | null;
  readonly antagonistId: string | null;
  /** Everyone the story is about, protagonist and antagonist included. */
  readonly characterIds: readonly string[];
  readonly factionIds: readonly string[];
  /** The places it is about, the contested one first. */
  readonly locationIds: readonly string[];
}

export interface ArcState {
  readonly arcId: string;
  readonly storyName: string;
  readonly detailedDescription: string;
  readonly storyIdea: string | null;
  /** Null for arcs started before premises were kept (ArcStarted v1). */
  readonly premise: ArcPremise | null;
  readonly summary: string | null;
  readonly status: 'active' | 'complete';
  /** Planned anchors and generated beats, ordered by index. */
  readonly beats: readonly BeatState[];
  /** Null only between ArcStarted and the BeatGenerated for beat 0 that follows it in the same append. */
  readonly currentBeatIndex: number | null;
  /** World events recorded since the current beat was generated; they feed the next beat. */
  readonly eventsSinceLastBeat: readonly WorldEventState[];
  readonly startedAt: string;
  readonly completedAt: string | null;
  /** The drafted next beat waiting for its author (review mode); one at a time. */
  readonly draft: BeatDraftState | null;
  /** Drafts that no longer wait, oldest first. */
  readonly closedDrafts: readonly ClosedDraft[];
  /** The beats revertBeat can undo, newest last; emptied when the arc completes. */
  readonly revertible: readonly RevertibleBeat[];
}
