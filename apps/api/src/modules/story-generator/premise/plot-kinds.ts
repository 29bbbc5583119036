/**
 * What a clause of a story idea makes happen, read from its verb: the procedural generator turns each kind
 * into consequences (a vanishing into a missing status, a feud into hostile stances...), the premise reader
 * into roles (the one who vanishes is a victim, not the hero).
 */
export type PlotKind =
  | 'vanish'
  | 'death'
  | 'feud'
  | 'betrayal'
  | 'seizure'
  | 'disaster'
  | 'succession'
  | 'defiance'
  | 'quest'
  | 'alliance'
  | 'romance'
  | 'rise'
  | 'fall'
  | 'arrival'
  | 'flight'
  | 'struggle';

/** Verb roots by kind, in order of precedence (a root listed twice takes its first kind). */
const VERBS: readonly (readonly [PlotKind, readonly string[]])[] = [
  ['vanish', ['vanish', 'disappear', 'kidnap', 'abduct', 'capture', 'imprison', 'lose', 'hide']],
  ['death', ['die', 'kill', 'murder', 'assassinate', 'poison', 'slay', 'execute', 'perish', 'drown', 'sacrifice']],
  ['flight', ['flee', 'escape', 'run']],
  ['betrayal', ['betray', 'defect', 'desert', 'abandon', 'deceive', 'sell', 'turn', 'frame', 'blackmail']],
  ['succession', ['inherit', 'succeed', 'crown', 'rule', 'reign', 'usurp']],
  ['seizure', ['steal', 'seize', 'claim', 'conquer', 'invade', 'occupy', 'annex', 'rob', 'plunder', 'loot', 'grab', 'hoard', 'take', 'besiege', 'blockade', 'smuggle']],
  ['feud', ['march', 'blame', 'accuse', 'feud', 'quarrel', 'war', 'fight', 'clash', 'battle', 'attack', 'raid', 'hate', 'threaten', 'duel', 'compete', 'struggle', 'suspect', 'curse', 'hunt', 'sabotage', 'split', 'stand', 'oppose']],
  ['disaster', ['bury', 'crash', 'destroy', 'devour', 'flood', 'burn', 'collapse', 'crumble', 'freeze', 'storm', 'spread', 'sink', 'erupt', 'starve', 'rot', 'break', 'shatter', 'fail', 'dry', 'strike', 'sicken', 'choke', 'haunt', 'darken', 'swallow', 'melt', 'explode']],
  ['defiance', ['refuse', 'rebel', 'revolt', 'resist', 'defy', 'protest', 'riot', 'reject', 'forbid', 'deny', 'mutiny']],
  ['quest', ['cross', 'search', 'seek', 'find', 'explore', 'track', 'discover', 'chase', 'follow', 'uncover', 'investigate', 'look', 'travel', 'journey']],
  ['romance', ['love', 'marry', 'woo', 'court', 'wed']],
  ['alliance', ['ally', 'unite', 'join', 'help', 'protect', 'defend', 'save', 'shelter', 'trade', 'heal', 'treat', 'rescue', 'guard', 'serve']],
  ['fall', ['fall', 'decline', 'fade', 'wither', 'dwindle', 'weaken', 'end']],
  ['rise', ['rise', 'grow', 'awaken', 'wake', 'thrive', 'prosper', 'gather']],
  ['arrival', ['arrive', 'come', 'land', 'appear', 'emerge', 'return', 'reach']],
  // Verbs that set nothing particular in motion, listed so a clause finds its verb when compromise reads it as a noun.
  ['struggle', ['prophesy', 'warn', 'predict', 'foretell', 'preach', 'demand', 'plot', 'scheme', 'whisper', 'pray', 'dream', 'go', 'hire', 'build', 'sing', 'keep', 'hold', 'bargain', 'promise', 'offer', 'open', 'close']],
];

const KIND_OF = new Map<string, PlotKind>();
for (const [kind, roots] of VERBS) for (const root of roots) if (!KIND_OF.has(root)) KIND_OF.set(root, kind);

export function plotKindOf(root: string): PlotKind | null {
  return KIND_OF.get(root) ?? null;
}

/** Phrases that change a clause's kind whatever its verb: to swear allegiance to another is to change sides. */
export function plotKindOfPredicate(predicate: string): PlotKind | null {
  if (/\b(swears?|swore|pledges?|switch(?:es)?|changes?|turns?)\b.*\b(allegiance|sides|traitor|coat)\b/i.test(predicate)) return 'betrayal';
  if (/\b(goes|go|went) missing\b/i.test(predicate)) return 'vanish';
  if (/\b(go|goes|went) to war\b/i.test(predicate)) return 'feud';
  if (/\bruns? dry\b/i.test(predicate)) return 'disaster';
  return null;
}

/** Verbs whose subject does it to someone else ("the duke murders the queen"); the others befall their subject. */
const TRANSITIVE = new Set(['kidnap', 'abduct', 'capture', 'imprison', 'kill', 'murder', 'assassinate', 'poison', 'slay', 'execute', 'sacrifice', 'betray', 'deceive', 'sell', 'frame', 'blackmail']);

export function isTransitive(root: string): boolean {
  return TRANSITIVE.has(root);
}

/** Things fought over that make a fight a struggle for succession. */
export const SEAT_WORDS = new Set(['throne', 'crown', 'seat', 'title', 'inheritance', 'succession', 'birthright', 'mantle', 'chair', 'sceptre', 'scepter']);
