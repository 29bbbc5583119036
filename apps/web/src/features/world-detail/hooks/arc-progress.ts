import { BEAT_COUNT, storyActOf } from '@worldloom/contracts/vocabulary';

/** "Act 2: Chaos" for a beat of the second act (SPEC.md §9). */
export function actLabel(beatIndex: number): string {
  const act = storyActOf(beatIndex);
  return `Act ${act.act}: ${act.name}`;
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

/**
 * The World Summary's progress line. The current beat is named as everywhere else, by its index
 * ("Beat 3", SPEC.md's "Beat {index}"); how many of the 15 beats exist is said as a count beside it.
 */
export function storyProgressLabel(arc: { readonly status: string } | null, currentBeatIndex: number | undefined, beatCount: number): string {
  if (!arc) return 'Not started';
  if (arc.status === 'complete') return 'Complete';
  const generated = `${beatCount} of ${BEAT_COUNT} beats`;
  if (currentBeatIndex === undefined) return `No beat yet · ${generated}`;
  return `${beatLabel(currentBeatIndex)} · ${generated} · ${actLabel(currentBeatIndex)}`;
}

/** How the page names a beat to the user, everywhere: by its index, "Beat 3" (SPEC.md's "Beat {index}"). */
export function beatLabel(beatIndex: number): string {
  return `Beat ${beatIndex}`;
}

/** The mark of a location or character a beat brought into the story. */
export function emergedLabel(emerged: { readonly beat_index: number }): string {
  return `Emerged in ${beatLabel(emerged.beat_index)}`;
}
