import { bm25Relevance, meaningfulWords } from './relevance';

describe('BM25 relevance', () => {
  it('scores a document higher the more of the query it holds', () => {
    const [none, one, both] = bm25Relevance('Frosthold siege', ['a quiet market day', 'the siege went on', 'the siege of Frosthold']);
    expect(none).toBe(0);
    expect(one).toBeGreaterThan(0);
    expect(both).toBeGreaterThan(one ?? 0);
  });

  it('matches whole words only, in any case', () => {
    const [washed, ash] = bm25Relevance('ash', ['the river washed the stones', 'ASH fell on the roofs']);
    expect(washed).toBe(0);
    expect(ash).toBeGreaterThan(0);
  });

  it('reads words with accents and takes no query word for a pattern', () => {
    const scores = bm25Relevance('Ærin (the [lost] heir)*', ['Ærin returns', 'nothing here']);
    expect(scores[0]).toBeGreaterThan(0);
    expect(scores[1]).toBe(0);
  });

  it('scores nothing when the query has no meaningful word or the documents are empty', () => {
    expect(bm25Relevance('the of and', ['the fall of the city'])).toEqual([0]);
    expect(bm25Relevance('Frosthold', ['', ''])).toEqual([0, 0]);
    expect(bm25Relevance('Frosthold', [])).toEqual([]);
  });

  it('leaves out stop words and single letters', () => {
    expect(meaningfulWords('The fall of a great City, in 1024')).toEqual(['fall', 'great', 'city', '1024']);
  });
});
