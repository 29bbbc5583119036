import { DomainError } from '../../shared/domain-error';
import { pendingDraft } from '../drafts/draft.rules';
import { worldNotFound } from '../world.access';
import { findArc } from '../world.queries';
import type { ExistingWorld, WorldState } from '../world.state';
import type { ArcState, BeatState } from './arc.state';
import { type BeatSlot, beatSlot, LAST_BEAT_INDEX } from './beat-structure';

/** What progressing an arc means next: generate (or refine the planned anchor of) a beat, or complete it. */
export type ArcStep =
  | ({ readonly kind: 'beat'; readonly arc: ArcState; readonly plannedBeat: BeatState | null } & BeatSlot)
  | { readonly kind: 'complete'; readonly arc: ArcState };

export function requireArc(world: ExistingWorld, arcId: string): ArcState {
  const arc = findArc(world, arcId);
  if (!arc) throw DomainError.notFound('ARC.NOT_FOUND', `Arc ${arcId} not found`);
  return arc;
}

/**
 * Asked by the application before it calls the generator, then answered with the matching ProgressArc.
 * Throws ARC.NOT_FOUND for an unknown arc, ARC.COMPLETE for a completed one (the edge's falsy result) and
 * DRAFT.PENDING while a drafted beat waits for its author.
 */
export function nextArcStep(state: WorldState, arcId: string): ArcStep {
  if (state.status === 'none') throw worldNotFound();
  const arc = requireArc(state, arcId);
  if (arc.status === 'complete') {
    throw DomainError.conflict('ARC.COMPLETE', 'Arc is complete! You can create a new arc to continue the story.');
  }
  if (arc.draft !== null) throw pendingDraft();
  return arcStep(arc);
}

/** The step after the arc's current beat, whether or not a draft of it waits (the draft is that step). */
export function arcStep(arc: ArcState): ArcStep {
  const current = arc.currentBeatIndex ?? -1;
  if (current >= LAST_BEAT_INDEX) return { kind: 'complete', arc };
  const slot = beatSlot(current + 1);
  const plannedBeat = arc.beats.find((beat) => beat.index === slot.index && beat.status === 'planned') ?? null;
  return { kind: 'beat', arc, plannedBeat, ...slot };
}
