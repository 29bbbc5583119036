import type { Memory as MemoryJson } from '@worldloom/contracts';
import {
  assertNever,
  type CharacterAdded,
  type CharacterEvent,
  type CharacterProfile,
  type Memory,
} from '@worldloom/domain';
import type { Row } from './detail-rows';
import { columnChanges, type DetailWrite } from './detail-write';

const PROFILE_COLUMNS: { readonly [Key in keyof CharacterProfile]-?: string } = {
  name: 'name',
  type: 'type',
  storyRole: 'story_role',
  description: 'description',
  background: 'background',
  personalityTraits: 'personality_traits',
  motivations: 'motivations',
  factionId: 'faction_id',
};

/** A memory in its wire shape, as its jsonb row keeps it. */
export function memoryJson(memory: Memory): MemoryJson {
  return {
    timestamp: memory.timestamp,
    event_description: memory.eventDescription,
    emotional_impact: memory.emotionalImpact,
    importance: memory.importance,
  };
}

function characterAdded(data: CharacterAdded['data'], { rows, worldId, revision }: DetailWrite): void {
  rows.upsert('characters', worldId, {
    id: data.characterId,
    name: data.name,
    type: data.type,
    story_role: data.storyRole,
    status: data.status,
    description: data.description,
    background: data.background,
    personality_traits: data.personalityTraits,
    motivations: data.motivations,
    location_id: data.locationId,
    faction_id: data.factionId,
    created_at: data.addedAt,
  });
  for (const memory of data.memories) rows.append('character_memories', worldId, data.characterId, revision, memoryJson(memory));
}

/**
 * Applies `change` and, when a beat caused it, records that the character witnessed that beat: once, in
 * the order the beats came (the domain's `witness`).
 */
function updateWitnessing(write: DetailWrite, characterId: string, beatId: string | null, change: Row): void {
  const { rows, worldId, revision } = write;
  rows.update('characters', worldId, characterId, change);
  if (beatId !== null) rows.append('character_witnessed_beats', worldId, characterId, revision, beatId);
}

/** Applies one character event to the `characters` rows. */
export function projectCharacterEvent(event: CharacterEvent, write: DetailWrite): void {
  const { rows, worldId } = write;
  switch (event.type) {
    case 'CharacterAdded':
      return characterAdded(event.data, write);
    case 'CharacterUpdated':
      return rows.update('characters', worldId, event.data.characterId, columnChanges(event.data.changes, PROFILE_COLUMNS));
    case 'CharacterStatusChanged':
      return updateWitnessing(write, event.data.characterId, event.data.beatId, { status: event.data.status });
    case 'CharacterMoved':
      return updateWitnessing(write, event.data.characterId, event.data.beatId, { location_id: event.data.toLocationId });
    case 'CharacterMemoryRecorded':
      rows.append('character_memories', worldId, event.data.characterId, write.revision, memoryJson(event.data.memory));
      return updateWitnessing(write, event.data.characterId, event.data.beatId, {});
    case 'CharacterRemoved':
      return rows.delete('characters', worldId, event.data.characterId);
    default:
      return assertNever(event);
  }
}
