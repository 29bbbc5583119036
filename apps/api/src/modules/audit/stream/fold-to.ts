import { type ExistingWorld, worldDecider, type WorldState } from '@worldloom/domain';
import { worldEventTime } from '../../world/projections/world-event-time';
import type { WorldStreamEvent } from './stored-event';

/** A world folded from its stream up to a revision, with what its read-model row would say of it. */
export interface FoldedWorld {
  readonly world: ExistingWorld;
  readonly revision: number;
  /** When the last folded event happened (its metadata). */
  readonly occurredAt: string;
  /** The latest time any folded event carries, as the worlds read model keeps `updated_at`. */
  readonly updatedAt: string;
}

/** Folds events 0..revision with the domain's own evolve. */
export function foldTo(events: readonly WorldStreamEvent[], revision: number): FoldedWorld {
  let state: WorldState = worldDecider.initialState();
  let updatedAt = Number.NEGATIVE_INFINITY;
  for (let index = 0; index <= revision; index++) {
    const { event } = events[index]!;
    state = worldDecider.evolve(state, event);
    updatedAt = Math.max(updatedAt, Date.parse(worldEventTime(event)));
  }
  if (state.status !== 'created') throw new Error(`Revision ${revision} folds to no world`);
  return {
    world: state,
    revision,
    occurredAt: events[revision]!.metadata.occurredAt,
    updatedAt: new Date(updatedAt).toISOString(),
  };
}
