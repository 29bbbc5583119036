/** An arc's shape (SPEC.md §4, §9): 15 beats, 0-14, in three acts. */
export const BEAT_COUNT = 15;

const ACTS = [
  { name: 'Act 1', title: 'Equilibrium', first: 0, last: 4 },
  { name: 'Act 2', title: 'Chaos', first: 5, last: 10 },
  { name: 'Act 3', title: 'Resolution', first: 11, last: 14 },
] as const;

export type Act = (typeof ACTS)[number];

export function actOf(beatIndex: number): Act {
  return ACTS.find((act) => beatIndex <= act.last) ?? ACTS[ACTS.length - 1]!;
}

export function arcActs(): readonly Act[] {
  return ACTS;
}

/** The fill is the share of the 15 beats generated so far. */
export function progressFill(beatCount: number): number {
  return Math.min(beatCount, BEAT_COUNT) / BEAT_COUNT;
}

/** Markers sit at the ends and 14 even intervals between: beat 0 at 0, beat 14 at 1. */
export function markerPosition(beatIndex: number): number {
  return beatIndex / (BEAT_COUNT - 1);
}

export interface BeatLike {
  readonly id: string;
  readonly beat_index: number;
}

export interface BeatMarker<Beat extends BeatLike> {
  readonly index: number;
  readonly position: number;
  /** Absent until the arc reaches this beat. */
  readonly beat: Beat | undefined;
}

export function beatMarkers<Beat extends BeatLike>(beats: readonly Beat[]): BeatMarker<Beat>[] {
  return Array.from({ length: BEAT_COUNT }, (_, index) => ({
    index,
    position: markerPosition(index),
    beat: beats.find((beat) => beat.beat_index === index),
  }));
}

/** The arc's current beat, or its latest one should current_beat_id not be among the beats. */
export function currentBeatOf<Beat extends BeatLike>(beats: readonly Beat[], currentBeatId: string | null): Beat | undefined {
  const latest = beats.reduce<Beat | undefined>((last, beat) => (!last || beat.beat_index > last.beat_index ? beat : last), undefined);
  return beats.find((beat) => beat.id === currentBeatId) ?? latest;
}
