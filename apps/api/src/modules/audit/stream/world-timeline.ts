import type { WorldStateAt } from '@worldloom/contracts';
import { type ExistingWorld, worldDecider, type WorldState } from '@worldloom/domain';
import { worldEventTime } from '#world';
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

/** The state after the first events of a stream. */
export interface Checkpoint {
  readonly state: WorldState;
  /** Epoch milliseconds of the latest event time folded so far. */
  readonly updatedAt: number;
}

/** Folded states are kept every this many revisions, so no answer folds more events than that. */
export const CHECKPOINT_EVERY = 500;

export const STREAM_START: Checkpoint = { state: worldDecider.initialState(), updatedAt: Number.NEGATIVE_INFINITY };

/** Called with each checkpoint a fold makes: the state after the events up to `last` (a multiple of CHECKPOINT_EVERY of them). */
export type CheckpointListener = (checkpoint: Checkpoint, last: WorldStreamEvent) => void;

/** One more event, folded with the domain's own evolve. */
export function foldEvent(checkpoint: Checkpoint, { event }: WorldStreamEvent): Checkpoint {
  return {
    state: worldDecider.evolve(checkpoint.state, event),
    updatedAt: Math.max(checkpoint.updatedAt, Date.parse(worldEventTime(event))),
  };
}

/** Whether the events up to `revision` fill whole spans of CHECKPOINT_EVERY: a checkpoint is kept after it. */
export function endsASpan(revision: number): boolean {
  return (revision + 1) % CHECKPOINT_EVERY === 0;
}

/** The last span end at or below `revision` (-1: none). */
export function lastSpanEndAtOrBelow(revision: number): number {
  return Math.floor((revision + 1) / CHECKPOINT_EVERY) * CHECKPOINT_EVERY - 1;
}

/** The span end a timeline folds `revision` from: the one before `revision`'s own span (-1: the start). */
export function spanEndBefore(revision: number): number {
  return spanStart(revision) - 1;
}

/** The world a checkpoint holds, as of the event at `revision` that happened at `occurredAt`. */
export function foldedWorld(checkpoint: Checkpoint, revision: number, occurredAt: string): FoldedWorld {
  const { state, updatedAt } = checkpoint;
  if (state.status !== 'created') throw new Error(`Revision ${revision} folds to no world`);
  return { world: state, revision, occurredAt, updatedAt: new Date(updatedAt).toISOString() };
}

/** The folded world in the live state's shape, with the point it shows. */
export function stateAtOf(folded: FoldedWorld): WorldStateAt {
  return { ...toWorldSnapshot(folded.world, folded.updatedAt), revision: folded.revision, occurred_at: folded.occurredAt };
}

/**
 * A world's stream (oldest first, index = revision) and the states it folds to. States are immutable, so
 * the checkpoints stay valid as the stream grows and are shared by everyone reading the same world.
 */
export class WorldTimeline {
  constructor(
    readonly events: readonly WorldStreamEvent[],
    /** Revision r's entry is the state after events 0..r-1 (r a multiple of CHECKPOINT_EVERY). */
    private readonly checkpoints = new Map<number, Checkpoint>(),
    /** Told of each checkpoint this timeline folds (not of those it adopts). */
    private readonly onCheckpoint?: CheckpointListener,
  ) {}

  get lastRevision(): number {
    return this.events.length - 1;
  }

  /** The same checkpoints over a longer stream. */
  extendedBy(tail: readonly WorldStreamEvent[]): WorldTimeline {
    return tail.length === 0 ? this : new WorldTimeline([...this.events, ...tail], this.checkpoints, this.onCheckpoint);
  }

  /**
   * Where folding to `revision` would start: the revision of the last event in the nearest checkpoint
   * at or below it (-1 for the start of the stream).
   */
  foldStartFor(revision: number): number {
    let start = spanStart(revision);
    while (start > 0 && !this.checkpoints.has(start)) start -= CHECKPOINT_EVERY;
    return start - 1;
  }

  /** Takes a state folded elsewhere (a persisted snapshot) of the events up to `revision`, which ends a span. */
  adopt(revision: number, checkpoint: Checkpoint): void {
    if (!endsASpan(revision)) throw new Error(`A checkpoint follows a whole span of events, not revision ${revision}`);
    if (!this.checkpoints.has(revision + 1)) this.checkpoints.set(revision + 1, checkpoint);
  }

  /** Folds events 0..revision with the domain's own evolve, from the nearest checkpoint. */
  foldTo(revision: number): FoldedWorld {
    let checkpoint = this.checkpointBefore(revision);
    for (let index = spanStart(revision); index <= revision; index++) checkpoint = foldEvent(checkpoint, this.events[index]!);
    return foldedWorld(checkpoint, revision, this.events[revision]!.metadata.occurredAt);
  }

  /** The world once events 0..revision happened, in the live state's shape, with the point it shows. */
  stateAt(revision: number): WorldStateAt {
    return stateAtOf(this.foldTo(revision));
  }

  /** The world just before each of `revisions` (null before it existed), folding once over their span. */
  statesBefore(revisions: readonly number[]): Map<number, ExistingWorld | null> {
    const wanted = [...revisions].sort((a, b) => a - b);
    const found = new Map<number, ExistingWorld | null>();
    if (wanted.length === 0) return found;
    let checkpoint = this.checkpointBefore(wanted[0]!);
    let index = spanStart(wanted[0]!);
    for (const revision of wanted) {
      for (; index < revision; index++) checkpoint = foldEvent(checkpoint, this.events[index]!);
      found.set(revision, checkpoint.state.status === 'created' ? checkpoint.state : null);
    }
    return found;
  }

  /** The checkpoint at the start of `revision`'s span of CHECKPOINT_EVERY events, made (once) if missing. */
  private checkpointBefore(revision: number): Checkpoint {
    const target = spanStart(revision);
    const start = this.foldStartFor(revision) + 1;
    let checkpoint = this.checkpoints.get(start) ?? STREAM_START;
    for (let index = start; index < target; index++) {
      checkpoint = foldEvent(checkpoint, this.events[index]!);
      if (endsASpan(index)) {
        this.checkpoints.set(index + 1, checkpoint);
        this.onCheckpoint?.(checkpoint, this.events[index]!);
      }
    }
    return checkpoint;
  }
}

/** The first revision of `revision`'s span of CHECKPOINT_EVERY events. */
function spanStart(revision: number): number {
  return Math.floor(revision / CHECKPOINT_EVERY) * CHECKPOINT_EVERY;
}
