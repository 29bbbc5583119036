import {
  type ArcEvent,
  type ArcStarted,
  assertNever,
  type BeatGenerated,
  type WorldEventRecorded,
} from '@worldloom/domain';
import { type StoryWrite, updateWorldRow, upsertWorldRow } from '../../../world/projections/world-story/story-write';

/** The arc only: its anchors stay plans (no beat rows) until progress generates them. */
function arcStarted(data: ArcStarted['data'], write: StoryWrite): Promise<void> {
  return upsertWorldRow(write, 'arcs', {
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
async function beatGenerated({ arcId, beat, generatedAt }: BeatGenerated['data'], write: StoryWrite): Promise<void> {
  await upsertWorldRow(write, 'beats', {
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
  await updateWorldRow(write, 'arcs', arcId, { current_beat_id: beat.beatId });
}

function worldEventRecorded(data: WorldEventRecorded['data'], write: StoryWrite): Promise<void> {
  return upsertWorldRow(write, 'world_events', {
    id: data.eventId,
    arc_id: data.arcId,
    beat_id: data.beatId,
    beat_index: data.beatIndex,
    event_type: data.eventType,
    impact_level: data.impactLevel,
    description: data.description,
    created_at: data.recordedAt,
    stream_revision: write.revision.toString(),
  });
}

/** Applies one arc event to the `arcs`, `beats` and `world_events` tables. */
export function projectArcEvent(event: ArcEvent, write: StoryWrite): Promise<void> {
  switch (event.type) {
    case 'ArcStarted':
      return arcStarted(event.data, write);
    case 'BeatGenerated':
      return beatGenerated(event.data, write);
    case 'ArcCompleted':
      return updateWorldRow(write, 'arcs', event.data.arcId, {
        status: 'complete',
        summary: event.data.summary,
        completed_at: event.data.completedAt,
      });
    case 'WorldEventRecorded':
      return worldEventRecorded(event.data, write);
    default:
      return assertNever(event);
  }
}
