import { changedFields } from '../../shared/changes';
import { requireMembership } from '../members/members.rules';
import { playerCharacterBound, requireNewPlayerCharacter, requirePlayerEdit } from '../members/player.rules';
import { requireOwnedWorld } from '../world.access';
import type { WorldDomainEvent } from '../world.events';
import type { ExistingWorld, WorldState } from '../world.state';
import type {
  AddCharacter,
  NewCharacter,
  RecordCharacterMemory,
  RemoveCharacter,
  UpdateCharacter,
} from './character.commands';
import type { CharacterAdded } from './character.events';
import { CHARACTER_PROFILE_KEYS, requireValidCharacterProfile, validMemory } from './character.rules';
import type { CharacterProfile, CharacterState } from './character.state';
import { requireAlive, requireCharacter, requireNewId, requireReference } from './entity-rules';
import { NOTHING_REMOVED, removalEvents } from './removal';
import { CHARACTER_STATUS_TRANSITIONS, requireTransition } from './status-transitions';
import { requireTerm } from './vocabulary';

/** Validates a new character (by hand or from seeding) and fills in its defaults. */
export function characterAdded(world: ExistingWorld, input: NewCharacter, at: string): CharacterAdded {
  requireNewId(world.characters, input.characterId, 'CHARACTER.ALREADY_EXISTS', 'Character');
  const profile: CharacterProfile = {
    name: input.name,
    type: input.type,
    storyRole: input.storyRole,
    description: input.description ?? '',
    background: input.background ?? '',
    personalityTraits: input.personalityTraits ?? [],
    motivations: input.motivations ?? [],
    factionId: input.factionId ?? null,
  };
  requireValidCharacterProfile(world, profile);
  const locationId = input.locationId ?? null;
  if (locationId !== null) requireReference(world.locations, locationId, 'location');
  const status = requireTerm('character status', input.status ?? 'active');
  const memories = (input.memories ?? []).map((memory) => ({ timestamp: at, ...validMemory(memory) }));
  return {
    type: 'CharacterAdded',
    data: { characterId: input.characterId, ...profile, status, locationId, memories, emergedIn: null, addedAt: at },
  };
}

/** A player's character is bound to them (their one character); an editor's belongs to no one. */
export function addCharacter(command: AddCharacter, state: WorldState): WorldDomainEvent[] {
  const { world, member } = requireMembership(state, command.metadata);
  const at = command.metadata.now;
  if (member.role !== 'player') return [characterAdded(requireOwnedWorld(state, command.metadata), command.data, at)];
  requireNewPlayerCharacter(world, member, command.data.type);
  return [characterAdded(world, command.data, at), playerCharacterBound(member, command.data.characterId, at)];
}

function moveEvents(world: ExistingWorld, character: CharacterState, locationId: string | null, at: string) {
  if (locationId === character.locationId) return [];
  requireAlive(character);
  if (locationId !== null) requireReference(world.locations, locationId, 'location');
  const move: WorldDomainEvent = {
    type: 'CharacterMoved',
    data: {
      characterId: character.id,
      fromLocationId: character.locationId,
      toLocationId: locationId,
      movedAt: at,
      beatId: null,
    },
  };
  return [move];
}

function statusEvents(character: CharacterState, status: CharacterState['status'], at: string): WorldDomainEvent[] {
  if (status === character.status) return [];
  requireAlive(character);
  requireTransition(
    CHARACTER_STATUS_TRANSITIONS,
    'character',
    character.status,
    requireTerm('character status', status),
  );
  const change: WorldDomainEvent = {
    type: 'CharacterStatusChanged',
    data: { characterId: character.id, previousStatus: character.status, status, changedAt: at, beatId: null },
  };
  return [change];
}

/** Emits only what changes: the profile, then a move (a new locationId), then a status change. */
export function updateCharacter(command: UpdateCharacter, state: WorldState): WorldDomainEvent[] {
  const { world, member } = requireMembership(state, command.metadata);
  if (member.role === 'player') requirePlayerEdit(member, command.data.characterId, command.data);
  else requireOwnedWorld(state, command.metadata);
  const { characterId, status, locationId } = command.data;
  const character = requireCharacter(world, characterId);
  const at = command.metadata.now;
  const changes = changedFields<CharacterProfile>(character, command.data, CHARACTER_PROFILE_KEYS);
  requireValidCharacterProfile(world, { ...character, ...changes });
  return [
    ...(Object.keys(changes).length > 0
      ? [{ type: 'CharacterUpdated', data: { characterId, changes, updatedAt: at } } as const]
      : []),
    ...(locationId === undefined ? [] : moveEvents(world, character, locationId, at)),
    ...(status === undefined ? [] : statusEvents(character, status, at)),
  ];
}

export function removeCharacter(command: RemoveCharacter, state: WorldState): WorldDomainEvent[] {
  const world = requireOwnedWorld(state, command.metadata);
  const { id } = requireCharacter(world, command.data.characterId);
  return removalEvents(world, { ...NOTHING_REMOVED, characterIds: new Set([id]) }, command.metadata.now);
}

export function recordCharacterMemory(command: RecordCharacterMemory, state: WorldState): WorldDomainEvent[] {
  const world = requireOwnedWorld(state, command.metadata);
  const { characterId, ...memory } = command.data;
  requireAlive(requireCharacter(world, characterId));
  return [
    {
      type: 'CharacterMemoryRecorded',
      data: { characterId, memory: { timestamp: command.metadata.now, ...validMemory(memory) }, beatId: null },
    },
  ];
}
