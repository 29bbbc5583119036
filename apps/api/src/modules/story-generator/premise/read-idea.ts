import nlp from 'compromise';
import { plotKindOf, plotKindOfPredicate, SEAT_WORDS, type PlotKind } from './plot-kinds';
import { STOP_WORDS } from './stop-words';

/** A noun phrase of a story idea: "the merchant houses", "two heirs", "the lighthouse keeper". */
export interface IdeaPhrase {
  /** As written (present tense idea), without a leading article. */
  text: string;
  /** The singular root of its last noun: "house", "heir", "keeper". */
  head: string;
  /** Singular roots of its nouns and adjectives, stop words out. */
  words: string[];
  plural: boolean;
  /** A number the idea gives ("two heirs"), else null. */
  count: number | null;
  /** Compromise reads its head as a person ("Actor"): a keeper, a thief, the heirs. */
  actor: boolean;
}

/** One clause of an idea: who does what to whom. */
export interface IdeaClause {
  /** The clause in the present tense. */
  text: string;
  subject: IdeaPhrase | null;
  /** The root of its main verb, or null when it has none. */
  verb: string | null;
  /** "is captured": the subject suffers what the verb says. */
  passive: boolean;
  kind: PlotKind;
  /** From the verb on, present tense: "blame each other", "is captured by pirates". */
  predicate: string;
  /** The predicate as an aim: "refuse to treat the wounded". */
  aim: string;
  /** The predicate as a gerund, for a clause that continues another: "trapping the miners". */
  gerund: string;
  object: IdeaPhrase | null;
  /** "each other", "one another": the subject's members do it to each other. */
  reciprocal: boolean;
  /** Every noun phrase of the clause, in order. */
  phrases: IdeaPhrase[];
}

export interface IdeaReading {
  text: string;
  clauses: IdeaClause[];
  /** Every noun phrase of the idea, in order. */
  phrases: IdeaPhrase[];
}

interface Term {
  text: string;
  normal: string;
  root?: string;
  tags: string[];
  post: string;
}

const SPLITTING_CONJUNCTIONS = new Set(['and', 'but', 'while', 'as', 'when', 'after', 'because', 'until', 'so', 'yet', 'or', 'though', 'whereas', 'then', 'before', 'since']);
const NUMBERS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, both: 2, twin: 2, twins: 2, pair: 2 };
const AUXILIARIES = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'gets', 'get', 'got', 'has', 'have', 'had']);

const has = (term: Term, tag: string) => term.tags.includes(tag);

/** A term's root; a plot verb compromise left inflected ("stands" read as a noun) is reduced by hand. */
function rootOf(term: Term): string {
  const root = (term.root ?? term.normal).toLowerCase();
  if (plotKindOf(root) !== null) return root;
  const stem = [root.replace(/ies$/, 'y'), root.replace(/es$/, ''), root.replace(/s$/, ''), root.replace(/ed$/, ''), root.replace(/d$/, '')];
  return stem.find((candidate) => plotKindOf(candidate) !== null) ?? root;
}

/** A naive singular, for words compromise did not reduce (it reads some plurals as verbs). */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

function isVerbLike(term: Term): boolean {
  return has(term, 'Verb') && !has(term, 'Auxiliary') && !has(term, 'Copula') && !has(term, 'Modal');
}

function isNounLike(term: Term): boolean {
  return (has(term, 'Noun') || has(term, 'Adjective') || has(term, 'Value') || has(term, 'ProperNoun')) && !has(term, 'Pronoun');
}

/** The main verb of a clause: a known plot verb first, then any verb (compromise reads "houses blame" as verb + noun). */
function verbIndex(terms: readonly Term[]): number {
  const known = terms.findIndex((term, index) => isVerbLike(term) && plotKindOf(rootOf(term)) !== null && (index === 0 || !/^\p{Lu}/u.test(term.text)));
  if (known >= 0) return known;
  // A capitalised word inside a sentence is a name ("Skalvik Reach"), not the verb "reach".
  const lexical = terms.findIndex(
    (term, index) => index > 0 && plotKindOf(rootOf(term)) !== null && !has(terms[index - 1] as Term, 'Determiner') && !has(term, 'Adjective') && !/^\p{Lu}/u.test(term.text),
  );
  if (lexical >= 0) return lexical;
  return terms.findIndex(isVerbLike);
}

function phraseOf(terms: readonly Term[]): IdeaPhrase | null {
  const nouns = terms.filter((term) => has(term, 'Noun') || has(term, 'Verb'));
  const last = nouns.at(-1);
  if (last === undefined) return null;
  if (/^(each other|one another)$/i.test(terms.map((term) => term.normal).join(' '))) return null;
  const counted = terms.map((term) => NUMBERS[term.normal]).find((value) => value !== undefined) ?? null;
  const plural = has(last, 'Plural') || (counted !== null && counted > 1) || (last.normal.endsWith('s') && singular(last.normal) !== last.normal && !has(last, 'Singular'));
  const words = terms
    .filter((term) => !has(term, 'Value') && !has(term, 'Determiner'))
    .map((term) => singular(rootOf(term)))
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));
  const text = terms.map((term) => term.text).join(' ');
  return { text, head: singular(rootOf(last)), words, plural, count: counted, actor: has(last, 'Actor') || has(last, 'Person') };
}

interface Chunk {
  terms: Term[];
  /** It follows a preposition ("from the open sea"): a complement, not a subject. */
  complement: boolean;
}

/** Runs of nouns and adjectives: the noun phrases of a clause (before its verb, a stray "verb" is a noun: "merchant houses"). */
function chunks(terms: readonly Term[], verbsAsNouns = false): Chunk[] {
  const found: Chunk[] = [];
  let current: Term[] = [];
  let complement = false;
  let afterPreposition = false;
  const close = () => {
    if (current.length > 0) found.push({ terms: current, complement });
    current = [];
  };
  for (const term of terms) {
    if ((isNounLike(term) && !isVerbLike(term)) || (verbsAsNouns && isVerbLike(term))) {
      if (current.length === 0) complement = afterPreposition;
      current.push(term);
    } else {
      close();
      if (!has(term, 'Determiner')) afterPreposition = has(term, 'Preposition');
    }
    if (/[,;:]/.test(term.post)) {
      close();
      afterPreposition = false;
    }
  }
  close();
  return found;
}

/** "the heirs of the jarl": the subject's text runs on to its verb, its head stays "heir". */
function withComplements(phrase: IdeaPhrase | null, span: readonly Term[]): IdeaPhrase | null {
  if (phrase === null) return null;
  const text = span.map((term) => term.text + term.post).join('').replace(/[\s,;:.!?]+$/, '');
  const extra = span.filter((term) => has(term, 'Noun') && !has(term, 'Pronoun')).map((term) => singular(rootOf(term))).filter((word) => word.length > 1 && !STOP_WORDS.has(word));
  return { ...phrase, text, words: [...new Set([...phrase.words, ...extra])] };
}

const phrasesOf = (found: readonly Chunk[]) => found.flatMap((chunk) => phraseOf(chunk.terms) ?? []);

interface Forms {
  present: string;
  plural: string;
  gerund: string;
}

const forms = new Map<string, Forms>();

/** A verb's present (he vanishes, they vanish) and -ing forms, from compromise's conjugation; cached by root. */
function formsOf(root: string): Forms {
  const known = forms.get(root);
  if (known !== undefined) return known;
  const [conjugated] = nlp(root).verbs().conjugate() as { PresentTense?: string; Infinitive?: string; Gerund?: string }[];
  const found = {
    present: conjugated?.PresentTense ?? `${root}s`,
    plural: conjugated?.Infinitive ?? root,
    gerund: conjugated?.Gerund ?? `${root.replace(/e$/, '')}ing`,
  };
  forms.set(root, found);
  return found;
}

const PRESENT_AUXILIARIES: Readonly<Record<string, string>> = { was: 'is', were: 'are', had: 'has' };
const words = (terms: readonly Term[]) => terms.map((term) => term.text + term.post).join('').replace(/[\s,;:.!?]+$/, '');

/** The clause in the present tense: "the keeper vanished" reads "the keeper vanishes", "was captured" "is captured". */
function presentTense(terms: readonly Term[], verbIndexAt: number, plural: boolean): Term[] {
  return terms.map((term, index) => {
    if (index === verbIndexAt && has(term, 'PastTense') && !AUXILIARIES.has((terms[index - 1]?.normal ?? ''))) {
      const form = formsOf(rootOf(term));
      return { ...term, text: plural ? form.plural : form.present };
    }
    const auxiliary = PRESENT_AUXILIARIES[term.normal];
    return auxiliary !== undefined && index < verbIndexAt ? { ...term, text: auxiliary } : term;
  });
}

function clauseOf(written: readonly Term[]): IdeaClause {
  const index = verbIndex(written);
  if (index < 0) {
    const phrases = phrasesOf(chunks(written));
    return { text: words(written), subject: phrases[0] ?? null, verb: null, passive: false, kind: 'struggle', predicate: '', aim: '', gerund: '', object: null, reciprocal: false, phrases };
  }
  let start = index;
  while (start > 0 && AUXILIARIES.has((written[start - 1] as Term).normal)) start -= 1;
  const before = chunks(written.slice(0, start), true);
  const head = before.filter((chunk) => !chunk.complement).at(-1) ?? before.at(-1);
  const subject = head === undefined ? null : withComplements(phraseOf(head.terms), written.slice(written.indexOf(head.terms[0] as Term), start));
  const reciprocal = /\b(each other|one another)\b/i.test(words(written.slice(index)));
  const terms = presentTense(written, index, (subject?.plural ?? false) || reciprocal);
  const verbTerm = terms[index] as Term;
  const verb = rootOf(verbTerm);
  const after = terms.slice(index + 1);
  const predicate = words(terms.slice(start));
  const followingChunks = chunks(after);
  const objectChunk = followingChunks.find((chunk) => phraseOf(chunk.terms) !== null);
  const objectPhrase = objectChunk === undefined ? null : withComplements(phraseOf(objectChunk.terms), after.slice(after.indexOf(objectChunk.terms[0] as Term)));
  const following = phrasesOf(followingChunks);
  let kind: PlotKind = plotKindOfPredicate(predicate) ?? plotKindOf(verb) ?? 'struggle';
  if ((kind === 'feud' || kind === 'struggle') && after.some((term) => SEAT_WORDS.has(singular(rootOf(term))))) kind = 'succession';
  // "hides" alone is to vanish; "hides a werewolf" is to keep a secret, "loses its ships" to decline.
  if (kind === 'vanish' && (verb === 'hide' || verb === 'lose') && following.length > 0 && start === index) kind = verb === 'hide' ? 'struggle' : 'fall';
  const rest = words(after);
  return {
    text: words(terms),
    subject,
    verb,
    passive: start < index || has(verbTerm, 'Passive'),
    kind,
    predicate,
    aim: start < index ? predicate : [verb, rest].filter(Boolean).join(' '),
    gerund: [formsOf(verb).gerund, rest].filter(Boolean).join(' '),
    object: objectPhrase,
    reciprocal,
    phrases: [...phrasesOf(before), ...following],
  };
}

/** Splits at conjunctions and punctuation, then merges the pieces that have no verb back into their neighbours. */
function clauseTerms(terms: readonly Term[]): Term[][] {
  const pieces: { joint: Term | null; terms: Term[] }[] = [{ joint: null, terms: [] }];
  for (const term of terms) {
    if (has(term, 'Conjunction') && SPLITTING_CONJUNCTIONS.has(term.normal)) {
      pieces.push({ joint: term, terms: [] });
      continue;
    }
    (pieces.at(-1) as { terms: Term[] }).terms.push(term);
    if (/[;:—]|,/.test(term.post)) pieces.push({ joint: null, terms: [] });
  }
  const merged: Term[][] = [];
  for (const piece of pieces.filter((candidate) => candidate.terms.length > 0)) {
    const previous = merged.at(-1);
    // A piece without a verb ("and the miners") belongs to its neighbour, with the word that joined them.
    if (previous !== undefined && (verbIndex(piece.terms) < 0 || verbIndex(previous) < 0)) previous.push(...(piece.joint === null ? [] : [piece.joint]), ...piece.terms);
    else merged.push([...piece.terms]);
  }
  return merged;
}

const cache = new Map<string, IdeaReading>();
const CACHE_LIMIT = 500;

function parse(text: string): IdeaReading {
  const doc = nlp(text);
  doc.compute('root');
  const terms = (doc.json() as { terms: Term[] }[]).flatMap((sentence) => sentence.terms);
  const clauses = clauseTerms(terms).map(clauseOf);
  return { text, clauses, phrases: clauses.flatMap((clause) => clause.phrases) };
}

/** Reads a story idea (or any short text of what happens) into clauses and noun phrases; cached by text. */
export function readIdea(idea: string): IdeaReading {
  const text = idea.trim().replace(/\s+/g, ' ');
  const cached = cache.get(text);
  if (cached !== undefined) return cached;
  const reading = text === '' ? { text, clauses: [], phrases: [] } : parse(text);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(text, reading);
  return reading;
}
