import { DomainError } from '../../shared/domain-error';
import { isBlank } from '../../shared/text';
import type { ExistingWorld } from '../world.state';
import type { CharacterState } from './character.state';
import type { FactionState } from './faction.state';
import type { LocationState } from './location.state';

/** The entity a command is about must exist: NOT_FOUND otherwise. */
export function requireLocation(world: ExistingWorld, locationId: string): LocationState {
  const location = world.locations.get(locationId);
  if (!location) throw DomainError.notFound('LOCATION.NOT_FOUND', `Location ${locationId} not found`);
  return location;
}

export function requireFaction(world: ExistingWorld, factionId: string): FactionState {
  const faction = world.factions.get(factionId);
  if (!faction) throw DomainError.notFound('FACTION.NOT_FOUND', `Faction ${factionId} not found`);
  return faction;
}

export function requireCharacter(world: ExistingWorld, characterId: string): CharacterState {
  const character = world.characters.get(characterId);
  if (!character) throw DomainError.notFound('CHARACTER.NOT_FOUND', `Character ${characterId} not found`);
  return character;
}

/** An entity another one points to must exist in this world: INVALID otherwise (the input is wrong). */
export function requireReference<T>(
  entities: ReadonlyMap<string, T>,
  id: string,
  what: string,
  code = 'ENTITY.INVALID_REFERENCE',
): T {
  const entity = entities.get(id);
  if (entity === undefined) throw DomainError.invalid(code, `No ${what} ${id} in this world`);
  return entity;
}

export function requireNewId(entities: ReadonlyMap<string, unknown>, id: string, code: string, what: string): void {
  if (entities.has(id)) throw DomainError.conflict(code, `${what} ${id} already exists`);
}

export function requireName(name: string, what: string): string {
  if (isBlank(name)) throw DomainError.invalid('ENTITY.NAME_REQUIRED', `A ${what} needs a name`);
  return name;
}

export function requireTextList(values: readonly string[], what: string): readonly string[] {
  if (!Array.isArray(values) || values.some((value) => typeof value !== 'string')) {
    throw DomainError.invalid('ENTITY.INVALID_FIELD', `${what} must be a list of text`);
  }
  return values;
}

/** A deceased character stays deceased: no status change, no move, no new memory. */
export function requireAlive(character: CharacterState): CharacterState {
  if (character.status === 'deceased') {
    throw DomainError.invalid('CHARACTER.DECEASED', `${character.name} is deceased`);
  }
  return character;
}

/** Memory importance runs from 0.0 (everyday) to 1.0 (life-changing), SPEC §9. */
export function requireImportance(importance: number): number {
  if (typeof importance !== 'number' || !(importance >= 0 && importance <= 1)) {
    throw DomainError.invalid('MEMORY.INVALID_IMPORTANCE', 'Memory importance must be between 0.0 and 1.0');
  }
  return importance;
}
