import type { WorldDomainEvent } from '@worldloom/domain';

/** Where in the story an event happened: the active arc and its current beat at that moment. */
export interface StoryPosition {
  readonly arcId: string | null;
  readonly beatIndex: number | null;
}

const OUTSIDE_ARCS: StoryPosition = { arcId: null, beatIndex: null };

/**
 * Follows a world's stream and says for each event which arc was active and which of its beats was
 * current when it happened. An arc's own events belong to it; after ArcCompleted, events belong to no
 * arc until the next one starts.
 */
export class StoryPositionTracker {
  private active: StoryPosition = OUTSIDE_ARCS;

  next(event: WorldDomainEvent): StoryPosition {
    switch (event.type) {
      case 'ArcStarted':
        this.active = { arcId: event.data.arcId, beatIndex: null };
        return this.active;
      case 'BeatGenerated':
        this.active = { arcId: event.data.arcId, beatIndex: event.data.beat.index };
        return this.active;
      case 'ArcCompleted': {
        const position = this.active.arcId === event.data.arcId ? this.active : { arcId: event.data.arcId, beatIndex: null };
        this.active = OUTSIDE_ARCS;
        return position;
      }
      default:
        return this.active;
    }
  }
}
