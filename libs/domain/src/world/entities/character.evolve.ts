import { updateEntry, withEntry } from '../../shared/immutable-map';
import type { ExistingWorld } from '../world.state';
import type {
  CharacterAdded,
  CharacterAllegianceChanged,
  CharacterHistoryRecorded,
  CharacterMemoryRecorded,
  CharacterMotivationsChanged,
  CharacterMoved,
  CharacterProfileAmended,
  CharacterRelationshipChanged,
  CharacterRemoved,
  CharacterStatusChanged,
  CharacterUpdated,
} from './character.events';
import type { CharacterRelationship, CharacterState } from './character.state';

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
    storyBeatsWitnessed: profile.emergedIn === null ? [] : [profile.emergedIn.beatId],
    relationships: [],
    historicalEvents: [],
    allegiance: null,
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

const key = (text: string) => text.trim().toLowerCase();

export function characterMotivationsChanged(world: ExistingWorld, data: CharacterMotivationsChanged['data']): ExistingWorld {
  const dropped = new Set(data.dropped.map(key));
  return withCharacter(world, data.characterId, (character) =>
    witness(
      { ...character, motivations: [...character.motivations.filter((held) => !dropped.has(key(held))), ...data.added] },
      data.beatId,
    ),
  );
}

/** A leader who leaves (or goes over to another faction) no longer leads the faction left behind. */
export function characterAllegianceChanged(world: ExistingWorld, data: CharacterAllegianceChanged['data']): ExistingWorld {
  const moved = withCharacter(world, data.characterId, (character) =>
    witness(
      {
        ...character,
        factionId: data.toFactionId,
        allegiance: { change: data.change, reason: data.reason, changedAt: data.changedAt },
      },
      data.beatId,
    ),
  );
  const left = data.fromFactionId === null ? undefined : moved.factions.get(data.fromFactionId);
  if (left === undefined || data.change === 'holdout' || left.leaderId !== data.characterId) return moved;
  return { ...moved, factions: withEntry(moved.factions, left.id, { ...left, leaderId: null }) };
}

export function characterProfileAmended(world: ExistingWorld, data: CharacterProfileAmended['data']): ExistingWorld {
  return withCharacter(world, data.characterId, (character) => witness({ ...character, ...data.changes }, data.beatId));
}

function withTie(character: CharacterState, otherId: string, tie: CharacterRelationship | null): CharacterState {
  const others = character.relationships.filter((relationship) => relationship.characterId !== otherId);
  return { ...character, relationships: tie === null ? others : [...others, tie] };
}

/** A tie holds both ways: each side keeps it toward the other. */
export function characterRelationshipChanged(world: ExistingWorld, data: CharacterRelationshipChanged['data']): ExistingWorld {
  const tie = (otherId: string): CharacterRelationship | null =>
    data.kind === null ? null : { characterId: otherId, kind: data.kind, note: data.note, since: data.changedAt };
  const withFirst = withCharacter(world, data.characterId, (character) =>
    witness(withTie(character, data.otherCharacterId, tie(data.otherCharacterId)), data.beatId),
  );
  return withCharacter(withFirst, data.otherCharacterId, (character) => withTie(character, data.characterId, tie(data.characterId)));
}

export function characterHistoryRecorded(world: ExistingWorld, data: CharacterHistoryRecorded['data']): ExistingWorld {
  return withCharacter(world, data.characterId, (character) => ({
    ...character,
    historicalEvents: [...character.historicalEvents, data.historicalEvent],
  }));
}

/** Ties to a character who is gone go with them. */
export function characterRemoved(world: ExistingWorld, { characterId }: CharacterRemoved['data']): ExistingWorld {
  const characters = new Map(world.characters);
  characters.delete(characterId);
  for (const [id, character] of characters) {
    if (character.relationships.some((relationship) => relationship.characterId === characterId)) {
      characters.set(id, withTie(character, characterId, null));
    }
  }
  return { ...world, characters };
}
