import type { FactionType, GenerationCharacter, GenerationEntities, GenerationFaction, GenerationLocation } from '@worldloom/contracts';
import { THEMES } from '../procedural/themes/detect-theme';
import { mentionsWord, NameIndex } from './name-index';
import { SEAT_WORDS } from './plot-kinds';
import { singular, type IdeaPhrase } from './read-idea';

/** What a noun phrase of an idea stands for in a world. */
export type PhraseCategory = 'person' | 'faction' | 'place' | 'thing';

export type Match =
  | { kind: 'character'; entity: GenerationCharacter }
  | { kind: 'faction'; entity: GenerationFaction }
  | { kind: 'location'; entity: GenerationLocation };

const words = (list: string) => list.split(' ');

const FACTION_HEADS = new Set(words(
  'house guild order cult clan tribe company crown council court empire kingdom church army fleet navy syndicate cartel union league brotherhood sisterhood circle coven dynasty alliance consortium corporation senate parliament inquisition legion band gang crew rebellion faction realm barony throne-holder pack children hunters wanderers',
));
const PLACE_HEADS = new Set(words(
  'city town village hamlet port harbour harbor lighthouse tower castle keep fortress fort temple shrine cathedral abbey monastery mine forest wood jungle desert oasis mountain valley vale river lake sea coast island isle bay marsh swamp bog moor station dock ring reactor colony outpost citadel palace market bridge road pass gate wall well library academy prison tomb crypt ruin glacier fjord tundra reef strait canyon plateau plain steppe capital region province border frontier quarter district factory mill foundry spire observatory hold camp garden grove cave cavern mountainside shore cliff',
));
const PERSON_HEADS = new Set(words(
  'keeper heir healer queen king prince princess lord lady duke duchess baron baroness count countess emperor empress thief merchant captain priest priestess witch wizard mage sorcerer sorceress knight soldier guard hunter smith blacksmith miner sailor pirate smuggler spy assassin traitor rebel child widow orphan brother sister son daughter mother father twin stranger exile prophet oracle scholar engineer inventor pilot doctor physician medic nurse farmer fisher fisherman hermit bard poet general admiral chancellor regent steward mayor governor judge warden leader chief chieftain elder shaman monk nun acolyte apprentice master guide scout ranger navigator diver trader broker noble peasant worker servant lover friend rival enemy villain hero heroine wanderer traveller traveler survivor refugee murderer killer vampire werewolf necromancer alchemist herbalist apothecary gravedigger inquisitor skald trapper whaler cartographer shipwright privateer administrator salvager tech officer organiser organizer clockmaker constable urchin explorer carver warrior weaver tapper scribe storyteller glassblower rider robber warden seller', 
));

/** Words that point to a kind of faction: "the merchant houses" may be a guild or a company. */
const FACTION_TYPE_WORDS: Readonly<Record<FactionType, ReadonlySet<string>>> = {
  kingdom: new Set(words('kingdom crown house throne realm empire court royal king queen noble barony dynasty lord lady prince princess jarl')),
  guild: new Set(words('guild merchant trader craft trade house artisan smith maker union league')),
  order: new Set(words('order knight paladin inquisition church temple priest priestess hunter monk templar faithful')),
  cult: new Set(words('cult coven witch worshipper heretic sect children cultist zealot')),
  tribe: new Set(words('tribe clan nomad raider pack wanderer folk people horde')),
  company: new Set(words('company merchant trader corporation consortium syndicate cartel house broker')),
};

/** People a role may be played by when nobody has that very word in their description. */
const ROLE_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  healer: ['herbalist', 'physician', 'medic', 'apothecary', 'priestess', 'shaman', 'doctor', 'nurse'],
  soldier: ['knight', 'guard', 'warrior', 'huscarl', 'shield-maiden', 'officer', 'constable'],
  merchant: ['trader', 'broker', 'caravan master', 'factory owner', 'seller'],
  sailor: ['ship captain', 'navigator', 'pearl diver', 'privateer', 'whaler', 'net mender'],
  priest: ['priestess', 'hearth priest', 'sun priest', 'shaman', 'inquisitor', 'acolyte'],
  thief: ['smuggler', 'tomb robber', 'street urchin', 'robber'],
  noble: ['noble heir', 'heir', 'lord', 'lady'],
  heir: ['noble heir'],
  scholar: ['scribe', 'cartographer', 'rune-carver', 'wizard', 'xenobiologist'],
  miner: ['coal miner', 'salvager'],
  hunter: ['monster hunter', 'fur trapper', 'ranger', 'inquisitor'],
  witch: ['frost witch', 'shaman'],
  guard: ['security officer', 'constable', 'captain of the guard', 'huscarl'],
  worker: ['mill worker', 'union organiser', 'engineer', 'tech'],
};

const themeWords = (pick: (theme: (typeof THEMES)[number]) => readonly string[]) =>
  new Set(THEMES.flatMap((theme) => pick(theme)).flatMap((text) => text.toLowerCase().split(/[\s-]+/)).map(singular));
const THEME_PLACES = themeWords((theme) => Object.values(theme.locationNouns).flat());
const THEME_PEOPLE = themeWords((theme) => theme.occupations);
const THEME_FACTIONS = themeWords((theme) => Object.values(theme.factionNouns).flat());

export function categoryOf(phrase: IdeaPhrase): PhraseCategory {
  const { head } = phrase;
  if (SEAT_WORDS.has(head)) return 'thing';
  if (FACTION_HEADS.has(head) || (THEME_FACTIONS.has(head) && phrase.plural && !PERSON_HEADS.has(head))) return 'faction';
  if (PLACE_HEADS.has(head) || THEME_PLACES.has(head)) return 'place';
  if (PERSON_HEADS.has(head) || phrase.actor || THEME_PEOPLE.has(head) || /(er|or|ist|ess|ian)$/.test(head)) return 'person';
  return 'thing';
}

/** The place words of a phrase about someone: "lighthouse" in "the lighthouse keeper". */
export function placeWordsOf(phrase: IdeaPhrase): string[] {
  return phrase.words.filter((word) => word !== phrase.head && PLACE_HEADS.has(word));
}

/** A word for a kind of place the world may lack and a beat may found (the theme's fancier nouns only match). */
export function isPlaceWord(word: string): boolean {
  return PLACE_HEADS.has(word);
}

/** The sentence of a character's description that says what they are ("X is a brave gravedigger, found in Y"). */
function roleText(character: GenerationCharacter): string {
  return /^[^.!?]*[.!?]?/.exec(character.description)?.[0] ?? character.description;
}

function characterScore(phrase: IdeaPhrase, character: GenerationCharacter): number {
  const role = roleText(character);
  const matched = phrase.words.filter((word) => mentionsWord(role, word)).length;
  let score = mentionsWord(role, phrase.head) ? 3 + matched : 0;
  if (score === 0 && (ROLE_SYNONYMS[phrase.head] ?? []).some((synonym) => role.toLowerCase().includes(synonym))) score = 2;
  if (score === 0 && mentionsWord(character.background, phrase.head)) score = 1;
  return score;
}

function factionScore(phrase: IdeaPhrase, faction: GenerationFaction): number {
  const nameHits = phrase.words.filter((word) => mentionsWord(faction.name, word)).length;
  const typeHits = phrase.words.filter((word) => FACTION_TYPE_WORDS[faction.type].has(word)).length;
  const tagHits = phrase.words.filter((word) => faction.tags.some((tag) => singular(tag.toLowerCase()) === word)).length;
  const creed = mentionsWord(faction.ideology, phrase.head) ? 1 : 0;
  return nameHits * 3 + typeHits * 2 + tagHits + creed;
}

function locationScore(phrase: IdeaPhrase, location: GenerationLocation): number {
  const nameHits = phrase.words.filter((word) => mentionsWord(location.name, word)).length;
  const head = mentionsWord(location.name, phrase.head) ? 3 : 0;
  const tags = phrase.words.filter((word) => location.tags.some((tag) => singular(tag.toLowerCase()) === word)).length;
  const described = mentionsWord(location.description, phrase.head) ? 1 : 0;
  return head + nameHits * 2 + tags + described;
}

/** Who may be cast: the living and present, and places that are not lost; collapsed factions last. */
export interface Candidates {
  characters: readonly GenerationCharacter[];
  factions: readonly GenerationFaction[];
  locations: readonly GenerationLocation[];
}

export function candidatesOf(entities: GenerationEntities): Candidates {
  return {
    characters: entities.characters.filter((character) => character.status === 'active' || character.status === 'retired'),
    factions: [...entities.factions.filter((faction) => faction.status !== 'collapsed'), ...entities.factions.filter((faction) => faction.status === 'collapsed')],
    locations: entities.locations.filter((location) => location.status !== 'lost'),
  };
}

function best<T>(items: readonly T[], score: (item: T) => number, count: number): T[] {
  return items
    .map((item, index) => ({ item, index, score: score(item) }))
    .filter((entry) => entry.score > 0)
    .sort((left, right) => right.score - left.score || left.index - right.index)
    .slice(0, count)
    .map((entry) => entry.item);
}

/** How many of them a phrase asks for: "two heirs" two, "the healers" two, "the keeper" one. */
export function wantedCount(phrase: IdeaPhrase): number {
  return Math.min(3, phrase.count ?? (phrase.plural ? 2 : 1));
}

/** Finds the candidates' names in a text; build it once for all the phrases of an idea. */
export function finderOf(candidates: Candidates): NameIndex {
  return new NameIndex([...candidates.characters, ...candidates.factions, ...candidates.locations], candidates.characters);
}

/** The entities a phrase names outright: a character by name or unique first name, a faction or place by name. */
export function namedIn(text: string, candidates: Candidates, finder: NameIndex = finderOf(candidates)): Match[] {
  return finder.mentionedIn(text).map((entity): Match => {
    const character = candidates.characters.find((candidate) => candidate.id === entity.id);
    if (character !== undefined) return { kind: 'character', entity: character };
    const faction = candidates.factions.find((candidate) => candidate.id === entity.id);
    if (faction !== undefined) return { kind: 'faction', entity: faction };
    return { kind: 'location', entity: entity as GenerationLocation };
  });
}

/** The entities a phrase stands for by role, kind or tag (names are matched first, by `namedIn`). */
export function matchPhrase(phrase: IdeaPhrase, category: PhraseCategory, candidates: Candidates): Match[] {
  const count = wantedCount(phrase);
  switch (category) {
    case 'person':
      return best(candidates.characters, (character) => characterScore(phrase, character), count).map((entity) => ({ kind: 'character', entity }));
    case 'faction':
      return best(candidates.factions, (faction) => factionScore(phrase, faction), count).map((entity) => ({ kind: 'faction', entity }));
    case 'place':
      return best(candidates.locations, (location) => locationScore(phrase, location), 1).map((entity) => ({ kind: 'location', entity }));
    case 'thing':
      return [];
  }
}
