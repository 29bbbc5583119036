import type { WorldDomainEvent } from '../world.events';
import {
  characterAdded,
  command,
  given,
  historyOf,
  later,
  progressCommand,
  progressTo,
  startArcCommand,
  stateOf,
  worldCreated,
} from '../world.fixtures.spec';
import { currentArc } from '../world.queries';

const seeded: WorldDomainEvent[] = [worldCreated, characterAdded('chr-1')];
const started = historyOf(seeded, startArcCommand());
const record = (eventId: string, data: object = {}) =>
  command('RecordWorldEvent', {
    eventId,
    eventType: 'player_action',
    impactLevel: 'minor',
    description: `Event ${eventId}`,
    ...data,
  });

describe('RecordWorldEvent', () => {
  it('needs a current beat, with the exact message of SPEC §5', () => {
    given(...seeded)
      .when(record('evt-1'))
      .thenFails('EVENT.NO_CURRENT_BEAT', 'invalid', 'No current beat to attach the event to. Generate a beat first.');
  });

  it('attaches the event to the current beat', () => {
    given(...started)
      .when(record('evt-1', { eventType: 'environmental', impactLevel: 'catastrophic', description: 'An earthquake' }))
      .then([
        {
          type: 'WorldEventRecorded',
          data: {
            eventId: 'evt-1',
            arcId: 'arc-1',
            beatId: 'arc-1-beat-0',
            beatIndex: 0,
            eventType: 'environmental',
            impactLevel: 'catastrophic',
            description: 'An earthquake',
            recordedAt: later,
          },
        },
      ]);
  });

  it('keeps the events since the last beat for the next one, and the next beat takes them', () => {
    const recorded = historyOf(started, record('evt-1'), record('evt-2'));
    expect(currentArc(stateOf(recorded))?.eventsSinceLastBeat.map((event) => event.eventId)).toEqual([
      'evt-1',
      'evt-2',
    ]);
    const afterBeat = historyOf(recorded, progressCommand('arc-1', 1), record('evt-3'));
    expect(currentArc(stateOf(afterBeat))?.eventsSinceLastBeat).toMatchObject([
      { eventId: 'evt-3', beatId: 'arc-1-gen-1' },
    ]);
  });

  it('after the arc completes, still attaches events to its last beat', () => {
    const completed = historyOf(
      started,
      ...progressTo('arc-1', 14),
      command('ProgressArc', { arcId: 'arc-1', summary: 'The end' }),
    );
    const [recorded] = given(...completed)
      .when(record('evt-9'))
      .events();
    expect(recorded).toMatchObject({ data: { arcId: 'arc-1', beatId: 'arc-1-beat-14', beatIndex: 14 } });
  });

  it('keeps to the event type and impact level vocabularies', () => {
    given(...started)
      .when(record('evt-1', { eventType: 'weather' }))
      .thenFails('VOCABULARY.UNKNOWN_VALUE', 'invalid');
    given(...started)
      .when(record('evt-1', { impactLevel: 'huge' }))
      .thenFails('VOCABULARY.UNKNOWN_VALUE', 'invalid');
  });

  it('needs a description', () => {
    given(...started)
      .when(record('evt-1', { description: '   ' }))
      .thenFails('EVENT.DESCRIPTION_REQUIRED', 'invalid');
  });
});
