import {
  type ArcEvent,
  type ArcStarted,
  assertNever,
  type BeatGenerated,
  type BeatReverted,
  type WorldEventRecorded,
} from '@worldloom/domain';
import { memoryJson } from './characters.projector';
import type { DetailWrite } from './detail-write';

/** The arc only: its anchors stay plans (no beat rows) until progress generates them. */
function arcStarted(data: ArcStarted['data'], { rows, worldId }: DetailWrite): void {
  rows.upsert('arcs', worldId, {
    id: data.arcId,
    story_name: data.storyName,
    detailed_description: data.detailedDescription,
    story_idea: data.storyIdea,
    summary: null,
    status: 'active',
    current_beat_id: null,
    created_at: data.startedAt,
    completed_at: null,
  });
}

/** The beat becomes a row and the arc's current beat; its consequences are projected by the caller. */
function beatGenerated({ arcId, beat, generatedAt }: BeatGenerated['data'], { rows, worldId }: DetailWrite): void {
  rows.upsert('beats', worldId, {
    id: beat.beatId,
    arc_id: arcId,
    beat_index: beat.index,
    beat_name: beat.name,
    beat_type: beat.beatType,
    description: beat.description,
    world_directives: beat.worldDirectives,
    emergent_storylines: beat.emergentStorylines,
    created_at: generatedAt,
  });
  rows.update('arcs', worldId, arcId, { current_beat_id: beat.beatId });
}

function worldEventRecorded(data: WorldEventRecorded['data'], { rows, worldId, revision }: DetailWrite): void {
  rows.upsert('world_events', worldId, {
    id: data.eventId,
    arc_id: data.arcId,
    beat_id: data.beatId,
    beat_index: data.beatIndex,
    event_type: data.eventType,
    impact_level: data.impactLevel,
    description: data.description,
    created_at: data.recordedAt,
    stream_revision: revision.toString(),
    // The player character whose action it is (a player's player_action); null for every other event.
    character_id: data.characterId ?? null,
  });
}

/**
 * The reverted beat's row goes (the history keeps the beat), the one before it is current again, and no one
 * remembers or witnessed what did not happen; the compensating events that follow put the rest back.
 */
function beatReverted(data: BeatReverted['data'], { rows, worldId }: DetailWrite): void {
  rows.delete('beats', worldId, data.beatId);
  rows.update('arcs', worldId, data.arcId, { current_beat_id: data.restoredBeatId });
  for (const { characterId, memory } of data.forgottenMemories) rows.removeItems('character_memories', worldId, characterId, memoryJson(memory));
  rows.removeItems('character_witnessed_beats', worldId, null, data.beatId);
}

/** Applies one arc event to the `arcs`, `beats` and `world_events` rows. */
export function projectArcEvent(event: ArcEvent | BeatReverted, write: DetailWrite): void {
  switch (event.type) {
    case 'ArcStarted':
      return arcStarted(event.data, write);
    case 'BeatGenerated':
      return beatGenerated(event.data, write);
    case 'ArcCompleted':
      return write.rows.update('arcs', write.worldId, event.data.arcId, {
        status: 'complete',
        summary: event.data.summary,
        completed_at: event.data.completedAt,
      });
    case 'WorldEventRecorded':
      return worldEventRecorded(event.data, write);
    case 'BeatReverted':
      return beatReverted(event.data, write);
    default:
      return assertNever(event);
  }
}
