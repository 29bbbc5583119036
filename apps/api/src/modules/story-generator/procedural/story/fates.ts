/*
 * The fates a sentence about one person can tell, as the coherence judge reads them (libs/domain
 * coherence/judge.ts): a text that tells one must be backed by a recorded change, so the generator reads its
 * own borrowed texts (recorded events, recalled memories) with the same eyes before it repeats them.
 */

export type Fate = 'dies' | 'vanishes' | 'flees' | 'changes sides';

const NOT_SO = /\b(not|never|nearly|almost|refuses? to|refused to|fails? to|failed to|no longer|would|might|could|fears?|feared|threatens? to|threatened to|if|unless|whether|rumou?rs?|rumou?red)\b/i;

const FATES: readonly [Fate, RegExp][] = [
  ['dies', /\b(dies|died|is killed|was killed|is slain|was slain|lies dead|lay dead|is dead|was murdered|is murdered|is executed|was executed|perish(?:es|ed)|falls? in battle|fell in battle|is struck down|was struck down)\b/i],
  ['vanishes', /\b(vanish(?:es|ed)|disappear(?:s|ed)|is nowhere to be found|was nowhere to be found|goes missing|went missing|is captured|was captured|is taken captive|was taken captive|is taken prisoner|was taken prisoner|is lost without a trace)\b/i],
  ['flees', /\b(flees|fled|escapes to|escaped to)\b/i],
  ['changes sides', /\b(defects|defected|changes sides|changed sides|switch(?:es|ed) allegiance|turns? traitor|turned traitor|swears? allegiance to|swore allegiance to|deserts|deserted)\b/i],
];

/** The fate a text tells (unless it hedges it), or null. */
export function fateTold(text: string): Fate | null {
  if (NOT_SO.test(text)) return null;
  return FATES.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}
