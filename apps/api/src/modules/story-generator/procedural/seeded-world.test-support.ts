import { randomUUID } from 'node:crypto';
import {
  nameKey,
  type BeatConsequences,
  type GenerationEntities,
  type GenerationWorld,
  type SeedCharactersOutput,
  type SeededFaction,
  type SeededLocation,
} from '@worldloom/contracts';
import { ProceduralStoryGenerator } from './procedural-story-generator';

export interface SeededWorld {
  world: GenerationWorld;
  locations: SeededLocation[];
  factions: SeededFaction[];
  seeded: SeedCharactersOutput;
  entities: GenerationEntities;
}

export function worldOf(description: string, name = 'Testworld', id: string = randomUUID()): GenerationWorld {
  return { id, name, description };
}

/** Seeds a world with the procedural generator and gives its entities ids, as the API does. */
export async function seedWorld(world: GenerationWorld): Promise<SeededWorld> {
  const generator = new ProceduralStoryGenerator();
  const { output: { locations } } = await generator.seedLocations({ world });
  const { output: { factions } } = await generator.seedFactions({ world, locations });
  const { output: seeded } = await generator.seedCharacters({ world, locations, factions });
  return { world, locations, factions, seeded, entities: toEntities(locations, factions, seeded) };
}

function toEntities(locations: SeededLocation[], factions: SeededFaction[], seeded: SeedCharactersOutput): GenerationEntities {
  const ids = new Map<string, string>();
  const idOf = (name: string) => {
    const key = nameKey(name);
    if (!ids.has(key)) ids.set(key, randomUUID());
    return ids.get(key) as string;
  };
  const leaderOf = (faction: string) => seeded.faction_leaders.find((entry) => nameKey(entry.faction) === nameKey(faction))?.leader;
  return {
    locations: locations.map((location) => ({
      id: idOf(location.name),
      name: location.name,
      type: location.type,
      status: location.status,
      region_id: location.region === null ? null : idOf(location.region),
      description: location.description,
      tags: location.tags,
    })),
    factions: factions.map((faction) => {
      const leader = leaderOf(faction.name);
      return {
        id: idOf(faction.name),
        name: faction.name,
        type: faction.type,
        status: faction.status,
        ideology: faction.ideology,
        controlled_location_ids: faction.controlled_locations.map(idOf),
        leader_id: leader === undefined ? null : idOf(leader),
      };
    }),
    characters: seeded.characters.map((character) => ({
      id: idOf(character.name),
      name: character.name,
      type: character.type,
      story_role: character.story_role,
      status: character.status,
      description: character.description,
      location_id: idOf(character.location),
      faction_id: character.faction === null ? null : idOf(character.faction),
    })),
  };
}

/** What the domain does with a beat's consequences, enough for the next beat to see them. */
export function applyConsequences(entities: GenerationEntities, consequences: BeatConsequences): GenerationEntities {
  const withStatus = <Status extends string, T extends { id: string; status: Status }>(entity: T, changes: ReadonlyMap<string, Status>): T => ({
    ...entity,
    status: changes.get(entity.id) ?? entity.status,
  });
  const locationChanges = new Map(consequences.location_status_changes.map((change) => [change.location_id, change.status]));
  const factionChanges = new Map(consequences.faction_status_changes.map((change) => [change.faction_id, change.status]));
  const characterChanges = new Map(consequences.character_status_changes.map((change) => [change.character_id, change.status]));
  const moves = new Map(consequences.moves.map((move) => [move.character_id, move.to_location_id]));
  return {
    locations: entities.locations.map((location) => withStatus(location, locationChanges)),
    factions: entities.factions.map((faction) => withStatus(faction, factionChanges)),
    characters: entities.characters.map((character) =>
      withStatus({ ...character, location_id: moves.get(character.id) ?? character.location_id }, characterChanges),
    ),
  };
}
