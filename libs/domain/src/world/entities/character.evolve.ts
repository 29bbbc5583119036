import { updateEntry, withEntry, withoutEntry } from '../../shared/immutable-map';
import type { ExistingWorld } from '../world.state';
import type {
  CharacterAdded,
  CharacterMemoryRecorded,
  CharacterMoved,
  CharacterRemoved,
  CharacterStatusChanged,
  CharacterUpdated,
} from './character.events';
import type { CharacterState } from './character.state';

function withCharacter(
  world: ExistingWorld,
  id: string,
  update: (character: CharacterState) => CharacterState,
): ExistingWorld {
  return { ...world, characters: updateEntry(world.characters, id, update) };
}

/** A character touched by a beat's consequences witnessed that beat. */
function witness(character: CharacterState, beatId: string | null): CharacterState {
  if (beatId === null || character.storyBeatsWitnessed.includes(beatId)) return character;
  return { ...character, storyBeatsWitnessed: [...character.storyBeatsWitnessed, beatId] };
}

export function characterAdded(
  world: ExistingWorld,
  { characterId, addedAt, ...profile }: CharacterAdded['data'],
): ExistingWorld {
  const character: CharacterState = {
    ...profile,
    id: characterId,
    storyBeatsWitnessed: [],
    createdAt: addedAt,
  };
  return { ...world, characters: withEntry(world.characters, characterId, character) };
}

export function characterUpdated(
  world: ExistingWorld,
  { characterId, changes }: CharacterUpdated['data'],
): ExistingWorld {
  return withCharacter(world, characterId, (character) => ({ ...character, ...changes }));
}

export function characterStatusChanged(world: ExistingWorld, data: CharacterStatusChanged['data']): ExistingWorld {
  return withCharacter(world, data.characterId, (character) =>
    witness({ ...character, status: data.status }, data.beatId),
  );
}

export function characterMoved(world: ExistingWorld, data: CharacterMoved['data']): ExistingWorld {
  return withCharacter(world, data.characterId, (character) =>
    witness({ ...character, locationId: data.toLocationId }, data.beatId),
  );
}

export function characterMemoryRecorded(world: ExistingWorld, data: CharacterMemoryRecorded['data']): ExistingWorld {
  return withCharacter(world, data.characterId, (character) =>
    witness({ ...character, memories: [...character.memories, data.memory] }, data.beatId),
  );
}

export function characterRemoved(world: ExistingWorld, { characterId }: CharacterRemoved['data']): ExistingWorld {
  return { ...world, characters: withoutEntry(world.characters, characterId) };
}
