import { capPerHolder, type MemoryCandidate, normalise, rankMemories, scoreMemories, takeWithinBudget } from './retrieve-memories';

const candidate = (item: string, data: Partial<Omit<MemoryCandidate<string>, 'item'>> = {}): MemoryCandidate<string> => ({
  item,
  text: 'an ordinary day at the market',
  importance: 0.5,
  beatsAgo: 3,
  ...data,
});

const ranked = (candidates: MemoryCandidate<string>[], query = 'the siege of Frosthold') => rankMemories(candidates, query).map((scored) => scored.item);

describe('memory retrieval (the Generative Agents score)', () => {
  describe('orders by each component when the others are equal', () => {
    it('recency: the fewer beats since, the higher', () => {
      expect(ranked([candidate('old', { beatsAgo: 9 }), candidate('new', { beatsAgo: 0 }), candidate('middle', { beatsAgo: 4 })])).toEqual(['new', 'middle', 'old']);
    });

    it('importance: the more important, the higher', () => {
      expect(ranked([candidate('everyday', { importance: 0.3 }), candidate('life-changing', { importance: 1 }), candidate('notable', { importance: 0.6 })])).toEqual([
        'life-changing',
        'notable',
        'everyday',
      ]);
    });

    it('relevance: the closer to the query (BM25), the higher', () => {
      const candidates = [
        candidate('unrelated'),
        candidate('about the siege', { text: 'the siege began at dawn' }),
        candidate('about the siege of Frosthold', { text: 'the siege of Frosthold began at dawn' }),
      ];
      expect(ranked(candidates)).toEqual(['about the siege of Frosthold', 'about the siege', 'unrelated']);
    });
  });

  it('sums the three components, each weighing alike', () => {
    const candidates = [
      candidate('recent only', { beatsAgo: 0, importance: 0 }),
      candidate('important and relevant', { beatsAgo: 10, importance: 1, text: 'Frosthold falls to the siege' }),
      candidate('nothing', { beatsAgo: 10, importance: 0 }),
    ];
    const scores = scoreMemories(candidates, 'siege of Frosthold');
    expect(scores.map((scored) => scored.score)).toEqual([1, 2, 0]);
    expect(ranked(candidates, 'siege of Frosthold')).toEqual(['important and relevant', 'recent only', 'nothing']);
  });

  describe('normalises each component over the candidates (min-max)', () => {
    it('maps the lowest to 0, the highest to 1 and the rest in proportion', () => {
      expect(normalise([2, 4, 3])).toEqual([0, 1, 0.5]);
      expect(normalise([0.2, 0.8])).toEqual([0, 1]);
    });

    it('gives 0 to a component that does not tell the candidates apart', () => {
      expect(normalise([0.7, 0.7, 0.7])).toEqual([0, 0, 0]);
      expect(normalise([5])).toEqual([0]);
      expect(scoreMemories([candidate('alone', { importance: 1, beatsAgo: 0 })], 'anything')[0]).toMatchObject({ recency: 0, importance: 0, relevance: 0, score: 0 });
    });

    it('keeps every component within 0-1 however far apart the raw values are', () => {
      const scores = scoreMemories([candidate('a', { beatsAgo: 0 }), candidate('b', { beatsAgo: 200, importance: 0.9, text: 'Frosthold Frosthold Frosthold' })], 'Frosthold');
      for (const scored of scores) {
        for (const value of [scored.recency, scored.importance, scored.relevance]) expect(value).toBeGreaterThanOrEqual(0);
        for (const value of [scored.recency, scored.importance, scored.relevance]) expect(value).toBeLessThanOrEqual(1);
      }
    });
  });

  describe('ties', () => {
    it('go to the more recent, then the more important', () => {
      // Each pair scores 1 in all: one component at its top, the others at their bottom.
      const recentVersusImportant = [candidate('important', { beatsAgo: 5, importance: 1 }), candidate('recent', { beatsAgo: 0, importance: 0 })];
      expect(ranked(recentVersusImportant, 'nothing in common')).toEqual(['recent', 'important']);
      const importantVersusRelevant = [
        candidate('relevant', { importance: 0, text: 'Frosthold' }),
        candidate('important', { importance: 1, text: 'a quiet day' }),
      ];
      expect(ranked(importantVersusRelevant, 'Frosthold')).toEqual(['important', 'relevant']);
    });

    it('keep the candidates\' order when they are equal in everything', () => {
      expect(ranked([candidate('first'), candidate('second'), candidate('third')])).toEqual(['first', 'second', 'third']);
    });
  });

  describe('budget', () => {
    const cost = (item: { cost: number }) => item.cost;

    it('takes the best first while they fit, passing over one too long for what is left', () => {
      const items = [{ name: 'best', cost: 40 }, { name: 'long', cost: 70 }, { name: 'third', cost: 30 }, { name: 'fourth', cost: 40 }];
      expect(takeWithinBudget(items, cost, 100).map((item) => item.name)).toEqual(['best', 'third']);
      expect(takeWithinBudget(items, cost, 110).map((item) => item.name)).toEqual(['best', 'long']);
    });

    it('takes nothing from a budget of nothing, and everything from a large one', () => {
      const items = [{ cost: 1 }, { cost: 2 }];
      expect(takeWithinBudget(items, cost, 0)).toEqual([]);
      expect(takeWithinBudget(items, cost, 1_000)).toEqual(items);
    });

    it('leaves each holder at most so many, the best of theirs', () => {
      const items = ['a1', 'b1', 'a2', 'a3', 'b2'];
      expect(capPerHolder(items, (item) => item.charAt(0), 2)).toEqual(['a1', 'b1', 'a2', 'b2']);
    });
  });
});
