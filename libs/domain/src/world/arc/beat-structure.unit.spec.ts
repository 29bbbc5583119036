import { ARC_ACTS, ARC_STRUCTURE, beatSlot, SAVE_THE_CAT_BEAT_NAMES } from './beat-structure';

describe('arc structure', () => {
  it('has 15 beats, 0 to 14, with the Save-the-Cat names', () => {
    expect(ARC_STRUCTURE.map((slot) => slot.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(SAVE_THE_CAT_BEAT_NAMES).toEqual([
      'Opening Image',
      'Theme Stated',
      'Set-Up',
      'Catalyst',
      'Debate',
      'Break into Two',
      'B Story',
      'Fun and Games',
      'Midpoint',
      'Bad Guys Close In',
      'All Is Lost',
      'Dark Night of the Soul',
      'Break into Three',
      'Finale',
      'Final Image',
    ]);
  });

  it('splits them into Equilibrium 0–4, Chaos 5–10 and Resolution 11–14', () => {
    expect(ARC_ACTS).toEqual([
      { act: 1, name: 'Equilibrium', firstBeatIndex: 0, lastBeatIndex: 4 },
      { act: 2, name: 'Chaos', firstBeatIndex: 5, lastBeatIndex: 10 },
      { act: 3, name: 'Resolution', firstBeatIndex: 11, lastBeatIndex: 14 },
    ]);
    expect(ARC_STRUCTURE.map((slot) => slot.act)).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3]);
  });

  it('marks 0, 7 and 14 as anchors', () => {
    expect(ARC_STRUCTURE.filter((slot) => slot.isAnchor).map((slot) => slot.beatName)).toEqual([
      'Opening Image',
      'Fun and Games',
      'Final Image',
    ]);
  });

  it('describes one slot', () => {
    expect(beatSlot(10)).toEqual({ index: 10, beatName: 'All Is Lost', act: 2, actName: 'Chaos', isAnchor: false });
  });

  it.each([-1, 15, 1.5])('has no beat %p', (index) => {
    expect(() => beatSlot(index)).toThrow(expect.objectContaining({ code: 'BEAT.INVALID_INDEX' }) as Error);
  });
});
