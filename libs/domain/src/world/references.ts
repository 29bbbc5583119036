import { DomainError } from '../shared/domain-error';
import type { CharacterState } from './entities/character.state';
import { requireCharacter, requireFaction, requireLocation } from './entities/entity-rules';
import type { FactionState } from './entities/faction.state';
import type { LocationState } from './entities/location.state';
import type { ExistingWorld } from './world.state';

/**
 * How a rule finds the entities a change names. A person's command about an entity that does not exist is
 * NOT_FOUND; a generated beat that names one is invalid output (BEAT.INVALID_REFERENCE), so the rules that
 * serve both take the lookup that fits.
 */
export interface References {
  readonly world: ExistingWorld;
  location(id: string): LocationState;
  faction(id: string): FactionState;
  character(id: string): CharacterState;
}

export function commandReferences(world: ExistingWorld): References {
  return {
    world,
    location: (id) => requireLocation(world, id),
    faction: (id) => requireFaction(world, id),
    character: (id) => requireCharacter(world, id),
  };
}

/** For generated content (a beat, a seeding phase): a name that does not exist is invalid output, with `code`. */
export function generatedReferences(world: ExistingWorld, code = 'BEAT.INVALID_REFERENCE'): References {
  const find = <T>(entities: ReadonlyMap<string, T>, id: string, what: string): T => {
    const entity = entities.get(id);
    if (entity === undefined) throw DomainError.invalid(code, `No ${what} ${id} in this world`);
    return entity;
  };
  return {
    world,
    location: (id) => find(world.locations, id, 'location'),
    faction: (id) => find(world.factions, id, 'faction'),
    character: (id) => find(world.characters, id, 'character'),
  };
}
