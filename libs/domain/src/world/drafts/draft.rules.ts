import { DomainError } from '../../shared/domain-error';
import type { ArcState } from '../arc/arc.state';
import { listArcs } from '../world.queries';
import type { ExistingWorld } from '../world.state';
import type { BeatDraftState } from './draft.state';

/** Progressing, recording events, completing or reverting while a draft waits would decide past it. */
export function pendingDraft(): DomainError {
  return DomainError.conflict('DRAFT.PENDING', 'A drafted beat waits for review: accept, edit, regenerate or discard it first');
}

/** The draft that waits under this id: one that was accepted or discarded is a conflict, one never made is not found. */
export function requireDraft(world: ExistingWorld, draftId: string): { arc: ArcState; draft: BeatDraftState } {
  const arc = world.currentArc;
  if (arc?.draft?.draftId === draftId) return { arc, draft: arc.draft };
  for (const candidate of listArcs(world)) {
    const closed = candidate.closedDrafts.find((entry) => entry.draftId === draftId);
    if (closed) throw DomainError.conflict('DRAFT.CLOSED', `This draft was already ${closed.outcome}`);
  }
  throw DomainError.notFound('DRAFT.NOT_FOUND', 'Draft not found');
}
