/** Words that carry no content of a story idea: they neither match entities nor count as taken up. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'and', 'or', 'but', 'if', 'of', 'to', 'in', 'on', 'at', 'by', 'for', 'with', 'from', 'into', 'onto',
  'over', 'under', 'about', 'after', 'before', 'while', 'when', 'as', 'than', 'then', 'so', 'yet', 'because', 'until',
  'is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', 'has', 'have', 'had', 'do', 'does', 'did', 'will', 'would',
  'can', 'could', 'shall', 'should', 'may', 'might', 'must', 'it', 'its', 'they', 'them', 'their', 'he', 'him', 'his',
  'she', 'her', 'we', 'us', 'our', 'you', 'your', 'i', 'me', 'my', 'this', 'that', 'these', 'those', 'who', 'whom',
  'whose', 'which', 'what', 'where', 'why', 'how', 'each', 'other', 'another', 'one', 'some', 'any', 'all', 'both',
  'no', 'not', 'never', 'only', 'own', 'same', 'such', 'too', 'very', 'just', 'also', 'up', 'down', 'out', 'off',
  'again', 'once', 'there', 'here', 'now', 'get', 'gets', 'go', 'goes', 'make', 'makes', 'let', 'lets', 'through',
  'across', 'against', 'between', 'among', 'without', 'within', 'upon', 'toward', 'towards', 'behind', 'beyond',
  'two', 'three', 'four', 'five', 'several', 'many', 'much', 'more', 'most', 'few', 'new', 'old', 'thing', 'things',
  'someone', 'something', 'everyone', 'everything', 'nobody', 'nothing', 'way',
]);
