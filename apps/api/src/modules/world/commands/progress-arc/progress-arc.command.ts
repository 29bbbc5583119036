import { Command } from '@nestjs/cqrs';
import type { Beat, BeatDraft, ProgressArcInput, RecordWorldEventInput, WorldEvent } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

/** A world event to record against the current beat before the arc moves on (REST's `recentEvents`). */
export type RecentEvent = Omit<RecordWorldEventInput, 'world_id'>;

export interface ProgressArcResult {
  /** The new current beat, or null when the arc is (now) complete — the spec's falsy result — or the beat was drafted. */
  readonly beat: Beat | null;
  /** In review mode: the drafted beat, waiting for its author. */
  readonly draft: BeatDraft | null;
  /** The recent events as the read model shows them, in order. */
  readonly recordedEvents: WorldEvent[];
}

/** Records the recent events and progresses the arc in one decision and one append; the beat takes the events. */
export class ProgressArcCommand extends Command<ProgressArcResult> {
  constructor(
    readonly input: ProgressArcInput & { readonly recentEvents?: readonly RecentEvent[] },
    readonly context: RequestContext,
  ) {
    super();
  }
}
