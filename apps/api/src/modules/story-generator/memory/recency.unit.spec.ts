import { beatTimeline, recencyOf, RECENCY_DECAY_PER_BEAT } from './recency';

const minute = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();
const beatMemory = (beat: string, at: number) => ({ beat_id: beat, timestamp: minute(at) });
const looseMemory = (at: number) => ({ beat_id: null, timestamp: minute(at) });

describe('recency', () => {
  it('decays exponentially per beat', () => {
    expect(recencyOf(0)).toBe(1);
    expect(recencyOf(1)).toBeCloseTo(RECENCY_DECAY_PER_BEAT);
    expect(recencyOf(3)).toBeCloseTo(RECENCY_DECAY_PER_BEAT ** 3);
  });

  describe('beats since a memory', () => {
    const memories = [looseMemory(0), beatMemory('beat-1', 10), beatMemory('beat-2', 20), beatMemory('beat-3', 30), beatMemory('beat-2', 20)];
    const timeline = beatTimeline(memories);

    it('counts the beats the memories date after the memory\'s own beat', () => {
      expect(timeline.beats).toBe(3);
      expect(timeline.beatsSince(beatMemory('beat-3', 30))).toBe(0);
      expect(timeline.beatsSince(beatMemory('beat-2', 20))).toBe(1);
      expect(timeline.beatsSince(beatMemory('beat-1', 10))).toBe(2);
    });

    it('takes memories from before the story for the oldest', () => {
      expect(timeline.beatsSince(looseMemory(0))).toBe(3);
      expect(timeline.beatsSince({ beat_id: null, timestamp: 'long ago' })).toBe(3);
    });

    it('places a memory recorded by hand by its time', () => {
      expect(timeline.beatsSince(looseMemory(25))).toBe(1);
      expect(timeline.beatsSince(looseMemory(35))).toBe(0);
    });

    it('dates a beat by its memories, whatever their order', () => {
      const shuffled = beatTimeline([beatMemory('late', 50), beatMemory('early', 5)]);
      expect(shuffled.beatsSince(beatMemory('early', 5))).toBe(1);
    });
  });
});
