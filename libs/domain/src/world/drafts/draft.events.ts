import type { DomainEvent } from '../../shared/decider';
import type { DraftedBeat } from './draft.state';

/**
 * In review mode, progress proposes the next beat instead of applying it: the domain judged it as it would
 * the beat itself, and nothing in the world changes until the author accepts it. `replacesDraftId` names the
 * draft the author asked to have written again.
 */
export type BeatDrafted = DomainEvent<
  'BeatDrafted',
  { draftId: string; arcId: string; beat: DraftedBeat; replacesDraftId: string | null; draftedAt: string }
>;

/** The author changed the draft (dropped or altered changes, rewrote its text); the domain judged the result. */
export type BeatDraftEdited = DomainEvent<'BeatDraftEdited', { draftId: string; arcId: string; beat: DraftedBeat; editedAt: string }>;

/** The author accepted the draft: the BeatGenerated that makes it happen follows in the same append. */
export type BeatDraftAccepted = DomainEvent<'BeatDraftAccepted', { draftId: string; arcId: string; beatId: string; acceptedAt: string }>;

/** The draft was thrown away, by itself or for a new one (`regenerated`); it stays in the history. */
export type BeatDraftDiscarded = DomainEvent<
  'BeatDraftDiscarded',
  { draftId: string; arcId: string; reason: 'discarded' | 'regenerated'; discardedAt: string }
>;

export type DraftEvent = BeatDrafted | BeatDraftEdited | BeatDraftAccepted | BeatDraftDiscarded;
