import type { WorldDomainEvent } from '@worldloom/domain';

/** Where in the story an event happened: the active arc and its current beat at that moment, with their names. */
export interface StoryPosition {
  readonly arcId: string | null;
  readonly arcName: string | null;
  readonly beatIndex: number | null;
  readonly beatName: string | null;
}

const OUTSIDE_ARCS: StoryPosition = { arcId: null, arcName: null, beatIndex: null, beatName: null };

/**
 * Follows a world's stream and says for each event which arc was active and which of its beats was
 * current when it happened. An arc's own events belong to it; after ArcCompleted, events belong to no
 * arc until the next one starts. The names come from the stream itself (ArcStarted, BeatGenerated),
 * so a history names arcs the world no longer shows.
 */
export class StoryPositionTracker {
  private active: StoryPosition = OUTSIDE_ARCS;
  private readonly arcNames = new Map<string, string>();

  next(event: WorldDomainEvent): StoryPosition {
    switch (event.type) {
      case 'ArcStarted':
        this.arcNames.set(event.data.arcId, event.data.storyName);
        this.active = { arcId: event.data.arcId, arcName: event.data.storyName, beatIndex: null, beatName: null };
        return this.active;
      case 'BeatGenerated': {
        const { arcId, beat } = event.data;
        this.active = { arcId, arcName: this.arcNames.get(arcId) ?? null, beatIndex: beat.index, beatName: beat.name };
        return this.active;
      }
      case 'ArcCompleted': {
        const { arcId } = event.data;
        const position = this.active.arcId === arcId ? this.active : { ...OUTSIDE_ARCS, arcId, arcName: this.arcNames.get(arcId) ?? null };
        this.active = OUTSIDE_ARCS;
        return position;
      }
      default:
        return this.active;
    }
  }
}
