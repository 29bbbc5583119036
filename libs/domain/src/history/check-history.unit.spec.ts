import type { WorldDomainEvent } from '../world/world.events';
import { characterAdded, locationAdded, worldCreated } from '../world/world.fixtures.spec';
import { checkWorldHistory } from './check-history';
import { richHistory } from './history.fixtures.spec';

function refusal(events: WorldDomainEvent[]): string {
  try {
    checkWorldHistory(events);
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
}

/** The rich history while its arc is still at beat 1. */
function atBeatOne(): WorldDomainEvent[] {
  const history = richHistory();
  return history.slice(0, history.findIndex((event) => event.type === 'WorldEventRecorded') + 1);
}

describe('checkWorldHistory: a history the read models can take', () => {
  it('accepts every history the decider makes', () => {
    expect(refusal(richHistory())).toBe('accepted');
  });

  it('refuses a history without WorldCreated first, or with a second one', () => {
    expect(refusal([locationAdded('loc-1')])).toBe('A world history starts with WorldCreated');
    expect(refusal([worldCreated, worldCreated])).toBe('Event 1 (WorldCreated) comes after the world was created');
  });

  it('refuses an entity added twice, or changed when it does not exist', () => {
    expect(refusal([worldCreated, locationAdded('loc-1'), locationAdded('loc-1')])).toBe('Event 2 (LocationAdded) adds location loc-1 twice');
    const moved: WorldDomainEvent = {
      type: 'CharacterMoved',
      data: { characterId: 'chr-9', fromLocationId: null, toLocationId: null, movedAt: worldCreated.data.createdAt, beatId: null },
    };
    expect(refusal([worldCreated, characterAdded('chr-1'), moved])).toBe('Event 2 (CharacterMoved) names character chr-9, which does not exist');
  });

  it('refuses a beat generated twice (the beats table keeps one row per arc and index)', () => {
    const history = atBeatOne();
    const beat = history.find((event) => event.type === 'BeatGenerated' && event.data.beat.index === 1)!;
    const again = { ...beat, data: { ...(beat.data as object), beat: { ...(beat.data as { beat: object }).beat, beatId: 'other' } } } as WorldDomainEvent;
    expect(refusal([...history, again])).toMatch(/^Event \d+ \(BeatGenerated\) generates beat 1 of arc arc-1 twice$/);
  });

  it('refuses a world event against a beat that was never generated', () => {
    const event: WorldDomainEvent = {
      type: 'WorldEventRecorded',
      data: {
        eventId: 'evt-9',
        arcId: 'arc-1',
        beatId: 'arc-1-beat-7',
        beatIndex: 7,
        eventType: 'social',
        impactLevel: 'minor',
        description: 'Too early',
        recordedAt: worldCreated.data.createdAt,
      },
    };
    expect(refusal([...atBeatOne(), event])).toMatch(/names beat arc-1-beat-7 of arc arc-1, which was not generated$/);
  });
});
