import type {
  GenerationCharacter,
  GenerationEntities,
  GenerationFaction,
  GenerationLocation,
  GenerationPremise,
  StartArcInput,
} from '@worldloom/contracts';
import { createRng, type Rng } from '../procedural/rng';
import { detectTheme } from '../procedural/themes/detect-theme';
import type { Theme } from '../procedural/themes/theme';
import { inventIdea } from './invent-idea';
import type { NameIndex } from './name-index';
import {
  candidatesOf,
  categoryOf,
  finderOf,
  isPlaceWord,
  matchPhrase,
  namedIn,
  placeWordsOf,
  wantedCount,
  type Candidates,
  type Match,
  type PhraseCategory,
} from './match-entities';
import type { PlotKind } from './plot-kinds';
import { isTransitive } from './plot-kinds';
import { readIdea, type IdeaClause, type IdeaPhrase, type IdeaReading } from './read-idea';

/** Someone or somewhere the idea needs that the world lacks: the opening beats bring them in. */
export interface StoryNeed {
  category: 'person' | 'place';
  /** What they are, as the idea says it, singular: "lighthouse keeper", "heir", "lighthouse". */
  noun: string;
  /** How many the idea wants and how many are still missing. */
  count: number;
  missing: number;
  /** For a person: the place word of their role ("lighthouse"), so they can live there. */
  placeWord: string | null;
  clauseIndex: number;
}

/** A clause of the idea with the entities its subject and object stand for. */
export interface CastClause {
  clause: IdeaClause;
  subjectCategory: PhraseCategory;
  actors: Match[];
  targets: Match[];
}

/** An idea read against a world: who it is about and what it makes happen. */
export interface StoryReading {
  text: string;
  reading: IdeaReading;
  clauses: CastClause[];
  needs: StoryNeed[];
  protagonist: GenerationCharacter | null;
  antagonist: GenerationCharacter | null;
  victims: GenerationCharacter[];
  characters: GenerationCharacter[];
  factions: GenerationFaction[];
  places: GenerationLocation[];
}

/** Clauses whose object is a place the story goes to or fights over, so the world must have one. */
const FOUNDING_KINDS: ReadonlySet<PlotKind> = new Set(['seizure', 'disaster', 'quest', 'arrival', 'flight', 'vanish', 'feud']);
const VICTIM_KINDS: ReadonlySet<PlotKind> = new Set(['vanish', 'death']);
const VILLAIN_KINDS: ReadonlySet<PlotKind> = new Set(['seizure', 'betrayal']);

const characters = (matches: readonly Match[]) => matches.flatMap((match) => (match.kind === 'character' ? [match.entity] : []));
const factions = (matches: readonly Match[]) => matches.flatMap((match) => (match.kind === 'faction' ? [match.entity] : []));
const places = (matches: readonly Match[]) => matches.flatMap((match) => (match.kind === 'location' ? [match.entity] : []));
const unique = <T extends { id: string }>(items: readonly (T | null | undefined)[]): T[] => {
  const seen = new Set<string>();
  return items.filter((item): item is T => item !== null && item !== undefined && !seen.has(item.id) && (seen.add(item.id), true));
};
const isPresent = (character: GenerationCharacter) => character.status === 'active' || character.status === 'retired';

function matchesOf(phrase: IdeaPhrase | null, candidates: Candidates, finder: NameIndex): { category: PhraseCategory; matches: Match[] } {
  if (phrase === null) return { category: 'thing', matches: [] };
  const named = namedIn(phrase.text, candidates, finder);
  const category = categoryOf(phrase);
  return { category, matches: named.length > 0 ? named : matchPhrase(phrase, category, candidates) };
}

/** "Two heirs" the world lacks become needs; so does the lighthouse of "the lighthouse keeper". */
function needsOf(clause: IdeaClause, index: number, category: PhraseCategory, phrase: IdeaPhrase | null, matched: Match[], candidates: Candidates, finder: NameIndex): StoryNeed[] {
  if (phrase === null || namedIn(phrase.text, candidates, finder).length > 0) return [];
  const needs: StoryNeed[] = [];
  const placeWord = category === 'person' ? (placeWordsOf(phrase)[0] ?? null) : null;
  if (category === 'person') {
    const count = wantedCount(phrase);
    const missing = count - characters(matched).length;
    const noun = [...(placeWord === null ? [] : [placeWord]), phrase.head].join(' ');
    if (missing > 0) needs.push({ category: 'person', noun, count, missing, placeWord, clauseIndex: index });
  }
  const placeNoun = category === 'place' && isPlaceWord(phrase.head) && (phrase === clause.subject || FOUNDING_KINDS.has(clause.kind)) ? phrase.head : placeWord;
  if (placeNoun !== null && !candidates.locations.some((location) => location.name.toLowerCase().includes(placeNoun))) {
    const alreadyMatched = category === 'place' && places(matched).length > 0;
    if (!alreadyMatched) needs.push({ category: 'place', noun: placeNoun, count: 1, missing: 1, placeWord: null, clauseIndex: index });
  }
  return clause.kind === 'struggle' && needs.length === 0 ? [] : needs;
}

/** Factions that do something to each other ("the merchant houses blame each other") are at least two. */
function fillSides(matches: Match[], clause: IdeaClause, category: PhraseCategory, candidates: Candidates): Match[] {
  const sides = factions(matches);
  if (category !== 'faction' || !(clause.reciprocal || clause.subject?.plural) || sides.length >= 2) return matches;
  const others = candidates.factions.filter((faction) => faction.status !== 'collapsed' && !sides.includes(faction));
  return [...matches, ...others.slice(0, 2 - sides.length).map((entity): Match => ({ kind: 'faction', entity }))];
}

function castClauses(reading: IdeaReading, candidates: Candidates): { clauses: CastClause[]; needs: StoryNeed[] } {
  const needs: StoryNeed[] = [];
  const clauses: CastClause[] = [];
  const finder = finderOf(candidates);
  reading.clauses.forEach((clause, index) => {
    const object = matchesOf(clause.object, candidates, finder);
    needs.push(...needsOf(clause, index, object.category, clause.object, object.matches, candidates, finder));
    const previous = clauses.at(-1);
    // "...collapses, trapping the miners": a clause without a subject goes on with the one before.
    if (clause.subject === null && previous !== undefined) {
      clauses.push({ clause, subjectCategory: previous.subjectCategory, actors: previous.actors, targets: object.matches });
      return;
    }
    const subject = matchesOf(clause.subject, candidates, finder);
    needs.push(...needsOf(clause, index, subject.category, clause.subject, subject.matches, candidates, finder));
    // A faction the world has nothing like ("the jaguar cult") is played by one it has.
    const stand = subject.category === 'faction' && subject.matches.length === 0 ? candidates.factions.filter((faction) => faction.status !== 'collapsed').slice(0, 1).map((entity): Match => ({ kind: 'faction', entity })) : subject.matches;
    clauses.push({ clause, subjectCategory: subject.category, actors: fillSides(stand, clause, subject.category, candidates), targets: object.matches });
  });
  return { clauses, needs: needs.slice(0, 4) };
}

interface Roles {
  victims: GenerationCharacter[];
  villains: GenerationCharacter[];
  heroes: GenerationCharacter[];
  villainFactions: GenerationFaction[];
}

function rolesOf(clauses: readonly CastClause[]): Roles {
  const roles: Roles = { victims: [], villains: [], heroes: [], villainFactions: [] };
  for (const { clause, actors, targets } of clauses) {
    const doneTo = VICTIM_KINDS.has(clause.kind) && isTransitive(clause.verb ?? '') && !clause.passive && characters(targets).length > 0;
    if (VICTIM_KINDS.has(clause.kind)) {
      roles.victims.push(...characters(doneTo ? targets : actors));
      roles.villains.push(...characters(doneTo ? actors : targets));
      roles.villainFactions.push(...factions(doneTo ? actors : targets));
    } else if (VILLAIN_KINDS.has(clause.kind)) {
      roles.villains.push(...characters(actors));
      roles.villainFactions.push(...factions(actors));
    } else {
      roles.heroes.push(...characters(actors));
      if (clause.kind === 'feud' && !clause.reciprocal) roles.villainFactions.push(...factions(targets));
    }
  }
  return roles;
}

/** Ranks who could carry the story: members of its factions, people of its places, major roles first. */
function connectedScore(character: GenerationCharacter, storyFactions: readonly GenerationFaction[], storyPlaces: readonly GenerationLocation[]): number {
  const member = storyFactions.some((faction) => faction.id === character.faction_id) ? 3 : 0;
  const local = storyPlaces.some((place) => place.id === character.location_id) ? 2 : 0;
  const role = character.story_role === 'major' ? 3 : character.story_role === 'background' ? 0 : 1;
  return member + local + role;
}

function pickProtagonist(rng: Rng, roles: Roles, candidates: Candidates, storyFactions: GenerationFaction[], storyPlaces: GenerationLocation[]): GenerationCharacter | null {
  const taken = new Set([...roles.victims, ...roles.villains].map((character) => character.id));
  const hero = roles.heroes.find((character) => character.status === 'active' && !taken.has(character.id));
  if (hero !== undefined) return hero;
  const free = rng.shuffle(candidates.characters.filter((character) => character.status === 'active' && !taken.has(character.id)));
  return [...free].sort((left, right) => connectedScore(right, storyFactions, storyPlaces) - connectedScore(left, storyFactions, storyPlaces))[0] ?? null;
}

function pickAntagonistFaction(rng: Rng, roles: Roles, storyFactions: GenerationFaction[], candidates: Candidates, protagonist: GenerationCharacter | null): GenerationFaction | null {
  const standing = (faction: GenerationFaction) => faction.status !== 'collapsed' && faction.id !== protagonist?.faction_id;
  return (
    roles.villainFactions.find(standing) ??
    candidates.factions.find((faction) => standing(faction) && roles.villains.some((villain) => villain.faction_id === faction.id)) ??
    storyFactions.find(standing) ??
    rng.shuffle(candidates.factions.filter(standing))[0] ??
    null
  );
}

function pickAntagonist(roles: Roles, faction: GenerationFaction | null, candidates: Candidates, protagonist: GenerationCharacter | null): GenerationCharacter | null {
  const able = (character: GenerationCharacter | undefined): character is GenerationCharacter =>
    character !== undefined && character.status === 'active' && character.id !== protagonist?.id;
  const villain = roles.villains.find(able);
  if (villain !== undefined) return villain;
  const leader = candidates.characters.find((character) => character.id === faction?.leader_id);
  return able(leader) ? leader : (candidates.characters.find((character) => able(character) && character.faction_id === faction?.id) ?? null);
}

/** Someone close to the protagonist: a tie they hold, or a fellow member, or a neighbour. */
function pickAlly(rng: Rng, protagonist: GenerationCharacter | null, candidates: Candidates, excluded: ReadonlySet<string>): GenerationCharacter | null {
  if (protagonist === null) return null;
  const free = candidates.characters.filter((character) => character.status === 'active' && !excluded.has(character.id));
  const tied = protagonist.relationships.filter((tie) => ['ally', 'family', 'mentor', 'romance'].includes(tie.kind)).map((tie) => tie.character_id);
  return (
    free.find((character) => tied.includes(character.id)) ??
    rng.shuffle(free.filter((character) => (character.faction_id !== null && character.faction_id === protagonist.faction_id) || character.location_id === protagonist.location_id))[0] ??
    rng.shuffle(free.filter((character) => character.story_role !== 'background'))[0] ??
    null
  );
}

function contestedPlaces(rng: Rng, matched: GenerationLocation[], antagonistFaction: GenerationFaction | null, protagonist: GenerationCharacter | null, candidates: Candidates): GenerationLocation[] {
  const nonRegions = candidates.locations.filter((location) => location.type !== 'region');
  const held = nonRegions.filter((location) => antagonistFaction?.controlled_location_ids.includes(location.id));
  const home = nonRegions.find((location) => location.id === protagonist?.location_id);
  const fallback = rng.shuffle(held)[0] ?? home ?? rng.shuffle(nonRegions)[0] ?? candidates.locations[0];
  return unique([...matched.filter((location) => location.type !== 'region'), ...matched, fallback, home]);
}

/** Candidates with the premise's entities first, so a beat finds the cast the arc started with. */
function preferring(candidates: Candidates, premise: GenerationPremise | null): Candidates {
  if (premise === null) return candidates;
  const first = <T extends { id: string }>(items: readonly T[], ids: readonly string[]) => [
    ...ids.flatMap((id) => items.filter((item) => item.id === id)),
    ...items.filter((item) => !ids.includes(item.id)),
  ];
  return {
    characters: first(candidates.characters, premise.character_ids),
    factions: first(candidates.factions, premise.faction_ids),
    locations: first(candidates.locations, premise.location_ids),
  };
}

function byId<T extends { id: string }>(items: readonly T[], id: string | null | undefined): T | null {
  return items.find((item) => item.id === id) ?? null;
}

/**
 * Reads a text of what happens (an idea, or a premise's threat) against a world. With a premise (a beat of an
 * arc under way) its protagonist, antagonist and places stay the cast; the missing and the dead are still
 * found by name and role, so a beat can tell what became of them.
 */
export function castStory(text: string, entities: GenerationEntities, seed: string, premise: GenerationPremise | null = null): StoryReading {
  const rng = createRng(`${seed}:cast`);
  const reading = readIdea(text);
  const base = premise === null ? candidatesOf(entities) : { ...candidatesOf(entities), characters: entities.characters };
  const candidates = preferring(base, premise);
  const { clauses, needs } = castClauses(reading, candidates);
  // Everyone the idea names is in the story, even in a phrase that is neither subject nor object ("with Ada Vey").
  const matches = [...clauses.flatMap((clause) => [...clause.actors, ...clause.targets]), ...namedIn(text, candidates, finderOf(candidates))];
  const roles = rolesOf(clauses);
  const matchedFactions = unique(factions(matches));
  // The place a clause is about ("for Skalvik", "the last oasis") comes before where its people are from.
  const matchedPlaces = unique([...places(clauses.flatMap((clause) => clause.targets)), ...places(matches)]);
  const protagonist =
    byId(candidates.characters.filter(isPresent), premise?.protagonist_id) ??
    pickProtagonist(rng, roles, candidatesOf(entities), matchedFactions, matchedPlaces);
  const antagonistFaction = byId(candidates.factions, premise?.faction_ids[0]) ?? pickAntagonistFaction(rng, roles, matchedFactions, candidates, protagonist);
  const antagonist = byId(candidates.characters.filter(isPresent), premise?.antagonist_id) ?? (premise === null ? pickAntagonist(roles, antagonistFaction, candidates, protagonist) : null);
  const ownFaction = byId(candidates.factions, protagonist?.faction_id);
  const otherFaction = rng.shuffle(candidates.factions.filter((faction) => faction.status !== 'collapsed' && faction !== antagonistFaction && faction !== ownFaction))[0];
  const storyFactions = unique([antagonistFaction, ...matchedFactions, ownFaction, ...(premise?.faction_ids ?? []).map((id) => byId(candidates.factions, id)), otherFaction]);
  const storyPlaces = premise === null
    ? contestedPlaces(rng, matchedPlaces, antagonistFaction, protagonist, candidates)
    : unique([...premise.location_ids.map((id) => byId(entities.locations, id)), ...matchedPlaces]);
  const cast = unique([protagonist, antagonist, ...roles.victims, ...roles.villains, ...roles.heroes, ...characters(matches)]);
  const ally = premise === null ? pickAlly(rng, protagonist, candidates, new Set(cast.map((character) => character.id))) : null;
  const premiseCast = (premise?.character_ids ?? []).map((id) => byId(entities.characters, id));
  return {
    text,
    reading,
    clauses,
    needs,
    protagonist,
    antagonist,
    victims: unique(roles.victims),
    characters: unique([...cast, ally, ...premiseCast]),
    factions: storyFactions,
    places: storyPlaces,
  };
}

/** Why it matters, in a few words: what the first clause puts at risk. */
function stakesOf(rng: Rng, theme: Theme, story: StoryReading): string {
  const inText = (name: string) => name.replace(/^The /, 'the ');
  const place = inText(story.places[0]?.name ?? 'the land');
  const value = rng.pick(theme.values);
  const sides = story.factions.slice(0, 2).map((faction) => inText(faction.name)).join(' and ');
  const leading = story.factions[0] === undefined ? place : inText(story.factions[0].name);
  const kind = story.clauses[0]?.clause.kind ?? 'struggle';
  const stakes: Partial<Record<PlotKind, string>> = {
    vanish: `whether the one who vanished is found, and whether ${place} keeps ${value}`,
    death: `who answers for a death, and what becomes of ${place}`,
    feud: `the peace between ${sides || place}, and ${place} with it`,
    seizure: `who holds ${place}, and what ${value} is worth there`,
    disaster: `whether ${place} survives, and ${value} with it`,
    succession: `who will lead ${leading}, and at what price`,
    betrayal: `whom ${place} can still trust`,
    defiance: `${value}, and who may still refuse in ${place}`,
  };
  return stakes[kind] ?? `${value}, and the fate of ${place}`;
}

const cleanIdea = (idea: string) => idea.trim().replace(/\s+/g, ' ').replace(/[.!?]+$/, '');

/** The premise of a new arc with the full reading behind it (the procedural arc start uses both); a variant casts anew. */
export function readStory(input: StartArcInput, theme: Theme = detectTheme(input.world), variant = 0): { premise: GenerationPremise; story: StoryReading } {
  const seed = `${input.world.id}:premise:${input.previous_arcs.length}${variant === 0 ? '' : `:${variant}`}`;
  const idea = cleanIdea(input.story_idea ?? '');
  const text = idea === '' ? inventIdea(input, theme, createRng(`${seed}:invent`)) : idea;
  const story = castStory(text, input.entities, seed);
  const castable = story.characters.filter((character) => character.status === 'active' || character.status === 'retired');
  const premise: GenerationPremise = {
    threat: text.charAt(0).toUpperCase() + text.slice(1),
    stakes: stakesOf(createRng(`${seed}:stakes`), theme, story),
    protagonist_id: story.protagonist?.id ?? null,
    antagonist_id: story.antagonist?.id ?? null,
    character_ids: castable.map((character) => character.id),
    faction_ids: story.factions.map((faction) => faction.id),
    location_ids: story.places.map((place) => place.id),
  };
  return { premise, story };
}

/**
 * Reads a story idea into an arc's premise against the world's entities (both generators use it: the
 * procedural one builds the arc on it, the LangChain one hands it to the model). Threat: the idea itself;
 * the cast: the people, factions and places it names or describes (by role, kind or tag). A blank idea gives
 * a premise invented from the world (and from how the last arc ended), the same for the same world.
 */
export function readPremise(input: StartArcInput): GenerationPremise {
  return readStory(input).premise;
}
