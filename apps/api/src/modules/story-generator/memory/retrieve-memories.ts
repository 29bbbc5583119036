import { recencyOf } from './recency';
import { bm25Relevance } from './relevance';

/** One memory that may go into a prompt. */
export interface MemoryCandidate<Item> {
  readonly item: Item;
  /** What relevance reads: who remembers, and what. */
  readonly text: string;
  /** 0.0 (everyday) to 1.0 (life-changing). */
  readonly importance: number;
  /** Beats since the memory was made (see beatsSinceMemory). */
  readonly beatsAgo: number;
}

/** A candidate's three components, each normalised to 0–1 over the candidates, and their sum. */
export interface ScoredMemory<Item> {
  readonly item: Item;
  readonly recency: number;
  readonly importance: number;
  readonly relevance: number;
  readonly score: number;
}

/** Min–max normalisation; a component that does not tell the values apart adds nothing (all 0). */
export function normalise(values: readonly number[]): number[] {
  const min = values.reduce((lowest, value) => Math.min(lowest, value), Infinity);
  const max = values.reduce((highest, value) => Math.max(highest, value), -Infinity);
  return values.map((value) => (max > min ? (value - min) / (max - min) : 0));
}

/**
 * The Generative Agents retrieval score (Park et al., 2023): recency (exponential decay per beat), importance
 * and relevance (BM25 against the query; embeddings are out of reach offline), each min–max normalised over
 * the candidates and summed with equal weights. In the candidates' order.
 */
export function scoreMemories<Item>(candidates: readonly MemoryCandidate<Item>[], query: string): ScoredMemory<Item>[] {
  const recency = normalise(candidates.map((candidate) => recencyOf(candidate.beatsAgo)));
  const importance = normalise(candidates.map((candidate) => candidate.importance));
  const relevance = normalise(bm25Relevance(query, candidates.map((candidate) => candidate.text)));
  return candidates.map((candidate, index) => {
    const components = { recency: recency[index] ?? 0, importance: importance[index] ?? 0, relevance: relevance[index] ?? 0 };
    return { item: candidate.item, ...components, score: components.recency + components.importance + components.relevance };
  });
}

/** Best first; an equal score goes to the more recent, then the more important, then the earlier candidate. */
export function rankMemories<Item>(candidates: readonly MemoryCandidate<Item>[], query: string): ScoredMemory<Item>[] {
  return scoreMemories(candidates, query).sort(
    (left, right) => right.score - left.score || right.recency - left.recency || right.importance - left.importance,
  );
}

/** At most `max` memories of one holder, best first, so a few people do not take every place. */
export function capPerHolder<Item>(ranked: readonly Item[], holderOf: (item: Item) => string, max: number): Item[] {
  const held = new Map<string, number>();
  return ranked.filter((item) => {
    const count = held.get(holderOf(item)) ?? 0;
    held.set(holderOf(item), count + 1);
    return count < max;
  });
}

/**
 * The items that fit within `limit`, best first: each in rank order if it still fits, so one too long to fit
 * is passed over and leaves its room to the next ones.
 */
export function takeWithinBudget<Item>(ranked: readonly Item[], cost: (item: Item) => number, limit: number): Item[] {
  const taken: Item[] = [];
  let spent = 0;
  for (const item of ranked) {
    const itemCost = cost(item);
    if (spent + itemCost > limit) continue;
    taken.push(item);
    spent += itemCost;
  }
  return taken;
}
