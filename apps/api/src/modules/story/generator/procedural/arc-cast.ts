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

/** Entities named in a text, in the order they first appear; a longer name wins over a name inside it. */
function mentioned<T extends { id: string; name: string }>(text: string, entities: readonly T[]): T[] {
  let masked = text;
  const positions = new Map<string, number>();
  for (const entity of [...entities].sort((left, right) => right.name.length - left.name.length)) {
    const escaped = entity.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const match = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').exec(masked);
    if (match === null) continue;
    positions.set(entity.id, match.index);
    masked = masked.slice(0, match.index) + ' '.repeat(entity.name.length) + masked.slice(match.index + entity.name.length);
  }
  return entities.filter((entity) => positions.has(entity.id)).sort((left, right) => (positions.get(left.id) ?? 0) - (positions.get(right.id) ?? 0));
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
  const namedCharacters = mentioned(description, living);
  const protagonist =
    namedCharacters[0] ?? firstRanked(`${seed}:protagonist`, [active.filter((character) => character.story_role === 'major'), active, living]);
  const others = living.filter((character) => character.id !== protagonist?.id);
  const ally =
    namedCharacters.find((character) => character.id !== protagonist?.id) ??
    firstRanked(`${seed}:ally`, [others.filter((character) => character.story_role !== 'background'), others]);

  const rivals = factions.filter((faction) => faction.id !== protagonist?.faction_id && faction.status !== 'collapsed');
  const antagonist = mentioned(description, rivals)[0] ?? firstRanked(`${seed}:antagonist`, [rivals, factions]);

  const places = locations.filter((location) => location.type !== 'region');
  const namedPlaces = mentioned(description, places);
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
