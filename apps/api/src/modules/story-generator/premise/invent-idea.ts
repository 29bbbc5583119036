import type { GenerationCharacter, GenerationFaction, GenerationLocation, StartArcInput } from '@worldloom/contracts';
import { NameIndex } from './name-index';
import type { Rng } from '../procedural/rng';
import type { Theme } from '../procedural/themes/theme';

/** A faction's or place's name inside the sentence: "The Brass Guild" reads "the Brass Guild". */
const named = (entity: { name: string }) => entity.name.replace(/^The /, 'the ');

interface Pool {
  people: GenerationCharacter[];
  factions: GenerationFaction[];
  places: GenerationLocation[];
  leaders: GenerationCharacter[];
}

type Invention = (pool: Pool, rng: Rng, theme: Theme) => string | null;

const INVENTIONS: readonly Invention[] = [
  ({ people, factions }, rng) => {
    const [first, second] = factions;
    const victim = people.find((person) => person.story_role !== 'major') ?? people[1];
    return first && second && victim ? `${victim.name} vanishes ${rng.pick(['without a word', 'in the night', 'before the feast'])} and ${named(first)} and ${named(second)} blame each other` : null;
  },
  ({ factions, places, people }) => {
    const [seizer] = factions;
    const [place] = places;
    const hero = people.find((person) => person.faction_id !== seizer?.id);
    return seizer && place && hero ? `${named(seizer)} seizes ${named(place)} and ${hero.name} refuses to bow` : null;
  },
  ({ factions, places }, rng, theme) => {
    const [first, second] = factions;
    const [place] = places;
    return first && second && place ? `${rng.pick(theme.perils)} strikes ${named(place)} and ${named(first)} accuses ${named(second)}` : null;
  },
  ({ leaders, factions }) => {
    const leader = leaders[0];
    const faction = factions.find((candidate) => candidate.leader_id === leader?.id);
    return leader && faction ? `${leader.name} dies and two heirs fight over the crown of ${named(faction)}` : null;
  },
  ({ people, factions }) => {
    const traitor = people.find((person) => person.faction_id !== null && person.story_role !== 'major');
    const from = factions.find((faction) => faction.id === traitor?.faction_id);
    const to = factions.find((faction) => faction.id !== from?.id);
    return traitor && from && to ? `${traitor.name} betrays ${named(from)} to ${named(to)}` : null;
  },
  ({ people, places }, rng, theme) => {
    const [seeker] = people;
    const [place] = places;
    return seeker && place ? `${seeker.name} searches for the lost ${rng.pick(theme.symbols)} beneath ${named(place)} while ${rng.pick(theme.perils)} gathers` : null;
  },
];

/** Who the last arc's summary names: a new arc picks up their thread first. */
function echoesOfLastArc<T extends { id: string; name: string }>(input: StartArcInput, items: readonly T[]): Set<string> {
  const summary = input.previous_arcs.at(-1)?.summary ?? '';
  if (summary === '') return new Set();
  return new Set(new NameIndex(items).namedIn(summary).map((item) => item.id));
}

function poolOf(input: StartArcInput, rng: Rng): Pool {
  const { characters, factions, locations } = input.entities;
  const echoes = echoesOfLastArc(input, [...characters, ...factions, ...locations]);
  const echoedFirst = <T extends { id: string }>(items: readonly T[]) => [
    ...rng.shuffle(items.filter((item) => echoes.has(item.id))),
    ...rng.shuffle(items.filter((item) => !echoes.has(item.id))),
  ];
  const people = echoedFirst(characters.filter((character) => character.status === 'active' && character.story_role !== 'background'));
  const standing = echoedFirst(factions.filter((faction) => faction.status !== 'collapsed'));
  return {
    people,
    factions: standing,
    places: echoedFirst(locations.filter((location) => location.type !== 'region' && location.status !== 'lost')),
    leaders: people.filter((person) => standing.some((faction) => faction.leader_id === person.id)),
  };
}

/**
 * A story idea for an arc started without one, written with the world's own names: a vanishing that sets
 * factions at odds, a seizure, a disaster, a succession, a betrayal or a search. After an arc, the people and
 * places its summary names come first, so the new story follows from how the last one ended.
 */
export function inventIdea(input: StartArcInput, theme: Theme, rng: Rng): string {
  const pool = poolOf(input, rng);
  const lastStory = input.previous_arcs.at(-1)?.story_name;
  for (const invention of rng.shuffle(INVENTIONS)) {
    const idea = invention(pool, rng, theme);
    if (idea !== null) return lastStory === undefined ? idea : `In the wake of ${lastStory}, ${idea}`;
  }
  const place = pool.places[0] === undefined ? input.world.name : named(pool.places[0]);
  return `${rng.pick(theme.perils)} gathers over ${place}`;
}
