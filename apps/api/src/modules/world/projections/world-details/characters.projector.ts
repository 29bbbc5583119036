import type { CharacterRelationship, Memory as MemoryJson } from '@worldloom/contracts';
import {
  assertNever,
  type CharacterAdded,
  type CharacterAllegianceChanged,
  type CharacterEvent,
  type CharacterMotivationsChanged,
  type CharacterProfile,
  type CharacterRelationshipChanged,
  type Memory,
} from '@worldloom/domain';
import type { Row } from './detail-rows';
import { columnChanges, type DetailWrite } from './detail-write';
import { emergenceJson, historicalEventJson } from './historical-event.json';

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
    relationships: [],
    allegiance: null,
    emerged_in: emergenceJson(data.emergedIn),
    created_at: data.addedAt,
  });
  for (const memory of data.memories) rows.append('character_memories', worldId, data.characterId, revision, memoryJson(memory));
  // A newcomer witnessed the beat that brought them in.
  if (data.emergedIn !== null) rows.append('character_witnessed_beats', worldId, data.characterId, revision, data.emergedIn.beatId);
}

const sameText = (left: string, right: string) => left.trim().toLowerCase() === right.trim().toLowerCase();

function motivationsChanged(data: CharacterMotivationsChanged['data'], write: DetailWrite): void {
  updateWitnessing(write, data.characterId, data.beatId, (row) => ({
    motivations: [...(row.motivations as string[]).filter((held) => !data.dropped.some((text) => sameText(text, held))), ...data.added],
  }));
}

/** The new allegiance; a leader who leaves stops leading the faction left behind (as the domain's evolve does). */
function allegianceChanged(data: CharacterAllegianceChanged['data'], write: DetailWrite): void {
  const allegiance = { change: data.change, reason: data.reason, changed_at: data.changedAt };
  updateWitnessing(write, data.characterId, data.beatId, { faction_id: data.toFactionId, allegiance });
  if (data.fromFactionId === null || data.change === 'holdout') return;
  write.rows.update('factions', write.worldId, data.fromFactionId, (row) => (row.leader_id === data.characterId ? { leader_id: null } : {}));
}

/** A tie is held both ways; `kind: null` ends it on both sides. */
function relationshipChanged(data: CharacterRelationshipChanged['data'], write: DetailWrite): void {
  const withTie = (otherId: string) => (row: Readonly<Row>) => {
    const others = (row.relationships as CharacterRelationship[]).filter((tie) => tie.character_id !== otherId);
    const tie: CharacterRelationship | null =
      data.kind === null ? null : { character_id: otherId, kind: data.kind, note: data.note, since: data.changedAt };
    return { relationships: tie === null ? others : [...others, tie] };
  };
  updateWitnessing(write, data.characterId, data.beatId, withTie(data.otherCharacterId));
  write.rows.update('characters', write.worldId, data.otherCharacterId, withTie(data.characterId));
}

/**
 * Applies `change` and, when a beat caused it, records that the character witnessed that beat: once, in
 * the order the beats came (the domain's `witness`).
 */
function updateWitnessing(
  write: DetailWrite,
  characterId: string,
  beatId: string | null,
  change: Row | ((row: Readonly<Row>) => Row),
): void {
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
    case 'CharacterMotivationsChanged':
      return motivationsChanged(event.data, write);
    case 'CharacterAllegianceChanged':
      return allegianceChanged(event.data, write);
    case 'CharacterProfileAmended':
      return updateWitnessing(write, event.data.characterId, event.data.beatId, { ...event.data.changes });
    case 'CharacterRelationshipChanged':
      return relationshipChanged(event.data, write);
    case 'CharacterHistoryRecorded':
      return rows.append('character_history', worldId, event.data.characterId, write.revision, historicalEventJson(event.data.historicalEvent));
    case 'CharacterRemoved':
      return rows.delete('characters', worldId, event.data.characterId);
    default:
      return assertNever(event);
  }
}
