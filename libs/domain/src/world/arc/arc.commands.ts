import type { ImpactLevel, WorldEventType as WorldEventKind } from '@worldloom/contracts';
import type { DomainCommand } from '../../shared/decider';
import type { BeatPlan } from './arc.events';
import type { BeatConsequencesInput } from './beat-consequences';

/**
 * `anchorBeats`: one plan for each of the indexes 0, 7 and 14. `openingBeat`, when given, is beat 0 as
 * generated from its plan, with the consequences that open the story (its id and index are the plan's).
 */
export type StartArc = DomainCommand<
  'StartArc',
  {
    arcId: string;
    storyName: string;
    detailedDescription: string;
    storyIdea?: string | null;
    anchorBeats: readonly BeatPlan[];
    openingBeat?: Omit<NewBeat, 'beatId' | 'index'>;
  }
>;

/** The beat that `nextArcStep` asked for; `index` guards against progressing twice on a retry. */
export interface NewBeat extends BeatPlan {
  readonly consequences?: BeatConsequencesInput;
}

/** Either the next beat, or — once beat 14 is current — the summary that completes the arc. */
export type ProgressArc = DomainCommand<
  'ProgressArc',
  { arcId: string; beat: NewBeat } | { arcId: string; summary: string }
>;

export type RecordWorldEvent = DomainCommand<
  'RecordWorldEvent',
  { eventId: string; eventType: WorldEventKind; impactLevel: ImpactLevel; description: string }
>;

export type ArcCommand = StartArc | ProgressArc | RecordWorldEvent;
