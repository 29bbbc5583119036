import nlp from 'compromise';
import { changedEntityIds, findContradictions, type AppliedBeatConsequences, type BeatGenerated, type ExistingWorld } from '@worldloom/domain';
import { NameIndex } from '../premise/name-index';
import { STOP_WORDS } from '../premise/stop-words';

/*
 * The story-quality figures of a played story (ARCHITECTURE.md "The story holds together"), as pure functions
 * of what the domain recorded: the quality tests assert them and a report script prints them.
 */

/** One beat as the domain appended it, with the world before and after it. */
export interface BeatRecord {
  index: number;
  description: string;
  event: BeatGenerated;
  before: ExistingWorld;
  after: ExistingWorld;
}

export interface ArcRecord {
  idea: string | null;
  detailedDescription: string;
  beats: readonly BeatRecord[];
  /** The world when the arc completed. */
  end: ExistingWorld;
}

export interface StoryRecord {
  seeded: ExistingWorld;
  arcs: readonly ArcRecord[];
}

/** A share: how many of how many. */
export interface Share {
  hits: number;
  total: number;
  share: number;
}

const shareOf = (hits: number, total: number): Share => ({ hits, total, share: total === 0 ? 1 : hits / total });
const sumShares = (shares: readonly Share[]) => shareOf(shares.reduce((sum, item) => sum + item.hits, 0), shares.reduce((sum, item) => sum + item.total, 0));

// ----- idea uptake ------------------------------------------------------------------------------------------

interface CompromiseTerm {
  normal: string;
  root?: string;
  tags: string[];
}

/** The content words of an idea: compromise's nouns, verbs and adjectives, as roots, stop words out. */
export function ideaContentWords(idea: string): string[] {
  const doc = nlp(idea);
  doc.compute('root');
  const terms = (doc.json() as { terms: CompromiseTerm[] }[]).flatMap((sentence) => sentence.terms);
  const content = terms.filter(
    (term) =>
      (term.tags.includes('Noun') || term.tags.includes('Verb') || term.tags.includes('Adjective')) &&
      !['Pronoun', 'Auxiliary', 'Copula', 'Modal', 'Determiner'].some((tag) => term.tags.includes(tag)),
  );
  const words = content.map((term) => (term.root ?? term.normal).toLowerCase()).filter((word) => /^[a-z-]{3,}$/.test(word) && !STOP_WORDS.has(word));
  return [...new Set(words)];
}

/** The forms a root word may take in prose: heir, heirs; blame, blamed, blaming; die, dies, died, dying. */
function formsOf(word: string): string[] {
  const stem = word.replace(/e$/, '');
  return [word, `${word}s`, `${word}es`, `${word}ed`, `${word}d`, `${word}ing`, `${stem}ing`, word.replace(/y$/, 'ies'), word.replace(/y$/, 'ied'), word.replace(/ie$/, 'ying')];
}

/**
 * Idea uptake: the share of the idea's content words that the arc's prose takes up (in any inflection): its
 * beats' descriptions and its own description without the quoted idea.
 */
export function ideaUptake(arc: Pick<ArcRecord, 'idea' | 'detailedDescription' | 'beats'>): Share & { missing: string[] } {
  if (arc.idea === null || arc.idea.trim() === '') return { ...shareOf(0, 0), missing: [] };
  const description = arc.detailedDescription.split(`"${arc.idea.trim()}"`).join(' ');
  const prose = [description, ...arc.beats.map((beat) => beat.description)].join(' ').toLowerCase();
  const tokens = new Set([...(prose.match(/[a-z-]+/g) ?? []), ...(prose.match(/[a-z]+/g) ?? [])]);
  const words = ideaContentWords(arc.idea);
  const missing = words.filter((word) => !formsOf(word).some((form) => tokens.has(form)));
  return { ...shareOf(words.length - missing.length, words.length), missing };
}

// ----- narrated changes and witnesses -----------------------------------------------------------------------

/** Everyone and everything whose state a beat changes (the coherence judge's list), their motivations and ties too. */
export function changedEntities(applied: AppliedBeatConsequences): Set<string> {
  return new Set([
    ...changedEntityIds(applied),
    ...applied.motivationChanges.map((change) => change.characterId),
    ...applied.relationshipChanges.flatMap((change) => [change.characterId, change.otherCharacterId]),
  ]);
}

const everyone = (world: ExistingWorld) => [...world.locations.values(), ...world.factions.values(), ...world.characters.values()];

/**
 * Narrated changes: the share of changed entities (motivations and ties included) that their beat's description
 * names, read as the coherence judge reads names (NameIndex mirrors its NameFinder).
 */
export function narratedChanges(beat: BeatRecord): Share {
  const named = new Set(new NameIndex(everyone(beat.after), [...beat.after.characters.values()]).namedIn(beat.description).map((entity) => entity.id));
  const changed = [...changedEntities(beat.event.data.consequences)];
  return shareOf(changed.filter((id) => named.has(id)).length, changed.length);
}

/**
 * Witnesses recorded: of the characters a beat's description names who could be there (present before it, or
 * found or brought in by it), the share who have the beat in their witnessed beats.
 */
export function witnessesRecorded(beat: BeatRecord): Share {
  const beatId = beat.event.data.beat.beatId;
  const people = [...beat.after.characters.values()];
  const found = new Set(beat.event.data.consequences.characterStatusChanges.filter((change) => change.status === 'active').map((change) => change.characterId));
  const named = new NameIndex(people, people).namedIn(beat.description).filter((person) => {
    const before = beat.before.characters.get(person.id);
    return before === undefined || before.status === 'active' || before.status === 'retired' || found.has(person.id);
  });
  return shareOf(named.filter((person) => person.storyBeatsWitnessed.includes(beatId)).length, named.length);
}

// ----- contradictions and continuity -----------------------------------------------------------------------

/** Contradictions the coherence judge finds in the seeded world and in the world after every beat. */
export function contradictionsFound(story: StoryRecord): string[] {
  const states = [story.seeded, ...story.arcs.flatMap((arc) => arc.beats.map((beat) => beat.after))];
  return states.flatMap((state) => findContradictions(state).map((contradiction) => contradiction.message));
}

function actors(applied: AppliedBeatConsequences): Set<string> {
  return new Set([
    ...applied.memories.map((memory) => memory.characterId),
    ...applied.moves.map((move) => move.characterId),
    ...applied.motivationChanges.map((change) => change.characterId),
    ...applied.allegianceChanges.map((change) => change.characterId),
    ...applied.relationshipChanges.map((change) => change.characterId),
    ...applied.characterAmendments.map((change) => change.characterId),
    ...applied.leaderChanges.flatMap((change) => (change.leaderId === null ? [] : [change.leaderId])),
  ]);
}

/**
 * Continuity violations: characters deceased or missing when an arc ends who act in a later arc (move,
 * remember, witness, change) before a beat finds them (missing → active, or found dead).
 */
export function continuityViolations(story: StoryRecord): string[] {
  const violations: string[] = [];
  story.arcs.slice(0, -1).forEach((arc, index) => {
    const gone = new Set([...arc.end.characters.values()].filter((character) => character.status === 'deceased' || character.status === 'missing').map((character) => character.id));
    for (const later of story.arcs.slice(index + 1)) {
      for (const beat of later.beats) {
        const applied = beat.event.data.consequences;
        const fates = new Set(applied.characterStatusChanges.filter((change) => gone.has(change.characterId) && change.previousStatus === 'missing').map((change) => change.characterId));
        const acting = actors(applied);
        for (const id of gone) {
          const name = beat.after.characters.get(id)?.name ?? id;
          const witnessed = beat.after.characters.get(id)?.storyBeatsWitnessed.includes(beat.event.data.beat.beatId) ?? false;
          if (!fates.has(id) && (acting.has(id) || witnessed)) violations.push(`${name} acts in beat ${beat.index} of a later arc`);
        }
        for (const id of fates) gone.delete(id);
      }
    }
  });
  return violations;
}

// ----- variety ---------------------------------------------------------------------------------------------

/** The words of a text once the world's names are taken out (longest first, any case). */
export function wordsWithoutNames(text: string, names: readonly string[]): Set<string> {
  let rest = text.toLowerCase();
  for (const name of [...names].sort((left, right) => right.length - left.length)) {
    if (name.trim() !== '') rest = rest.split(name.trim().toLowerCase()).join(' ');
  }
  return new Set(rest.match(/[a-z]+(?:['’][a-z]+)?/g) ?? []);
}

function jaccard(left: ReadonlySet<string>, right: ReadonlySet<string>): number {
  const union = new Set([...left, ...right]);
  if (union.size === 0) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return shared / union.size;
}

/**
 * Same-beat overlap: for one beat index, the mean pairwise Jaccard similarity of the word sets of its
 * descriptions across worlds, every entity name of each world taken out (stop words kept, so it is strict).
 */
export function sameBeatOverlap(texts: readonly { description: string; names: readonly string[] }[], withoutStopWords = false): number {
  const sets = texts.map(({ description, names }) => {
    const words = wordsWithoutNames(description, names);
    return withoutStopWords ? new Set([...words].filter((word) => !STOP_WORDS.has(word))) : words;
  });
  let total = 0;
  let pairs = 0;
  sets.forEach((left, index) => {
    for (const right of sets.slice(index + 1)) {
      total += jaccard(left, right);
      pairs += 1;
    }
  });
  return pairs === 0 ? 0 : total / pairs;
}

export const entityNames = (world: ExistingWorld): string[] => everyone(world).map((entity) => entity.name);

// ----- all of it -------------------------------------------------------------------------------------------

export interface StoryFigures {
  ideaUptake: Share;
  narratedChanges: Share;
  witnessesRecorded: Share;
  contradictions: number;
  continuityViolations: number;
  /** Mean over beat indexes of the same-beat overlap of the first arcs, and its worst beat. */
  overlap: { mean: number; worst: number; worstBeat: number; meanContentWords: number };
}

export function storyFigures(stories: readonly StoryRecord[]): StoryFigures {
  const arcs = stories.flatMap((story) => story.arcs);
  const beats = arcs.flatMap((arc) => arc.beats);
  const overlaps = Array.from({ length: 15 }, (_, index) => {
    const texts = stories.flatMap((story) => {
      const beat = story.arcs[0]?.beats.find((candidate) => candidate.index === index);
      return beat === undefined ? [] : [{ description: beat.description, names: entityNames(beat.after) }];
    });
    return { index, all: sameBeatOverlap(texts), content: sameBeatOverlap(texts, true) };
  });
  const worst = [...overlaps].sort((left, right) => right.all - left.all)[0];
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  return {
    ideaUptake: sumShares(arcs.map((arc) => ideaUptake(arc))),
    narratedChanges: sumShares(beats.map(narratedChanges)),
    witnessesRecorded: sumShares(beats.map(witnessesRecorded)),
    contradictions: stories.reduce((sum, story) => sum + contradictionsFound(story).length, 0),
    continuityViolations: stories.reduce((sum, story) => sum + continuityViolations(story).length, 0),
    overlap: { mean: mean(overlaps.map((entry) => entry.all)), worst: worst?.all ?? 0, worstBeat: worst?.index ?? 0, meanContentWords: mean(overlaps.map((entry) => entry.content)) },
  };
}
