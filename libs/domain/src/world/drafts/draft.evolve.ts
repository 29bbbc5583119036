import { withArc } from '../arc/arc.evolve';
import type { ArcState } from '../arc/arc.state';
import type { ExistingWorld } from '../world.state';
import type { BeatDraftAccepted, BeatDraftDiscarded, BeatDrafted, BeatDraftEdited } from './draft.events';
import type { DraftOutcome } from './draft.state';

function closed(arc: ArcState, draftId: string, outcome: DraftOutcome): ArcState {
  return {
    ...arc,
    draft: arc.draft?.draftId === draftId ? null : arc.draft,
    closedDrafts: [...arc.closedDrafts, { draftId, outcome }],
  };
}

export function beatDrafted(world: ExistingWorld, { draftId, arcId, beat, replacesDraftId, draftedAt }: BeatDrafted['data']): ExistingWorld {
  return withArc(world, arcId, (arc) => ({ ...arc, draft: { draftId, beat, draftedAt, editedAt: null, replacesDraftId } }));
}

export function beatDraftEdited(world: ExistingWorld, { draftId, arcId, beat, editedAt }: BeatDraftEdited['data']): ExistingWorld {
  return withArc(world, arcId, (arc) => (arc.draft?.draftId === draftId ? { ...arc, draft: { ...arc.draft, beat, editedAt } } : arc));
}

/** The beat itself comes with the BeatGenerated that follows. */
export function beatDraftAccepted(world: ExistingWorld, { draftId, arcId }: BeatDraftAccepted['data']): ExistingWorld {
  return withArc(world, arcId, (arc) => closed(arc, draftId, 'accepted'));
}

export function beatDraftDiscarded(world: ExistingWorld, { draftId, arcId, reason }: BeatDraftDiscarded['data']): ExistingWorld {
  return withArc(world, arcId, (arc) => closed(arc, draftId, reason));
}
