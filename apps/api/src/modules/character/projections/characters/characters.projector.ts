import type { Memory as MemoryJson } from '@worldloom/contracts';
import {
  assertNever,
  type CharacterAdded,
  type CharacterEvent,
  type CharacterProfile,
  type Memory,
} from '@worldloom/domain';
import {
  columnChanges,
  deleteWorldRow,
  jsonb,
  type StoryWrite,
  updateWorldRow,
  upsertWorldRow,
} from '../../../world/projections/world-story/story-write';

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

function memoryJson(memory: Memory): MemoryJson {
  return {
    timestamp: memory.timestamp,
    event_description: memory.eventDescription,
    emotional_impact: memory.emotionalImpact,
    importance: memory.importance,
  };
}

function characterAdded(data: CharacterAdded['data'], write: StoryWrite): Promise<void> {
  return upsertWorldRow(write, 'characters', {
    id: data.characterId,
    name: data.name,
    type: data.type,
    story_role: data.storyRole,
    status: data.status,
    description: data.description,
    background: data.background,
    personality_traits: data.personalityTraits,
    motivations: data.motivations,
    memories: jsonb(data.memories.map(memoryJson)),
    story_beats_witnessed: [],
    location_id: data.locationId,
    faction_id: data.factionId,
    created_at: data.addedAt,
  });
}

/**
 * Sets `assignments` (their parameters from $4 on) and, when a beat caused the change, records that the
 * character witnessed it: once, in the order the beats came (the domain's `witness`).
 */
async function updateWitnessing(
  write: StoryWrite,
  characterId: string,
  beatId: string | null,
  assignments: string,
  values: readonly unknown[],
): Promise<void> {
  await write.tx.query(
    `UPDATE characters SET ${assignments},
       story_beats_witnessed = CASE
         WHEN $3::text IS NULL OR $3::text = ANY (story_beats_witnessed) THEN story_beats_witnessed
         ELSE array_append(story_beats_witnessed, $3::text) END
     WHERE world_id = $1 AND id = $2`,
    [write.worldId, characterId, beatId, ...values],
  );
}

/** Applies one character event to the `characters` table. */
export function projectCharacterEvent(event: CharacterEvent, write: StoryWrite): Promise<void> {
  switch (event.type) {
    case 'CharacterAdded':
      return characterAdded(event.data, write);
    case 'CharacterUpdated':
      return updateWorldRow(
        write,
        'characters',
        event.data.characterId,
        columnChanges(event.data.changes, PROFILE_COLUMNS),
      );
    case 'CharacterStatusChanged':
      return updateWitnessing(write, event.data.characterId, event.data.beatId, 'status = $4', [event.data.status]);
    case 'CharacterMoved':
      return updateWitnessing(write, event.data.characterId, event.data.beatId, 'location_id = $4', [
        event.data.toLocationId,
      ]);
    case 'CharacterMemoryRecorded':
      return updateWitnessing(write, event.data.characterId, event.data.beatId, 'memories = memories || $4::jsonb', [
        jsonb([memoryJson(event.data.memory)]),
      ]);
    case 'CharacterRemoved':
      return deleteWorldRow(write, 'characters', event.data.characterId);
    default:
      return assertNever(event);
  }
}
