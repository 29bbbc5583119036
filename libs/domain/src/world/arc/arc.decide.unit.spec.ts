import type { WorldDomainEvent } from '../world.events';
import {
  asOwner,
  beatOf,
  characterAdded,
  command,
  given,
  historyOf,
  later,
  locationAdded,
  plan,
  progressCommand,
  progressTo as progressToBeat,
  startArcCommand,
  stateOf,
  strangerId,
  worldCreated,
} from '../world.fixtures.spec';
import { currentArc, currentBeat, findArc, generatedBeats, listArcs } from '../world.queries';
import type { NewBeat, WorldEventToRecord } from './arc.commands';
import { nextArcStep } from './next-arc-step';
import { recordEventsBeforeProgress } from './world-event.decide';

const seeded: WorldDomainEvent[] = [
  worldCreated,
  locationAdded('loc-1'),
  characterAdded('chr-1', { locationId: 'loc-1' }),
];
const started = historyOf(seeded, startArcCommand());

const beat = (index: number, data: Partial<NewBeat> = {}) => beatOf('arc-1', index, data);
const progress = (index: number, data: Partial<NewBeat> = {}) => progressCommand('arc-1', index, data);
const progressTo = (last: number) => progressToBeat('arc-1', last);
// `data: object` lets a test send what the types forbid (an unknown impact level).
const recent = (eventId: string, data: object = {}): WorldEventToRecord => ({
  eventId,
  eventType: 'social',
  impactLevel: 'major',
  description: `Event ${eventId}`,
  ...data,
});
const recorded = (eventId: string, beatIndex: number, beatId: string) => ({
  type: 'WorldEventRecorded' as const,
  data: {
    eventId,
    arcId: 'arc-1',
    beatId,
    beatIndex,
    eventType: 'social' as const,
    impactLevel: 'major' as const,
    description: `Event ${eventId}`,
    recordedAt: later,
  },
});

const atBeat14 = historyOf(started, ...progressTo(14));
const completed = historyOf(atBeat14, command('ProgressArc', { arcId: 'arc-1', summary: 'Spring came at last' }));

describe('arcs', () => {
  describe('StartArc', () => {
    it('plans the anchors 0, 7 and 14 and makes beat 0 current', () => {
      given(...seeded)
        .when(startArcCommand())
        .then([
          {
            type: 'ArcStarted',
            data: {
              arcId: 'arc-1',
              storyName: 'The Long Winter',
              detailedDescription: 'Winter never ends',
              storyIdea: null,
              premise: null,
              anchors: [plan(0, 'arc-1-beat-0'), plan(7, 'arc-1-beat-7'), plan(14, 'arc-1-beat-14')],
              startedAt: later,
            },
          },
          {
            type: 'BeatGenerated',
            data: {
              arcId: 'arc-1',
              beat: { ...plan(0, 'arc-1-beat-0'), beatType: 'anchor' },
              consequences: expect.objectContaining({ moves: [], memories: [] }),
              generatedAt: later,
            },
          },
        ]);
    });

    it('opens with a generated beat 0 that keeps the planned id and changes the world', () => {
      const opening = {
        name: 'Opening Image',
        description: 'Snow buries the pass below Location loc-1',
        worldDirectives: ['Cold'],
        emergentStorylines: [],
        consequences: { locationStatusChanges: [{ locationId: 'loc-1', status: 'declining' as const, reason: 'Snow' }] },
      };
      const events = given(...seeded)
        .when(command('StartArc', { ...startArcCommand().data, openingBeat: opening }))
        .events();
      expect(events[1]).toMatchObject({
        type: 'BeatGenerated',
        data: {
          beat: { beatId: 'arc-1-beat-0', index: 0, name: 'Opening Image', description: 'Snow buries the pass below Location loc-1', beatType: 'anchor' },
          consequences: { locationStatusChanges: [{ locationId: 'loc-1', previousStatus: 'stable', status: 'declining' }] },
        },
      });
    });

    it('refuses an opening beat whose consequences break the world rules', () => {
      const opening = {
        name: 'Opening Image',
        description: 'A stranger arrives',
        worldDirectives: [],
        emergentStorylines: [],
        consequences: { moves: [{ characterId: 'nobody', toLocationId: 'loc-1' }] },
      };
      given(...seeded)
        .when(command('StartArc', { ...startArcCommand().data, openingBeat: opening }))
        .thenFails('BEAT.INVALID_REFERENCE', 'invalid');
    });

    it('leaves the world with a current arc whose current beat is the anchor 0', () => {
      const world = stateOf(started);
      const arc = currentArc(world);
      expect(arc?.arcId).toBe('arc-1');
      expect(arc).toMatchObject({ status: 'active', currentBeatIndex: 0, summary: null });
      expect(currentBeat(world)).toMatchObject({
        beatId: 'arc-1-beat-0',
        index: 0,
        beatType: 'anchor',
        status: 'generated',
      });
      expect(arc?.beats.map((each) => [each.index, each.beatType, each.status])).toEqual([
        [0, 'anchor', 'generated'],
        [7, 'anchor', 'planned'],
        [14, 'anchor', 'planned'],
      ]);
      expect(arc && generatedBeats(arc).map((each) => each.index)).toEqual([0]);
    });

    it('needs one plan for each anchor 0, 7 and 14', () => {
      const start = startArcCommand();
      given(...seeded)
        .when({ ...start, data: { ...start.data, anchorBeats: [plan(0), plan(7), plan(13)] } })
        .thenFails('ARC.INVALID_ANCHORS', 'invalid');
      given(...seeded)
        .when({ ...start, data: { ...start.data, anchorBeats: [plan(0), plan(7)] } })
        .thenFails('ARC.INVALID_ANCHORS', 'invalid');
    });

    it('needs a world with entities', () => {
      given(worldCreated).when(startArcCommand()).thenFails('WORLD.NOT_SEEDED', 'conflict');
    });

    it('allows one active arc at a time', () => {
      given(...started)
        .when(startArcCommand('arc-2'))
        .thenFails('ARC.ACTIVE_EXISTS', 'conflict');
      given(...atBeat14)
        .when(startArcCommand('arc-2'))
        .thenFails('ARC.ACTIVE_EXISTS', 'conflict');
    });

    it('starts a new arc once the current one is complete', () => {
      const world = stateOf(historyOf(completed, startArcCommand('arc-2')));
      expect(currentArc(world)?.arcId).toBe('arc-2');
      expect(currentBeat(world)).toMatchObject({ beatId: 'arc-2-beat-0' });
      expect(findArc(world, 'arc-1')?.status).toBe('complete');
      expect(listArcs(world).map((arc) => arc.arcId)).toEqual(['arc-1', 'arc-2']);
    });

    it('refuses an arc id or beat id already used', () => {
      given(...completed)
        .when(startArcCommand('arc-1', 'fresh'))
        .thenFails('ARC.ALREADY_EXISTS', 'conflict');
      given(...completed)
        .when(startArcCommand('arc-2', 'arc-1'))
        .thenFails('BEAT.ALREADY_EXISTS', 'conflict');
    });
  });

  describe('nextArcStep', () => {
    it('asks for beat 1 right after the start', () => {
      expect(nextArcStep(stateOf(started), 'arc-1')).toMatchObject({
        kind: 'beat',
        index: 1,
        beatName: 'Theme Stated',
        act: 1,
        actName: 'Equilibrium',
        isAnchor: false,
        plannedBeat: null,
      });
    });

    it('hands over the planned anchor when the anchor 7 is next', () => {
      const step = nextArcStep(stateOf(historyOf(started, ...progressTo(6))), 'arc-1');
      expect(step).toMatchObject({
        kind: 'beat',
        index: 7,
        beatName: 'Fun and Games',
        act: 2,
        actName: 'Chaos',
        isAnchor: true,
        plannedBeat: { beatId: 'arc-1-beat-7', description: 'Planned beat 7', status: 'planned' },
      });
    });

    it('asks for completion once beat 14 is current', () => {
      expect(nextArcStep(stateOf(atBeat14), 'arc-1').kind).toBe('complete');
    });

    it('throws ARC.COMPLETE for a completed arc and ARC.NOT_FOUND for an unknown one', () => {
      expect(() => nextArcStep(stateOf(completed), 'arc-1')).toThrow(
        expect.objectContaining({ code: 'ARC.COMPLETE', kind: 'conflict' }) as Error,
      );
      expect(() => nextArcStep(stateOf(started), 'arc-x')).toThrow(
        expect.objectContaining({ code: 'ARC.NOT_FOUND', kind: 'not_found' }) as Error,
      );
    });
  });

  describe('ProgressArc', () => {
    it('makes the next index current with a generated beat', () => {
      given(...started)
        .when(progress(1))
        .then([
          {
            type: 'BeatGenerated',
            data: {
              arcId: 'arc-1',
              beat: { ...beat(1), beatType: 'generated' },
              consequences: expect.objectContaining({ locationStatusChanges: [] }),
              generatedAt: later,
            },
          },
        ]);
    });

    it('makes each index current in turn, 0 to 14, with the beats in order', () => {
      for (let index = 1; index <= 14; index++) {
        const world = stateOf(historyOf(started, ...progressTo(index)));
        expect(currentBeat(world)?.index).toBe(index);
      }
      const arc = currentArc(stateOf(atBeat14));
      expect(arc && generatedBeats(arc).map((each) => each.index)).toEqual([
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
      ]);
    });

    it('refines a planned anchor, keeping its id and beat_type anchor', () => {
      const at7 = stateOf(historyOf(started, ...progressTo(7)));
      expect(currentBeat(at7)).toMatchObject({
        beatId: 'arc-1-beat-7',
        beatType: 'anchor',
        status: 'generated',
        description: 'What happens in beat 7',
        plannedAt: later,
      });
    });

    it('refuses another id for a planned anchor', () => {
      given(...historyOf(started, ...progressTo(6)))
        .when(progress(7, { beatId: 'other-id' }))
        .thenFails('BEAT.ID_MISMATCH', 'invalid');
    });

    it('names a beat after its Save-the-Cat slot when it comes without a name', () => {
      expect(currentBeat(stateOf(historyOf(started, progress(1, { name: ' ' }))))?.name).toBe('Theme Stated');
    });

    it('refuses a beat that is not the next one (a stale retry)', () => {
      given(...historyOf(started, progress(1)))
        .when(progress(1))
        .thenFails('ARC.UNEXPECTED_STEP', 'conflict');
      given(...started)
        .when(progress(3))
        .thenFails('ARC.UNEXPECTED_STEP', 'conflict');
    });

    it('after beat 14, completes the arc with its summary', () => {
      const when = given(...atBeat14).when(command('ProgressArc', { arcId: 'arc-1', summary: 'Spring came at last' }));
      when.then([
        { type: 'ArcCompleted', data: { arcId: 'arc-1', summary: 'Spring came at last', completedAt: later } },
      ]);
      expect(currentArc(when.state())).toMatchObject({
        status: 'complete',
        summary: 'Spring came at last',
        currentBeatIndex: 14,
      });
    });

    it('does not complete before beat 14, nor take a 16th beat', () => {
      given(...started)
        .when(command('ProgressArc', { arcId: 'arc-1', summary: 'Too soon' }))
        .thenFails('ARC.UNEXPECTED_STEP', 'conflict');
      given(...atBeat14)
        .when(progress(15))
        .thenFails('ARC.UNEXPECTED_STEP', 'conflict');
    });

    it('on a completed arc is ARC.COMPLETE (the falsy result of the API)', () => {
      given(...completed)
        .when(progress(1))
        .thenFails('ARC.COMPLETE', 'conflict');
      given(...completed)
        .when(command('ProgressArc', { arcId: 'arc-1', summary: 'Again' }))
        .thenFails('ARC.COMPLETE', 'conflict');
    });

    it('on an unknown arc is ARC.NOT_FOUND', () => {
      given(...started)
        .when(command('ProgressArc', { arcId: 'arc-x', beat: beat(1) }))
        .thenFails('ARC.NOT_FOUND', 'not_found');
    });
  });

  describe('ProgressArc with recent events', () => {
    const withEvents = (events: WorldEventToRecord[], next: { beat: NewBeat } | { summary: string } | { recordOnly: true }) =>
      command('ProgressArc', { arcId: 'arc-1', recentEvents: events, ...next });

    it('records the events against the current beat, then generates the beat, in one list', () => {
      given(...started)
        .when(withEvents([recent('evt-1'), recent('evt-2')], { beat: beat(1) }))
        .then([
          recorded('evt-1', 0, 'arc-1-beat-0'),
          recorded('evt-2', 0, 'arc-1-beat-0'),
          {
            type: 'BeatGenerated',
            data: {
              arcId: 'arc-1',
              beat: { ...beat(1), beatType: 'generated' },
              consequences: expect.objectContaining({ locationStatusChanges: [] }),
              generatedAt: later,
            },
          },
        ]);
    });

    it('gives the application the world after the events, so the generated beat takes them', () => {
      const { recorded: events, world } = recordEventsBeforeProgress(stateOf(started), 'arc-1', [recent('evt-1')], asOwner);
      expect(events).toEqual([recorded('evt-1', 0, 'arc-1-beat-0')]);
      const step = nextArcStep(world, 'arc-1');
      expect(step).toMatchObject({ kind: 'beat', index: 1 });
      expect(step.arc.eventsSinceLastBeat.map((event) => event.eventId)).toEqual(['evt-1']);
    });

    it('records the events before the summary that completes the arc', () => {
      given(...atBeat14)
        .when(withEvents([recent('evt-1')], { summary: 'Spring came at last' }))
        .then([
          recorded('evt-1', 14, 'arc-1-beat-14'),
          { type: 'ArcCompleted', data: { arcId: 'arc-1', summary: 'Spring came at last', completedAt: later } },
        ]);
    });

    it('records nothing when one event breaks the rules of RecordWorldEvent', () => {
      given(...started)
        .when(withEvents([recent('evt-1'), recent('evt-2', { description: '  ' })], { beat: beat(1) }))
        .thenFails('EVENT.DESCRIPTION_REQUIRED', 'invalid');
      given(...started)
        .when(withEvents([recent('evt-1'), recent('evt-2', { impactLevel: 'huge' })], { beat: beat(1) }))
        .thenFails('VOCABULARY.UNKNOWN_VALUE', 'invalid');
    });

    it('records nothing when the beat is refused', () => {
      given(...started)
        .when(withEvents([recent('evt-1')], { beat: beat(3) }))
        .thenFails('ARC.UNEXPECTED_STEP', 'conflict');
    });

    it('refuses an unknown arc before it would record anything', () => {
      given(...seeded)
        .when(command('ProgressArc', { arcId: 'arc-x', recentEvents: [recent('evt-1')], beat: beat(1) }))
        .thenFails('ARC.NOT_FOUND', 'not_found');
    });

    it('on a complete arc, records the events only (recordOnly), against its last beat', () => {
      given(...completed)
        .when(withEvents([recent('evt-1')], { recordOnly: true }))
        .then([recorded('evt-1', 14, 'arc-1-beat-14')]);
      given(...completed)
        .when(withEvents([recent('evt-1')], { beat: beat(1) }))
        .thenFails('ARC.COMPLETE', 'conflict');
    });

    it('takes recordOnly on a complete arc only', () => {
      given(...started)
        .when(withEvents([recent('evt-1')], { recordOnly: true }))
        .thenFails('ARC.UNEXPECTED_STEP', 'conflict');
    });
  });

  describe('CompleteArc', () => {
    const completeNow = (arcId = 'arc-1', summary = 'The winter broke early') => command('CompleteArc', { arcId, summary });

    it('ends an active arc at once, keeping the beats it reached', () => {
      const atBeat3 = historyOf(started, ...progressTo(3));
      const when = given(...atBeat3).when(completeNow());
      when.then([{ type: 'ArcCompleted', data: { arcId: 'arc-1', summary: 'The winter broke early', completedAt: later } }]);
      const arc = currentArc(when.state());
      expect(arc).toMatchObject({ status: 'complete', summary: 'The winter broke early', currentBeatIndex: 3, completedAt: later });
      expect(arc && generatedBeats(arc).map((each) => each.index)).toEqual([0, 1, 2, 3]);
    });

    it('ends an arc whose beat 14 is current, and lets a new arc start', () => {
      const ended = historyOf(atBeat14, completeNow());
      expect(currentArc(stateOf(ended))?.status).toBe('complete');
      expect(currentArc(stateOf(historyOf(ended, startArcCommand('arc-2'))))?.arcId).toBe('arc-2');
    });

    it('is ARC.COMPLETE for a complete arc and ARC.NOT_FOUND for an unknown one', () => {
      given(...completed)
        .when(completeNow())
        .thenFails('ARC.COMPLETE', 'conflict');
      given(...started)
        .when(completeNow('arc-x'))
        .thenFails('ARC.NOT_FOUND', 'not_found');
    });

    it('needs a summary', () => {
      given(...started)
        .when(completeNow('arc-1', '  '))
        .thenFails('ARC.SUMMARY_REQUIRED', 'invalid');
    });

    it('is WORLD.NOT_FOUND in another user’s world', () => {
      given(...started)
        .when({ ...completeNow(), metadata: { now: later, actorUserId: strangerId } })
        .thenFails('WORLD.NOT_FOUND', 'not_found');
    });
  });
});
