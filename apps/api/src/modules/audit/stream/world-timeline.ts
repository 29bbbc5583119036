import type { WorldStateAt } from '@worldloom/contracts';
import { type ExistingWorld, worldDecider, type WorldState } from '@worldloom/domain';
import { worldEventTime } from '../../world/projections/world-event-time';
import { toWorldSnapshot } from '../snapshot/world-snapshot.mapper';
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

interface Checkpoint {
  readonly state: WorldState;
  /** Epoch milliseconds of the latest event time folded so far. */
  readonly updatedAt: number;
}

/** Folded states are kept every this many revisions, so no answer folds more events than that. */
export const CHECKPOINT_EVERY = 500;

/**
 * A world's stream (oldest first, index = revision) and the states it folds to. States are immutable, so
 * the checkpoints stay valid as the stream grows and are shared by everyone reading the same world.
 */
export class WorldTimeline {
  constructor(
    readonly events: readonly WorldStreamEvent[],
    /** Revision r's entry is the state after events 0..r-1 (r a multiple of CHECKPOINT_EVERY). */
    private readonly checkpoints = new Map<number, Checkpoint>(),
  ) {}

  get lastRevision(): number {
    return this.events.length - 1;
  }

  /** The same checkpoints over a longer stream. */
  extendedBy(tail: readonly WorldStreamEvent[]): WorldTimeline {
    return tail.length === 0 ? this : new WorldTimeline([...this.events, ...tail], this.checkpoints);
  }

  /** Folds events 0..revision with the domain's own evolve, from the nearest checkpoint. */
  foldTo(revision: number): FoldedWorld {
    let { state, updatedAt } = this.checkpointBefore(revision);
    for (let index = Math.floor(revision / CHECKPOINT_EVERY) * CHECKPOINT_EVERY; index <= revision; index++) {
      ({ state, updatedAt } = this.step(index, state, updatedAt));
    }
    if (state.status !== 'created') throw new Error(`Revision ${revision} folds to no world`);
    return {
      world: state,
      revision,
      occurredAt: this.events[revision]!.metadata.occurredAt,
      updatedAt: new Date(updatedAt).toISOString(),
    };
  }

  /** The world once events 0..revision happened, in the live state's shape, with the point it shows. */
  stateAt(revision: number): WorldStateAt {
    const folded = this.foldTo(revision);
    return { ...toWorldSnapshot(folded.world, folded.updatedAt), revision, occurred_at: folded.occurredAt };
  }

  /** The world just before each of `revisions` (null before it existed), folding once over their span. */
  statesBefore(revisions: readonly number[]): Map<number, ExistingWorld | null> {
    const wanted = [...revisions].sort((a, b) => a - b);
    const found = new Map<number, ExistingWorld | null>();
    if (wanted.length === 0) return found;
    let { state, updatedAt } = this.checkpointBefore(wanted[0]!);
    let index = Math.floor(wanted[0]! / CHECKPOINT_EVERY) * CHECKPOINT_EVERY;
    for (const revision of wanted) {
      for (; index < revision; index++) ({ state, updatedAt } = this.step(index, state, updatedAt));
      found.set(revision, state.status === 'created' ? state : null);
    }
    return found;
  }

  /** The checkpoint at the start of `revision`'s span of CHECKPOINT_EVERY events, made (once) if missing. */
  private checkpointBefore(revision: number): Checkpoint {
    const target = Math.floor(revision / CHECKPOINT_EVERY) * CHECKPOINT_EVERY;
    let start = target;
    while (start > 0 && !this.checkpoints.has(start)) start -= CHECKPOINT_EVERY;
    let checkpoint = this.checkpoints.get(start) ?? { state: worldDecider.initialState(), updatedAt: Number.NEGATIVE_INFINITY };
    for (let index = start; index < target; index++) {
      checkpoint = this.step(index, checkpoint.state, checkpoint.updatedAt);
      if ((index + 1) % CHECKPOINT_EVERY === 0) this.checkpoints.set(index + 1, checkpoint);
    }
    return checkpoint;
  }

  private step(index: number, state: WorldState, updatedAt: number): Checkpoint {
    const { event } = this.events[index]!;
    return { state: worldDecider.evolve(state, event), updatedAt: Math.max(updatedAt, Date.parse(worldEventTime(event))) };
  }
}
