import type { ImpactLevel, WorldEventType as WorldEventKind } from '@worldloom/contracts';
import type { DomainCommand } from '../../shared/decider';
import type { BeatPlan } from './arc.events';
import type { ArcPremise } from './arc.state';
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
    /** Its references may name the opening beat's newcomers. */
    premise?: ArcPremise | null;
    anchorBeats: readonly BeatPlan[];
    openingBeat?: Omit<NewBeat, 'beatId' | 'index'>;
  }
>;

/** The beat that `nextArcStep` asked for; `index` guards against progressing twice on a retry. */
export interface NewBeat extends BeatPlan {
  readonly consequences?: BeatConsequencesInput;
}

export type RecordWorldEvent = DomainCommand<
  'RecordWorldEvent',
  { eventId: string; eventType: WorldEventKind; impactLevel: ImpactLevel; description: string }
>;

/** A world event as RecordWorldEvent takes it. */
export type WorldEventToRecord = RecordWorldEvent['data'];

/**
 * Records `recentEvents` first (in order, as RecordWorldEvent does), so the beat takes them; then the next
 * beat, or — once beat 14 is current — the summary that completes the arc. `recordOnly` is for a complete arc:
 * the events are recorded and the arc stays as it is. In review mode the beat is drafted under `draftId`.
 */
export type ProgressArc = DomainCommand<
  'ProgressArc',
  { arcId: string; recentEvents?: readonly WorldEventToRecord[] } & (
    | { beat: NewBeat; draftId?: string }
    | { summary: string }
    | { recordOnly: true }
  )
>;

/** world.completeArc: ends an active arc now, wherever it stands, with its summary. */
export type CompleteArc = DomainCommand<'CompleteArc', { arcId: string; summary: string }>;

export type ArcCommand = StartArc | ProgressArc | CompleteArc | RecordWorldEvent;
