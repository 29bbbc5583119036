import { createRng, hashString } from './rng';

describe('createRng', () => {
  it('repeats the same sequence for the same seed', () => {
    const first = createRng('world-1');
    const second = createRng('world-1');
    const draws = (rng: ReturnType<typeof createRng>) => Array.from({ length: 20 }, () => rng.next());
    expect(draws(first)).toEqual(draws(second));
  });

  it('gives different sequences for different seeds', () => {
    expect(createRng('a').next()).not.toBe(createRng('b').next());
    expect(hashString('a')).not.toBe(hashString('b'));
  });

  it('keeps integers in range and roughly uniform', () => {
    const rng = createRng('uniform');
    const counts = [0, 0, 0, 0];
    for (let draw = 0; draw < 4000; draw += 1) {
      const value = rng.int(0, 3);
      counts[value] = (counts[value] ?? 0) + 1;
    }
    for (const count of counts) expect(count).toBeGreaterThan(850);
  });

  it('samples distinct items and honours weights', () => {
    const rng = createRng('sample');
    const sample = rng.sample(['a', 'b', 'c', 'd', 'e'], 3);
    expect(new Set(sample).size).toBe(3);
    const picks = Array.from({ length: 1000 }, () => rng.weighted({ rare: 1, common: 9 }));
    expect(picks.filter((pick) => pick === 'common').length).toBeGreaterThan(800);
    expect(() => rng.pick([])).toThrow(RangeError);
  });
});
