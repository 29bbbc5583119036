import { ARC_STRUCTURE, beatSlot } from './beat-structure';

describe('arc structure', () => {
  it('has 15 beats, 0 to 14, with the Save-the-Cat names', () => {
    expect(ARC_STRUCTURE.map((slot) => [slot.index, slot.beatName])).toEqual([
      [0, 'Opening Image'],
      [1, 'Theme Stated'],
      [2, 'Set-Up'],
      [3, 'Catalyst'],
      [4, 'Debate'],
      [5, 'Break into Two'],
      [6, 'B Story'],
      [7, 'Fun and Games'],
      [8, 'Midpoint'],
      [9, 'Bad Guys Close In'],
      [10, 'All Is Lost'],
      [11, 'Dark Night of the Soul'],
      [12, 'Break into Three'],
      [13, 'Finale'],
      [14, 'Final Image'],
    ]);
  });

  it('splits them into Act 1 Equilibrium 0–4, Act 2 Chaos 5–10 and Act 3 Resolution 11–14', () => {
    const acts = (act: number) => ARC_STRUCTURE.filter((slot) => slot.act === act);
    expect(acts(1).map((slot) => slot.index)).toEqual([0, 1, 2, 3, 4]);
    expect(acts(2).map((slot) => slot.index)).toEqual([5, 6, 7, 8, 9, 10]);
    expect(acts(3).map((slot) => slot.index)).toEqual([11, 12, 13, 14]);
    expect([...new Set(ARC_STRUCTURE.map((slot) => `${slot.act} ${slot.actName}`))]).toEqual([
      '1 Equilibrium',
      '2 Chaos',
      '3 Resolution',
    ]);
  });

  it('marks 0, 7 and 14 as anchors', () => {
    expect(ARC_STRUCTURE.filter((slot) => slot.isAnchor).map((slot) => slot.index)).toEqual([0, 7, 14]);
  });

  it('describes one slot', () => {
    expect(beatSlot(10)).toEqual({ index: 10, beatName: 'All Is Lost', act: 2, actName: 'Chaos', isAnchor: false });
  });

  it.each([-1, 15, 1.5])('has no beat %p', (index) => {
    expect(() => beatSlot(index)).toThrow(expect.objectContaining({ code: 'BEAT.INVALID_INDEX' }) as Error);
  });
});
