import type { DomainCommand } from '../../shared/decider';
import type { NewBeat } from '../arc/arc.commands';
import type { BeatContent } from '../arc/arc.state';
import type { BeatConsequencesInput } from '../arc/beat-consequences';

/** The beat as the author edited it; its id and index stay the draft's. */
export interface EditedBeat extends BeatContent {
  readonly consequences: BeatConsequencesInput;
}

export type EditBeatDraft = DomainCommand<'EditBeatDraft', { draftId: string; beat: EditedBeat }>;

export type AcceptBeatDraft = DomainCommand<'AcceptBeatDraft', { draftId: string }>;

/** A new draft for the same beat, written by the generator after the author turned the old one down. */
export type RegenerateBeatDraft = DomainCommand<'RegenerateBeatDraft', { draftId: string; newDraftId: string; beat: NewBeat }>;

export type DiscardBeatDraft = DomainCommand<'DiscardBeatDraft', { draftId: string }>;

export type DraftCommand = EditBeatDraft | AcceptBeatDraft | RegenerateBeatDraft | DiscardBeatDraft;
