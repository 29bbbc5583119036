import { draftedBeat, generateBeat } from '../arc/arc.decide';
import type { NewBeat } from '../arc/arc.commands';
import type { ArcState } from '../arc/arc.state';
import { arcStep } from '../arc/next-arc-step';
import { requireOwnedWorld } from '../world.access';
import type { WorldDomainEvent } from '../world.events';
import { evolveWorld } from '../world.evolve';
import type { ExistingWorld, WorldState } from '../world.state';
import type { AcceptBeatDraft, DiscardBeatDraft, EditBeatDraft, RegenerateBeatDraft } from './draft.commands';
import type { BeatDraftAccepted, BeatDraftDiscarded } from './draft.events';
import type { DraftedBeat } from './draft.state';
import { requireDraft } from './draft.rules';

/** A draft holds only what the beat itself would pass: judged on the world as it is now, which no draft changes. */
function judgedDraft(world: ExistingWorld, arc: ArcState, beat: NewBeat, at: string): DraftedBeat {
  generateBeat(world, arcStep(arc), arc.arcId, beat, at);
  return draftedBeat(beat);
}

function discarded(arc: ArcState, draftId: string, reason: BeatDraftDiscarded['data']['reason'], at: string): BeatDraftDiscarded {
  return { type: 'BeatDraftDiscarded', data: { draftId, arcId: arc.arcId, reason, discardedAt: at } };
}

/** The author's version of the draft (changes dropped or altered, text rewritten); its beat id and index stay. */
export function editBeatDraft(command: EditBeatDraft, state: WorldState): WorldDomainEvent[] {
  const { data, metadata } = command;
  const world = requireOwnedWorld(state, metadata);
  const { arc, draft } = requireDraft(world, data.draftId);
  const beat: NewBeat = { ...data.beat, beatId: draft.beat.beatId, index: draft.beat.index };
  const edited = judgedDraft(world, arc, beat, metadata.now);
  return [{ type: 'BeatDraftEdited', data: { draftId: draft.draftId, arcId: arc.arcId, beat: edited, editedAt: metadata.now } }];
}

/**
 * The draft happens: BeatDraftAccepted, then the very BeatGenerated progress would have appended without
 * review, judged again on the world as it is now (a hand edit since may have made it untrue).
 */
export function acceptBeatDraft(command: AcceptBeatDraft, state: WorldState): WorldDomainEvent[] {
  const { metadata } = command;
  const world = requireOwnedWorld(state, metadata);
  const { arc, draft } = requireDraft(world, command.data.draftId);
  const accepted: BeatDraftAccepted = {
    type: 'BeatDraftAccepted',
    data: { draftId: draft.draftId, arcId: arc.arcId, beatId: draft.beat.beatId, acceptedAt: metadata.now },
  };
  return [accepted, generateBeat(evolveWorld(world, accepted), arcStep(arc), arc.arcId, draft.beat, metadata.now)];
}

/** The old draft is set aside (it stays in the history) for the generator's new one. */
export function regenerateBeatDraft(command: RegenerateBeatDraft, state: WorldState): WorldDomainEvent[] {
  const { data, metadata } = command;
  const world = requireOwnedWorld(state, metadata);
  const { arc, draft } = requireDraft(world, data.draftId);
  const beat = judgedDraft(world, arc, data.beat, metadata.now);
  return [
    discarded(arc, draft.draftId, 'regenerated', metadata.now),
    { type: 'BeatDrafted', data: { draftId: data.newDraftId, arcId: arc.arcId, beat, replacesDraftId: draft.draftId, draftedAt: metadata.now } },
  ];
}

export function discardBeatDraft(command: DiscardBeatDraft, state: WorldState): WorldDomainEvent[] {
  const world = requireOwnedWorld(state, command.metadata);
  const { arc, draft } = requireDraft(world, command.data.draftId);
  return [discarded(arc, draft.draftId, 'discarded', command.metadata.now)];
}
