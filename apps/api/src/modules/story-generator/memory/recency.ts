import type { GenerationMemory } from '@worldloom/contracts';

/**
 * How much a memory's recency fades with each beat since it was made. The Generative Agents paper decays
 * per game hour (0.995); a story moves in beats, so recency decays per beat.
 */
export const RECENCY_DECAY_PER_BEAT = 0.9;

export type DatedMemory = Pick<GenerationMemory, 'timestamp' | 'beat_id'>;

/** A memory's recency before normalisation: 1 for one made in the latest beat, fading with each beat since. */
export function recencyOf(beatsAgo: number): number {
  return RECENCY_DECAY_PER_BEAT ** beatsAgo;
}

export interface BeatTimeline {
  /** Beats the memories date. */
  readonly beats: number;
  beatsSince(memory: DatedMemory): number;
}

/**
 * The story's beats as the memories date them (a beat stamps its memories with its time), to count the beats
 * since each memory. A memory of no beat (from before the story, or recorded by hand) counts the beats dated
 * after it, so memories from before the story are the oldest of all.
 */
export function beatTimeline(memories: Iterable<DatedMemory>): BeatTimeline {
  const beatTimes = new Map<string, number>();
  for (const memory of memories) {
    if (memory.beat_id === null) continue;
    const time = Date.parse(memory.timestamp);
    const known = beatTimes.get(memory.beat_id);
    if (known === undefined || time < known) beatTimes.set(memory.beat_id, time);
  }
  const times = [...beatTimes.values()];
  return {
    beats: times.length,
    beatsSince: (memory) => {
      const time = (memory.beat_id === null ? undefined : beatTimes.get(memory.beat_id)) ?? Date.parse(memory.timestamp);
      // An undated memory is taken for the oldest.
      return Number.isNaN(time) ? times.length : times.filter((beatTime) => beatTime > time).length;
    },
  };
}
