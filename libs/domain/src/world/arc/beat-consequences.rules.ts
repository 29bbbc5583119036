import { DomainError } from '../../shared/domain-error';
import { isBlank, optionalText } from '../../shared/text';
import { validMemory } from '../entities/character.rules';
import type { CharacterState } from '../entities/character.state';
import { requireAlive, requireReference } from '../entities/entity-rules';
import {
  CHARACTER_STATUS_TRANSITIONS,
  FACTION_STATUS_TRANSITIONS,
  LOCATION_STATUS_TRANSITIONS,
  requireTransition,
} from '../entities/status-transitions';
import { requireTerm } from '../entities/vocabulary';
import type { ExistingWorld } from '../world.state';
import type { AppliedBeatConsequences, BeatConsequencesInput } from './beat-consequences';

const INVALID_REFERENCE = 'BEAT.INVALID_REFERENCE';
const INVALID_CONSEQUENCE = 'BEAT.INVALID_CONSEQUENCE';

/** One status change and one move per entity and beat: the beat states where each ends up. */
function onlyOnce(what: string): (id: string) => void {
  const seen = new Set<string>();
  return (id) => {
    if (seen.has(id)) throw DomainError.invalid(INVALID_CONSEQUENCE, `A beat may ${what} ${id} only once`);
    seen.add(id);
  };
}

function requireHistoryText(event: string): string {
  if (isBlank(event)) throw DomainError.invalid(INVALID_CONSEQUENCE, 'A historical event needs a text');
  return event;
}

function locationStatusChanges(world: ExistingWorld, input: BeatConsequencesInput) {
  const once = onlyOnce('change the status of location');
  return (input.locationStatusChanges ?? []).map(({ locationId, status, reason }) => {
    const location = requireReference(world.locations, locationId, 'location', INVALID_REFERENCE);
    once(locationId);
    requireTransition(LOCATION_STATUS_TRANSITIONS, 'location', location.status, requireTerm('location status', status));
    return { locationId, previousStatus: location.status, status, reason: optionalText(reason) };
  });
}

function factionStatusChanges(world: ExistingWorld, input: BeatConsequencesInput) {
  const once = onlyOnce('change the status of faction');
  return (input.factionStatusChanges ?? []).map(({ factionId, status, reason }) => {
    const faction = requireReference(world.factions, factionId, 'faction', INVALID_REFERENCE);
    once(factionId);
    requireTransition(FACTION_STATUS_TRANSITIONS, 'faction', faction.status, requireTerm('faction status', status));
    return { factionId, previousStatus: faction.status, status, reason: optionalText(reason) };
  });
}

function characterStatusChanges(world: ExistingWorld, input: BeatConsequencesInput) {
  const once = onlyOnce('change the status of character');
  return (input.characterStatusChanges ?? []).map(({ characterId, status, reason }) => {
    const character = requireAlive(requireReference(world.characters, characterId, 'character', INVALID_REFERENCE));
    once(characterId);
    requireTransition(
      CHARACTER_STATUS_TRANSITIONS,
      'character',
      character.status,
      requireTerm('character status', status),
    );
    return { characterId, previousStatus: character.status, status, reason: optionalText(reason) };
  });
}

/** Who dies in this beat: the changes of a beat are simultaneous, so they neither move nor remember in it. */
function dyingIn(input: BeatConsequencesInput): ReadonlySet<string> {
  const changes = input.characterStatusChanges ?? [];
  return new Set(changes.filter((change) => change.status === 'deceased').map((change) => change.characterId));
}

function requireLiving(world: ExistingWorld, characterId: string, dying: ReadonlySet<string>): CharacterState {
  const character = requireAlive(requireReference(world.characters, characterId, 'character', INVALID_REFERENCE));
  if (dying.has(characterId)) {
    throw DomainError.invalid(
      'CHARACTER.DECEASED',
      `${character.name} dies in this beat and cannot also move or remember`,
    );
  }
  return character;
}

function memories(world: ExistingWorld, input: BeatConsequencesInput, dying: ReadonlySet<string>) {
  return (input.memories ?? []).map(({ characterId, ...memory }) => {
    requireLiving(world, characterId, dying);
    return { characterId, ...validMemory(memory, INVALID_CONSEQUENCE) };
  });
}

function moves(world: ExistingWorld, input: BeatConsequencesInput, dying: ReadonlySet<string>) {
  const once = onlyOnce('move character');
  return (input.moves ?? []).map(({ characterId, toLocationId }) => {
    const character = requireLiving(world, characterId, dying);
    requireReference(world.locations, toLocationId, 'location', INVALID_REFERENCE);
    once(characterId);
    if (character.locationId === toLocationId) {
      throw DomainError.invalid(INVALID_CONSEQUENCE, `${character.name} is already at location ${toLocationId}`);
    }
    return { characterId, fromLocationId: character.locationId, toLocationId };
  });
}

/**
 * Validates what a beat does to the world against the world before the beat: every reference exists,
 * every status is of its vocabulary and a legal transition, importance is 0.0–1.0, a deceased character
 * neither changes status, moves nor remembers, and neither does one who dies in this beat: the changes of
 * a beat happen together and never depend on their order (as libs/contracts' generator rules say).
 */
export function validConsequences(world: ExistingWorld, input: BeatConsequencesInput = {}): AppliedBeatConsequences {
  const dying = dyingIn(input);
  return {
    locationStatusChanges: locationStatusChanges(world, input),
    factionStatusChanges: factionStatusChanges(world, input),
    characterStatusChanges: characterStatusChanges(world, input),
    memories: memories(world, input, dying),
    moves: moves(world, input, dying),
    locationHistory: (input.locationHistory ?? []).map(({ locationId, event }) => {
      requireReference(world.locations, locationId, 'location', INVALID_REFERENCE);
      return { locationId, event: requireHistoryText(event) };
    }),
    factionHistory: (input.factionHistory ?? []).map(({ factionId, event }) => {
      requireReference(world.factions, factionId, 'faction', INVALID_REFERENCE);
      return { factionId, event: requireHistoryText(event) };
    }),
  };
}
