import { NO_CONSEQUENCES, type WorldDomainEvent } from '@worldloom/domain';
import { type StoryPosition, StoryPositionTracker } from './story-position';

const AT = '2026-01-01T12:00:00.000Z';
const FIRST_ARC = 'aaaaaaaa-0000-4000-8000-000000000001';
const SECOND_ARC = 'bbbbbbbb-0000-4000-8000-000000000002';

function beatContent(index: number, name: string) {
  return { beatId: `beat-${index}`, index, name, description: `Beat ${index}`, worldDirectives: [], emergentStorylines: [] };
}

function arcStarted(arcId: string, storyName: string): WorldDomainEvent {
  return {
    type: 'ArcStarted',
    data: { arcId, storyName, detailedDescription: 'An arc', storyIdea: null, premise: null, anchors: [beatContent(0, 'Opening Image')], startedAt: AT },
  };
}

function beatGenerated(arcId: string, index: number, name: string): WorldDomainEvent {
  return {
    type: 'BeatGenerated',
    data: { arcId, beat: { ...beatContent(index, name), beatType: 'generated' }, consequences: NO_CONSEQUENCES, generatedAt: AT },
  };
}

const arcCompleted = (arcId: string): WorldDomainEvent => ({ type: 'ArcCompleted', data: { arcId, summary: 'Done', completedAt: AT } });
const locationUpdated: WorldDomainEvent = { type: 'LocationUpdated', data: { locationId: 'location', changes: { name: 'Haven' }, updatedAt: AT } };

function positions(events: readonly WorldDomainEvent[]): StoryPosition[] {
  const tracker = new StoryPositionTracker();
  return events.map((event) => tracker.next(event));
}

const outside: StoryPosition = { arcId: null, arcName: null, beatIndex: null, beatName: null };

describe('StoryPositionTracker: the arc and beat of each event, with their names from the stream', () => {
  it('names a completed arc and its beats, then the next arc, and nothing outside arcs', () => {
    expect(
      positions([
        locationUpdated,
        arcStarted(FIRST_ARC, 'The First Thaw'),
        beatGenerated(FIRST_ARC, 0, 'Opening Image'),
        locationUpdated,
        beatGenerated(FIRST_ARC, 1, 'Theme Stated'),
        arcCompleted(FIRST_ARC),
        locationUpdated,
        arcStarted(SECOND_ARC, 'The Long Night'),
        beatGenerated(SECOND_ARC, 0, 'Opening Image'),
        locationUpdated,
      ]),
    ).toEqual([
      outside,
      { arcId: FIRST_ARC, arcName: 'The First Thaw', beatIndex: null, beatName: null },
      { arcId: FIRST_ARC, arcName: 'The First Thaw', beatIndex: 0, beatName: 'Opening Image' },
      { arcId: FIRST_ARC, arcName: 'The First Thaw', beatIndex: 0, beatName: 'Opening Image' },
      { arcId: FIRST_ARC, arcName: 'The First Thaw', beatIndex: 1, beatName: 'Theme Stated' },
      { arcId: FIRST_ARC, arcName: 'The First Thaw', beatIndex: 1, beatName: 'Theme Stated' },
      outside,
      { arcId: SECOND_ARC, arcName: 'The Long Night', beatIndex: null, beatName: null },
      { arcId: SECOND_ARC, arcName: 'The Long Night', beatIndex: 0, beatName: 'Opening Image' },
      { arcId: SECOND_ARC, arcName: 'The Long Night', beatIndex: 0, beatName: 'Opening Image' },
    ]);
  });

  it('still names an arc whose completion comes after another arc started', () => {
    const tracker = new StoryPositionTracker();
    [arcStarted(FIRST_ARC, 'The First Thaw'), arcStarted(SECOND_ARC, 'The Long Night')].forEach((event) => tracker.next(event));
    expect(tracker.next(arcCompleted(FIRST_ARC))).toEqual({ arcId: FIRST_ARC, arcName: 'The First Thaw', beatIndex: null, beatName: null });
  });
});
