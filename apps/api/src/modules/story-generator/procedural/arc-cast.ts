import type { GenerationCharacter, GenerationEntities, GenerationFaction, GenerationLocation } from '@worldloom/contracts';
import { hashString } from './rng';

/** Who and where an arc is about. */
export interface ArcCast {
  protagonist: GenerationCharacter | null;
  ally: GenerationCharacter | null;
  antagonist: GenerationFaction | null;
  /** Where the protagonist's story starts. */
  stage: GenerationLocation;
  /** What the antagonist threatens. */
  threatened: GenerationLocation;
  region: GenerationLocation | null;
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** Where a name first stands as whole words in a text, or -1. */
function wholeWordIndex(text: string, name: string): number {
  for (let index = text.indexOf(name); index >= 0; index = text.indexOf(name, index + 1)) {
    const before = text.charAt(index - 1);
    const after = text.charAt(index + name.length);
    if (!WORD_CHARACTER.test(before) && !WORD_CHARACTER.test(after)) return index;
  }
  return -1;
}

/**
 * Where each entity's name first appears in a text. Longer names are found first and blanked out,
 * so "Skalvik" is not read inside "Skalvik Reach".
 */
function mentionPositions(text: string, entities: readonly { id: string; name: string }[]): ReadonlyMap<string, number> {
  const positions = new Map<string, number>();
  if (text === '') return positions;
  let masked = text;
  for (const entity of [...entities].sort((left, right) => right.name.length - left.name.length)) {
    const index = entity.name === '' ? -1 : wholeWordIndex(masked, entity.name);
    if (index < 0) continue;
    positions.set(entity.id, index);
    masked = masked.slice(0, index) + ' '.repeat(entity.name.length) + masked.slice(index + entity.name.length);
  }
  return positions;
}

function inOrderOfMention<T extends { id: string }>(positions: ReadonlyMap<string, number>, candidates: readonly T[]): T[] {
  return candidates.filter((candidate) => positions.has(candidate.id)).sort((left, right) => (positions.get(left.id) ?? 0) - (positions.get(right.id) ?? 0));
}

/** Ranks candidates by a hash of the seed and their id (rendezvous hashing): stable while the candidates change. */
function firstRanked<T extends { id: string }>(seed: string, tiers: readonly (readonly T[])[]): T | null {
  for (const tier of tiers) {
    const ranked = [...tier].sort((left, right) => hashString(`${seed}:${left.id}`) - hashString(`${seed}:${right.id}`));
    if (ranked[0] !== undefined) return ranked[0];
  }
  return null;
}

/**
 * The cast of an arc. Entities the arc's description names come first, in order (protagonist, then
 * ally; antagonist; stage, then threatened place), so every beat keeps the cast the arc started with;
 * a cast member who died or collapsed is replaced by a seeded pick.
 */
export function castArc(seed: string, entities: GenerationEntities, description = ''): ArcCast {
  const { characters, factions, locations } = entities;
  const living = characters.filter((character) => character.status !== 'deceased');
  const active = living.filter((character) => character.status === 'active');
  const positions = mentionPositions(description, [...characters, ...factions, ...locations]);
  const namedCharacters = inOrderOfMention(positions, living);
  const protagonist =
    namedCharacters[0] ?? firstRanked(`${seed}:protagonist`, [active.filter((character) => character.story_role === 'major'), active, living]);
  const others = living.filter((character) => character.id !== protagonist?.id);
  const ally =
    namedCharacters.find((character) => character.id !== protagonist?.id) ??
    firstRanked(`${seed}:ally`, [others.filter((character) => character.story_role !== 'background'), others]);

  const rivals = factions.filter((faction) => faction.id !== protagonist?.faction_id && faction.status !== 'collapsed');
  const antagonist = inOrderOfMention(positions, rivals)[0] ?? firstRanked(`${seed}:antagonist`, [rivals, factions]);

  const places = locations.filter((location) => location.type !== 'region');
  const namedPlaces = inOrderOfMention(positions, places);
  const home = locations.find((location) => location.id === protagonist?.location_id);
  const stage = namedPlaces[0] ?? home ?? firstRanked(`${seed}:stage`, [places.filter((place) => place.type === 'city'), places, locations]);
  if (stage === null) throw new RangeError('A story needs at least one location');
  const held = places.filter((place) => antagonist?.controlled_location_ids.includes(place.id) && place.id !== stage.id);
  const threatened =
    namedPlaces.find((place) => place.id !== stage.id) ??
    firstRanked(`${seed}:threatened`, [held, places.filter((place) => place.id !== stage.id)]) ??
    stage;
  const region = locations.find((location) => location.id === stage.region_id) ?? locations.find((location) => location.type === 'region') ?? null;
  return { protagonist, ally, antagonist, stage, threatened, region };
}
