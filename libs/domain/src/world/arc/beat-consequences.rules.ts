import { MAX_NEWCOMERS_PER_BEAT, nameKey } from '@worldloom/contracts';
import { DomainError } from '../../shared/domain-error';
import { isBlank, optionalText } from '../../shared/text';
import { ChangeHistory } from '../changes/change-history';
import { validDoctrine, validStanceChange, validTerritoryChange } from '../diplomacy/diplomacy.rules';
import {
  validAllegianceChange,
  validCharacterAmendment,
  validLeaderChange,
  validLocationAmendment,
  validMotivationChange,
  validRelationshipChange,
} from '../entities/character-changes.rules';
import { characterAdded } from '../entities/character.decide';
import { validMemory } from '../entities/character.rules';
import type { CharacterState } from '../entities/character.state';
import { requireAlive } from '../entities/entity-rules';
import { locationAdded } from '../entities/location.decide';
import {
  CHARACTER_STATUS_TRANSITIONS,
  FACTION_STATUS_TRANSITIONS,
  LOCATION_STATUS_TRANSITIONS,
  requireTransition,
} from '../entities/status-transitions';
import { requireTerm } from '../entities/vocabulary';
import { generatedReferences, type References } from '../references';
import { evolveWorld } from '../world.evolve';
import type { ExistingWorld } from '../world.state';
import type { AppliedBeatConsequences, AppliedNewcomers, BeatConsequencesInput } from './beat-consequences';

const INVALID_CONSEQUENCE = 'BEAT.INVALID_CONSEQUENCE';

/** One change of each kind per entity and beat: the beat states where each ends up. */
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

function takenNames(world: ExistingWorld): Set<string> {
  return new Set(
    [...world.locations.values(), ...world.factions.values(), ...world.characters.values()].map((entity) => nameKey(entity.name)),
  );
}

/**
 * People and places the story needs: at most MAX_NEWCOMERS_PER_BEAT in all, each with a name of its own,
 * placed in the world (a place in a region and on the map, a person somewhere). Returns them and the world with them.
 */
function newcomers(world: ExistingWorld, input: BeatConsequencesInput, at: string): { applied: AppliedNewcomers; world: ExistingWorld } {
  const locations = input.newcomers?.locations ?? [];
  const characters = input.newcomers?.characters ?? [];
  if (locations.length + characters.length > MAX_NEWCOMERS_PER_BEAT) {
    throw DomainError.invalid(INVALID_CONSEQUENCE, `A beat brings in at most ${MAX_NEWCOMERS_PER_BEAT} newcomers`);
  }
  const taken = takenNames(world);
  const requireNewName = (name: string) => {
    if (taken.has(nameKey(name))) throw DomainError.invalid(INVALID_CONSEQUENCE, `The name "${name}" is already taken in this world`);
    taken.add(nameKey(name));
  };
  let after = world;
  const appliedLocations = locations.map((newcomer) => {
    requireNewName(newcomer.name);
    const { data } = locationAdded(after, newcomer, at);
    if (data.type !== 'region' && data.parentLocationId === null) {
      throw DomainError.invalid(INVALID_CONSEQUENCE, `The new place ${data.name} needs the region it lies in`);
    }
    if (data.relativeX === null || data.relativeY === null) {
      throw DomainError.invalid(INVALID_CONSEQUENCE, `The new place ${data.name} needs its place on the map`);
    }
    after = evolveWorld(after, { type: 'LocationAdded', data });
    const { emergedIn: _emergedIn, addedAt: _addedAt, ...applied } = data;
    return applied;
  });
  const appliedCharacters = characters.map((newcomer) => {
    requireNewName(newcomer.name);
    const { data } = characterAdded(after, newcomer, at);
    if (data.locationId === null) throw DomainError.invalid(INVALID_CONSEQUENCE, `The newcomer ${data.name} needs a place to be`);
    if (data.status !== 'active') throw DomainError.invalid(INVALID_CONSEQUENCE, `The newcomer ${data.name} enters the story active`);
    after = evolveWorld(after, { type: 'CharacterAdded', data });
    const { emergedIn: _emergedIn, addedAt: _addedAt, ...applied } = data;
    return applied;
  });
  return { applied: { locations: appliedLocations, characters: appliedCharacters }, world: after };
}

function locationStatusChanges(refs: References, input: BeatConsequencesInput) {
  const once = onlyOnce('change the status of location');
  return (input.locationStatusChanges ?? []).map(({ locationId, status, reason }) => {
    const location = refs.location(locationId);
    once(locationId);
    requireTransition(LOCATION_STATUS_TRANSITIONS, 'location', location.status, requireTerm('location status', status));
    return { locationId, previousStatus: location.status, status, reason: optionalText(reason) };
  });
}

function factionStatusChanges(refs: References, input: BeatConsequencesInput) {
  const once = onlyOnce('change the status of faction');
  return (input.factionStatusChanges ?? []).map(({ factionId, status, reason }) => {
    const faction = refs.faction(factionId);
    once(factionId);
    requireTransition(FACTION_STATUS_TRANSITIONS, 'faction', faction.status, requireTerm('faction status', status));
    return { factionId, previousStatus: faction.status, status, reason: optionalText(reason) };
  });
}

function characterStatusChanges(refs: References, input: BeatConsequencesInput) {
  const once = onlyOnce('change the status of character');
  return (input.characterStatusChanges ?? []).map(({ characterId, status, reason }) => {
    const character = requireAlive(refs.character(characterId));
    once(characterId);
    requireTransition(CHARACTER_STATUS_TRANSITIONS, 'character', character.status, requireTerm('character status', status));
    return { characterId, previousStatus: character.status, status, reason: optionalText(reason) };
  });
}

/** Who dies in this beat: the changes of a beat are simultaneous, so they neither move, remember nor turn in it. */
function dyingIn(input: BeatConsequencesInput): ReadonlySet<string> {
  const changes = input.characterStatusChanges ?? [];
  return new Set(changes.filter((change) => change.status === 'deceased').map((change) => change.characterId));
}

function requireLiving(refs: References, characterId: string, dying: ReadonlySet<string>, what: string): CharacterState {
  const character = requireAlive(refs.character(characterId));
  if (dying.has(characterId)) {
    throw DomainError.invalid('CHARACTER.DECEASED', `${character.name} dies in this beat and cannot also ${what}`);
  }
  return character;
}

function moves(refs: References, input: BeatConsequencesInput, dying: ReadonlySet<string>) {
  const once = onlyOnce('move character');
  return (input.moves ?? []).map(({ characterId, toLocationId }) => {
    const character = requireLiving(refs, characterId, dying, 'move');
    refs.location(toLocationId);
    once(characterId);
    if (character.locationId === toLocationId) {
      throw DomainError.invalid(INVALID_CONSEQUENCE, `${character.name} is already at location ${toLocationId}`);
    }
    return { characterId, fromLocationId: character.locationId, toLocationId };
  });
}

/** The living world's changes of a beat: each judged on the world before the beat (with its newcomers). */
function livingWorldChanges(refs: References, input: BeatConsequencesInput, dying: ReadonlySet<string>) {
  const collapsing = new Set(
    (input.factionStatusChanges ?? []).filter((change) => change.status === 'collapsed').map((change) => change.factionId),
  );
  const sides = new Map((input.allegianceChanges ?? []).map((turn) => [turn.characterId, turn.toFactionId]));
  const onceTerritory = onlyOnce('change who holds location');
  const onceStance = onlyOnce('change the stance');
  const onceDoctrine = onlyOnce('rewrite the doctrine of faction');
  const onceLeader = onlyOnce('change the leader of faction');
  const onceMotivations = onlyOnce('change the motivations of character');
  const onceAllegiance = onlyOnce('change the allegiance of character');
  const onceCharacterAmendment = onlyOnce('amend character');
  const onceLocationAmendment = onlyOnce('amend location');
  const onceRelationship = onlyOnce('change the relationship');
  return {
    territoryChanges: (input.territoryChanges ?? []).map((change) => {
      onceTerritory(change.locationId);
      return validTerritoryChange(refs, change);
    }),
    stanceChanges: (input.stanceChanges ?? []).map((change) => {
      onceStance(`${change.sourceFactionId} toward ${change.targetFactionId}`);
      return validStanceChange(refs, change);
    }),
    doctrines: (input.doctrines ?? []).map((change) => {
      onceDoctrine(change.factionId);
      return validDoctrine(refs, change);
    }),
    leaderChanges: (input.leaderChanges ?? []).map((change) => {
      onceLeader(change.factionId);
      if (change.leaderId !== null) requireLiving(refs, change.leaderId, dying, 'take the lead');
      return validLeaderChange(refs, change, sides);
    }),
    motivationChanges: (input.motivationChanges ?? []).map((change) => {
      onceMotivations(change.characterId);
      requireLiving(refs, change.characterId, dying, 'change their motivations');
      return validMotivationChange(refs, change);
    }),
    allegianceChanges: (input.allegianceChanges ?? []).map((change) => {
      onceAllegiance(change.characterId);
      requireLiving(refs, change.characterId, dying, 'change sides');
      return validAllegianceChange(refs, change, collapsing);
    }),
    characterAmendments: (input.characterAmendments ?? []).map((change) => {
      onceCharacterAmendment(change.characterId);
      return validCharacterAmendment(refs, change);
    }),
    locationAmendments: (input.locationAmendments ?? []).map((change) => {
      onceLocationAmendment(change.locationId);
      return validLocationAmendment(refs, change);
    }),
    relationshipChanges: (input.relationshipChanges ?? []).map((change) => {
      onceRelationship([change.characterId, change.otherCharacterId].sort().join(' and '));
      requireLiving(refs, change.characterId, dying, 'make or break a tie');
      return validRelationshipChange(refs, change);
    }),
  };
}

/** The history lines the living world's changes write, with the names of the world they happen in. */
function historyOf(world: ExistingWorld, changes: ReturnType<typeof livingWorldChanges>) {
  const history = new ChangeHistory(world);
  changes.territoryChanges.forEach((change) => history.territory(change));
  changes.stanceChanges.forEach((change) => history.stance(change));
  changes.doctrines.forEach((change) => history.doctrine(change));
  changes.leaderChanges.forEach((change) => history.leader(change));
  changes.allegianceChanges.forEach((change) => history.allegiance(change));
  changes.motivationChanges.forEach((change) => history.motivations(change));
  changes.characterAmendments.forEach((change) => history.characterAmendment(change));
  changes.locationAmendments.forEach((change) => history.locationAmendment(change));
  changes.relationshipChanges.forEach((change) => history.relationship(change));
  return history.lines;
}

/**
 * Validates what a beat does to the world against the world before the beat: newcomers first (the rest may
 * name them), then every reference exists, every status is of its vocabulary and a legal transition,
 * importance is 0.0–1.0, and the dead neither change, move, remember, turn nor lead — neither do those who
 * die in this beat: the changes of a beat happen together and never depend on their order.
 */
export function validConsequences(before: ExistingWorld, input: BeatConsequencesInput, at: string): AppliedBeatConsequences {
  const { applied: arrivals, world } = newcomers(before, input, at);
  const refs = generatedReferences(world);
  const dying = dyingIn(input);
  const changes = livingWorldChanges(refs, input, dying);
  const lines = historyOf(world, changes);
  return {
    newcomers: arrivals,
    locationStatusChanges: locationStatusChanges(refs, input),
    factionStatusChanges: factionStatusChanges(refs, input),
    characterStatusChanges: characterStatusChanges(refs, input),
    memories: (input.memories ?? []).map(({ characterId, ...memory }) => {
      requireLiving(refs, characterId, dying, 'remember');
      return { characterId, ...validMemory(memory, INVALID_CONSEQUENCE) };
    }),
    moves: moves(refs, input, dying),
    ...changes,
    locationHistory: [
      ...lines.flatMap((line) => (line.kind === 'location' ? [{ locationId: line.locationId, event: line.event }] : [])),
      ...(input.locationHistory ?? []).map(({ locationId, event }) => {
        refs.location(locationId);
        return { locationId, event: requireHistoryText(event) };
      }),
    ],
    factionHistory: [
      ...lines.flatMap((line) => (line.kind === 'faction' ? [{ factionId: line.factionId, event: line.event }] : [])),
      ...(input.factionHistory ?? []).map(({ factionId, event }) => {
        refs.faction(factionId);
        return { factionId, event: requireHistoryText(event) };
      }),
    ],
    characterHistory: lines.flatMap((line) => (line.kind === 'character' ? [{ characterId: line.characterId, event: line.event }] : [])),
  };
}
