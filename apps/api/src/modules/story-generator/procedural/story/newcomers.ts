import type { LocationType, NewcomerCharacter } from '@worldloom/contracts';
import type { StoryNeed } from '../../premise/read-premise';
import { article, compoundPlaceName, NameRegistry, personName, syllableName } from '../names';
import { TRAITS } from '../vocabulary';
import type { Character, Location } from './beat-draft';
import type { BeatContext } from './happenings';
import { importance, inText, phrase } from './prose';

const LANDMARK_WORDS = /lighthouse|tower|castle|keep|fortress|fort|temple|shrine|cathedral|abbey|monastery|citadel|palace|library|academy|prison|tomb|crypt|ruin|observatory|spire|bridge|gate|wall|well|mine|mill|foundry|factory|reactor|dock/;
const CITY_WORDS = /city|town|village|hamlet|port|harbou?r|market|capital|colony|outpost|station|camp|quarter|district/;

function placeType(noun: string): LocationType {
  if (CITY_WORDS.test(noun)) return 'city';
  if (LANDMARK_WORDS.test(noun)) return 'landmark';
  return 'wilderness';
}

const capitalised = (text: string) => text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
const plural = (noun: string) => (/(s|sh|ch|x)$/.test(noun) ? `${noun}es` : noun.endsWith('y') ? `${noun.slice(0, -1)}ies` : `${noun}s`);
const COUNT_NAMES = ['', 'one', 'two', 'three', 'four', 'five'];

function registry(context: BeatContext): NameRegistry {
  const { draft } = context;
  return new NameRegistry([...draft.locations, ...draft.entities.factions, ...draft.characters].map((entity) => entity.name));
}

/** The region a newcomer place lies in: the contested place's, else the first region. */
function regionOf(context: BeatContext): Location | null {
  const { draft, scene } = context;
  return draft.location(scene.contested.region_id) ?? draft.location(scene.stage.region_id) ?? draft.locations.find((location) => location.type === 'region') ?? null;
}

const ARRIVALS = [
  '{who}, {role}, appears in {place} for the first time',
  'A newcomer enters the story: {who}, {role}, at {place}',
  'In {place} people begin to speak of {who}, {role}',
  '{who} comes to {place} as {role}, and nothing will be quite the same',
];
const NEW_PLACES = [
  'Beyond {region} lies {place}, {article} {noun} few had marked on any map',
  'Talk turns to {place}, {article} {noun} in {region} the old charts forget',
  '{place}, {article} {adjective} {noun} in {region}, comes into the story',
];

function addNewPlace(context: BeatContext, noun: string, names = registry(context)): Location | null {
  const region = regionOf(context);
  if (region === null) return null;
  const { rng } = context;
  const type = placeType(noun);
  const name = names.claim(() => (rng.chance(0.5) ? `${syllableName(rng, context.frame.theme.placeSyllables)} ${capitalised(noun)}` : `${compoundPlaceName(rng, context.frame.theme)} ${capitalised(noun)}`));
  const place = context.draft.addPlace({
    name,
    type,
    status: 'stable',
    description: `${article(noun)} ${noun} in ${region.name}, among ${context.frame.motif.sight}.`.replace(/^\w/, (letter) => letter.toUpperCase()),
    tags: [...new Set([rng.pick(context.frame.theme.signatureTags), ...rng.sample(context.frame.theme.locationTags[type], 2)])],
    region_id: region.id,
    relative_x: Math.round((0.1 + rng.next() * 0.8) * 1000) / 1000,
    relative_y: Math.round((0.1 + rng.next() * 0.8) * 1000) / 1000,
  });
  if (place !== null) {
    context.draft.say(phrase(rng, NEW_PLACES, { ...context.values, place: name, noun, article: article(noun), region: region.name }) ?? name);
  }
  return place;
}

interface Arrival {
  role: string;
  place: Location;
  motivation: string;
  names: NameRegistry;
}

function addNewPerson(context: BeatContext, arrival: Arrival): Character | null {
  const { rng, draft, frame } = context;
  const name = arrival.names.claim(() => personName(rng, frame.theme));
  const isNewPlace = draft.isNew(arrival.place);
  const traits = rng.sample([...TRAITS, ...frame.theme.traits], 2);
  const person: NewcomerCharacter = {
    name,
    type: 'npc',
    story_role: 'minor',
    description: `${name} is ${arrival.role} of ${arrival.place.name}.`,
    background: `${name} came into the story during the ${context.beatName}, in the days of ${frame.motif.peril}.`,
    personality_traits: traits,
    motivations: [arrival.motivation],
    location_id: isNewPlace ? null : arrival.place.id,
    location_name: isNewPlace ? arrival.place.name : null,
    faction_id: null,
    memories: [{ event_description: `Arriving in ${arrival.place.name} as ${arrival.role}`, emotional_impact: rng.pick(['hope', 'unease', 'resolve', 'curiosity']), importance: importance(rng, 'notable') }],
  };
  const added = draft.addPerson(person);
  if (added !== null) draft.say(phrase(rng, ARRIVALS, { ...context.values, who: name, role: arrival.role, place: arrival.place.name }) ?? name);
  return added;
}

function roleOf(need: StoryNeed, index: number): string {
  if (need.count > 1) return `one of the ${COUNT_NAMES[need.count] ?? 'many'} ${plural(need.noun)}`;
  return index === 0 ? `the ${need.noun}` : `${article(need.noun)} ${need.noun}`;
}

/**
 * The people and places the idea needs and the world lacks, brought in at the opening beats (at most two a
 * beat): the lighthouse before its keeper, so the keeper can live there.
 */
export function introduceNeeds(context: BeatContext, needs: readonly StoryNeed[]): void {
  const names = registry(context);
  const created = new Map<string, Location>();
  for (const need of [...needs].sort((left, right) => (left.category === right.category ? 0 : left.category === 'place' ? -1 : 1))) {
    if (need.category === 'place' && context.draft.roomForNewcomers > 0) {
      const place = addNewPlace(context, need.noun, names);
      if (place !== null) created.set(need.noun, place);
    }
  }
  for (const need of needs.filter((candidate) => candidate.category === 'person')) {
    const home =
      created.get(need.placeWord ?? '') ??
      context.draft.locations.find((location) => need.placeWord !== null && location.name.toLowerCase().includes(need.placeWord) && context.draft.statusOf(location) !== 'lost') ??
      context.scene.contested;
    for (let index = need.count - need.missing; index < need.count && context.draft.roomForNewcomers > 0; index += 1) {
      addNewPerson(context, { role: roleOf(need, index), place: home, motivation: `see what becomes of ${inText(home.name)}`, names });
    }
  }
}

/** The second story's newcomer: someone of the theme's trades, sometimes from a place new to the map. */
export function bStoryNewcomer(context: BeatContext): Character | null {
  const { rng, frame } = context;
  const names = registry(context);
  const noun = rng.pick(frame.theme.locationNouns.landmark).toLowerCase();
  const from = context.draft.roomForNewcomers >= 2 && rng.chance(0.4) ? addNewPlace(context, noun, names) : null;
  const occupation = rng.pick(frame.theme.occupations);
  return addNewPerson(context, {
    role: `${article(occupation)} ${occupation}`,
    place: from ?? context.scene.contested,
    motivation: `find a place in the struggle for ${inText(context.scene.contested.name)}`,
    names,
  });
}
