import type { BeatType, ImpactLevel, WorldEventType as WorldEventKind } from '@worldloom/contracts';
import type { DomainEvent } from '../../shared/decider';
import type { ArcPremise, BeatContent } from './arc.state';
import type { AppliedBeatConsequences } from './beat-consequences';

export interface BeatPlan extends BeatContent {
  readonly beatId: string;
  readonly index: number;
}

/** Plans the anchors 0, 7 and 14; the BeatGenerated of beat 0 follows in the same append. v2 added `premise`. */
export type ArcStarted = DomainEvent<
  'ArcStarted',
  {
    arcId: string;
    storyName: string;
    detailedDescription: string;
    storyIdea: string | null;
    premise: ArcPremise | null;
    anchors: BeatPlan[];
    startedAt: string;
  }
>;

/**
 * Makes `beat.index` the current beat, with its consequences for the world applied atomically.
 * For an anchor index the beat keeps the planned beatId and beatType 'anchor'. v2 added the living world's
 * consequences (stances, territory, doctrines, characters' changes, newcomers).
 */
export type BeatGenerated = DomainEvent<
  'BeatGenerated',
  {
    arcId: string;
    beat: BeatPlan & { beatType: BeatType };
    consequences: AppliedBeatConsequences;
    generatedAt: string;
  }
>;

export type ArcCompleted = DomainEvent<'ArcCompleted', { arcId: string; summary: string; completedAt: string }>;

export type WorldEventRecorded = DomainEvent<
  'WorldEventRecorded',
  {
    eventId: string;
    arcId: string;
    beatId: string;
    beatIndex: number;
    eventType: WorldEventKind;
    impactLevel: ImpactLevel;
    description: string;
    recordedAt: string;
    /** The player character whose action this is; only on a player's player_action. */
    characterId?: string;
  }
>;

export type ArcEvent = ArcStarted | BeatGenerated | ArcCompleted | WorldEventRecorded;
