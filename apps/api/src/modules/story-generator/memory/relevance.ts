import BM25 from 'okapibm25';

// Words that tell no memory from another; BM25's idf would only shrink them.
const STOP_WORDS = new Set([
  ...['a', 'an', 'and', 'are', 'as', 'at', 'be', 'but', 'by', 'for', 'from', 'had', 'has', 'have', 'he', 'her', 'his', 'how'],
  ...['i', 'in', 'into', 'is', 'it', 'its', 'of', 'on', 'or', 'our', 'she', 'so', 'than', 'that', 'the', 'their', 'them', 'then'],
  ...['there', 'they', 'this', 'to', 'was', 'we', 'were', 'what', 'when', 'where', 'which', 'who', 'whom', 'why', 'will', 'with', 'you', 'your'],
]);

/** The words of a text that can carry meaning: lower case, letters and digits, no stop words. */
export function meaningfulWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 1 && !STOP_WORDS.has(word));
}

/**
 * Okapi BM25 relevance of each document to the query (okapibm25, its defaults k1 = 1.2, b = 0.75).
 * okapibm25 looks a term up as a regular expression anywhere in the text (it would find "ash" in "washed"),
 * so each word goes in as an opaque token that matches only itself.
 */
export function bm25Relevance(query: string, documents: readonly string[]): number[] {
  const tokens = new Map<string, string>();
  const tokenOf = (word: string): string => {
    const known = tokens.get(word);
    if (known !== undefined) return known;
    const token = `_${tokens.size}_`;
    tokens.set(word, token);
    return token;
  };
  const encoded = documents.map((document) => meaningfulWords(document).map(tokenOf).join(' '));
  const keywords = [...new Set(meaningfulWords(query))].map(tokenOf);
  if (keywords.length === 0 || encoded.every((document) => document === '')) return documents.map(() => 0);
  // Without a sorter, BM25 answers one score per document, in their order.
  const scores = BM25(encoded, keywords) as number[];
  return scores.map((score) => (Number.isFinite(score) ? score : 0));
}
