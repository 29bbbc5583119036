import type { NewBeat } from '../arc/arc.commands';
import type { BeatGenerated } from '../arc/arc.events';
import type { WorldDomainEvent } from '../world.events';
import {
  beatOf,
  characterAdded,
  command,
  given,
  historyOf,
  later,
  locationAdded,
  startArcCommand,
  stateOf,
  strangerId,
  worldCreated,
} from '../world.fixtures.spec';
import { worldDecider } from '../world.decider';
import { draftConsequences } from './draft.state';

const seeded: WorldDomainEvent[] = [
  worldCreated,
  locationAdded('loc-1', { name: 'Haven' }),
  locationAdded('loc-2', { name: 'Saltmere' }),
  characterAdded('chr-1', { name: 'Ada', locationId: 'loc-1' }),
  characterAdded('chr-2', { name: 'Bo', locationId: 'loc-1' }),
];
const started = historyOf(seeded, startArcCommand());
const reviewing = historyOf(started, command('SetReviewMode', { enabled: true }));

const memory = (characterId: string) => ({ characterId, eventDescription: 'The long road', emotionalImpact: 'resolve', importance: 0.6 });

/** Beat 1 as the generator proposes it: Ada goes to Saltmere and Haven declines. */
const proposed = (data: Partial<NewBeat> = {}): NewBeat =>
  beatOf('arc-1', 1, {
    description: 'Ada leaves Haven for Saltmere as Haven declines.',
    consequences: {
      locationStatusChanges: [{ locationId: 'loc-1', status: 'declining', reason: 'The harvest failed' }],
      moves: [{ characterId: 'chr-1', toLocationId: 'loc-2' }],
      memories: [memory('chr-1')],
    },
    ...data,
  });

const draftCommand = (draftId = 'draft-1', beat = proposed()) => command('ProgressArc', { arcId: 'arc-1', beat, draftId });
const drafted = historyOf(reviewing, draftCommand());

describe('review mode and drafts', () => {
  describe('SetReviewMode', () => {
    it('is off by default, turns on and off, and changes nothing when already so', () => {
      expect(stateOf(started).settings.reviewMode).toBe(false);
      given(...started)
        .when(command('SetReviewMode', { enabled: true }))
        .then([{ type: 'WorldReviewModeSet', data: { enabled: true, setAt: later } }]);
      given(...reviewing).when(command('SetReviewMode', { enabled: true })).then([]);
      given(...started).when(command('SetReviewMode', { enabled: false })).then([]);
      expect(stateOf(historyOf(reviewing, command('SetReviewMode', { enabled: false }))).settings.reviewMode).toBe(false);
    });

    it('is the owner’s to set', () => {
      given(...started)
        .when(command('SetReviewMode', { enabled: true }, { now: later, actorUserId: strangerId }))
        .thenFails('WORLD.NOT_FOUND', 'not_found');
    });
  });

  describe('ProgressArc in review mode', () => {
    it('drafts the beat with every list of its consequences, and changes nothing in the world', () => {
      given(...reviewing)
        .when(draftCommand())
        .then([
          {
            type: 'BeatDrafted',
            data: {
              draftId: 'draft-1',
              arcId: 'arc-1',
              beat: {
                beatId: 'arc-1-gen-1',
                index: 1,
                name: 'Beat 1',
                description: 'Ada leaves Haven for Saltmere as Haven declines.',
                worldDirectives: [],
                emergentStorylines: ['storyline 1'],
                consequences: draftConsequences(proposed().consequences),
              },
              replacesDraftId: null,
              draftedAt: later,
            },
          },
        ]);
      const before = stateOf(reviewing);
      const after = stateOf(drafted);
      expect(after.locations).toEqual(before.locations);
      expect(after.characters).toEqual(before.characters);
      expect(after.currentArc).toMatchObject({ currentBeatIndex: 0, draft: { draftId: 'draft-1', editedAt: null } });
    });

    it('judges the draft as it would the beat: an illegal one is refused and nothing is drafted', () => {
      const illegal = proposed({ consequences: { moves: [{ characterId: 'chr-1', toLocationId: 'loc-9' }], memories: [memory('chr-1')] } });
      given(...reviewing).when(draftCommand('draft-1', illegal)).thenFails('BEAT.INVALID_REFERENCE', 'invalid');
    });

    it('needs a draft id', () => {
      given(...reviewing)
        .when(command('ProgressArc', { arcId: 'arc-1', beat: proposed() }))
        .thenFails('DRAFT.ID_REQUIRED', 'invalid');
    });

    it('allows one draft at a time: progressing, recording events, completing or reverting while it waits is a conflict', () => {
      given(...drafted).when(draftCommand('draft-2')).thenFails('DRAFT.PENDING', 'conflict');
      given(...drafted)
        .when(command('RecordWorldEvent', { eventId: 'evt-1', eventType: 'social', impactLevel: 'minor', description: 'A feast' }))
        .thenFails('DRAFT.PENDING', 'conflict');
      given(...drafted).when(command('CompleteArc', { arcId: 'arc-1', summary: 'Cut short' })).thenFails('DRAFT.PENDING', 'conflict');
      given(...drafted).when(command('RevertBeat', { arcId: 'arc-1' })).thenFails('DRAFT.PENDING', 'conflict');
    });
  });

  describe('AcceptBeatDraft', () => {
    it('lands the beat and its consequences in one decision, exactly as progress does without review', () => {
      const [accepted, generated] = given(...drafted).when(command('AcceptBeatDraft', { draftId: 'draft-1' })).events();
      expect(accepted).toEqual({ type: 'BeatDraftAccepted', data: { draftId: 'draft-1', arcId: 'arc-1', beatId: 'arc-1-gen-1', acceptedAt: later } });
      const withoutReview = worldDecider.decide(command('ProgressArc', { arcId: 'arc-1', beat: proposed() }), stateOf(started));
      expect([generated]).toEqual(withoutReview);
      const world = given(...drafted).when(command('AcceptBeatDraft', { draftId: 'draft-1' })).state();
      expect(world.currentArc).toMatchObject({ currentBeatIndex: 1, draft: null, closedDrafts: [{ draftId: 'draft-1', outcome: 'accepted' }] });
      expect(world.characters.get('chr-1')).toMatchObject({ locationId: 'loc-2', storyBeatsWitnessed: ['arc-1-gen-1'] });
    });

    it('refuses a draft already accepted (conflict) or never made (not found), and another user’s', () => {
      const accepted = historyOf(drafted, command('AcceptBeatDraft', { draftId: 'draft-1' }));
      given(...accepted)
        .when(command('AcceptBeatDraft', { draftId: 'draft-1' }))
        .thenFails('DRAFT.CLOSED', 'conflict', 'This draft was already accepted');
      given(...drafted).when(command('AcceptBeatDraft', { draftId: 'draft-9' })).thenFails('DRAFT.NOT_FOUND', 'not_found');
      given(...drafted)
        .when(command('AcceptBeatDraft', { draftId: 'draft-1' }, { now: later, actorUserId: strangerId }))
        .thenFails('WORLD.NOT_FOUND', 'not_found');
    });

    it('judges the draft again on the world as it is: a hand edit since can make it untrue', () => {
      const edited = historyOf(drafted, command('UpdateCharacter', { characterId: 'chr-1', status: 'deceased' }));
      given(...edited).when(command('AcceptBeatDraft', { draftId: 'draft-1' })).thenFails('CHARACTER.DECEASED', 'invalid');
    });
  });

  describe('EditBeatDraft', () => {
    const withoutDecline = {
      ...proposed(),
      description: 'Ada sets out from Haven to Saltmere at dawn.',
      consequences: { moves: [{ characterId: 'chr-1', toLocationId: 'loc-2' }], memories: [memory('chr-1')] },
    };

    it('keeps the author’s version (a change dropped, the text rewritten), and accepting lands that one', () => {
      const events = given(...drafted).when(command('EditBeatDraft', { draftId: 'draft-1', beat: withoutDecline })).events();
      expect(events).toEqual([
        {
          type: 'BeatDraftEdited',
          data: {
            draftId: 'draft-1',
            arcId: 'arc-1',
            beat: expect.objectContaining({
              beatId: 'arc-1-gen-1',
              index: 1,
              description: 'Ada sets out from Haven to Saltmere at dawn.',
              consequences: draftConsequences(withoutDecline.consequences),
            }) as unknown,
            editedAt: later,
          },
        },
      ]);
      const accepted = historyOf(drafted, ...[command('EditBeatDraft', { draftId: 'draft-1', beat: withoutDecline }), command('AcceptBeatDraft', { draftId: 'draft-1' })]);
      const world = stateOf(accepted);
      expect(world.locations.get('loc-1')?.status).toBe('stable');
      expect(world.characters.get('chr-1')?.locationId).toBe('loc-2');
      const generated = accepted.find((event): event is BeatGenerated => event.type === 'BeatGenerated' && event.data.beat.index === 1);
      expect(generated?.data.beat.description).toBe('Ada sets out from Haven to Saltmere at dawn.');
    });

    it('keeps the draft’s beat id and index whatever the edit says', () => {
      const world = given(...drafted)
        .when(command('EditBeatDraft', { draftId: 'draft-1', beat: { ...withoutDecline, beatId: 'other', index: 5 } as never }))
        .state();
      expect(world.currentArc?.draft?.beat).toMatchObject({ beatId: 'arc-1-gen-1', index: 1 });
    });

    it('refuses an edit the domain forbids, with its message, and keeps the draft as it was', () => {
      const illegal = { ...proposed(), consequences: { ...proposed().consequences, locationStatusChanges: [{ locationId: 'loc-1', status: 'stable' as const }] } };
      given(...drafted)
        .when(command('EditBeatDraft', { draftId: 'draft-1', beat: illegal }))
        .thenFails('STATUS.ILLEGAL_TRANSITION', 'invalid');
      given(...drafted)
        .when(command('EditBeatDraft', { draftId: 'draft-1', beat: { ...proposed(), consequences: proposed().consequences ?? {}, description: 'Nothing is said of anyone.' } }))
        .thenFails('STORY.INCOHERENT', 'invalid');
    });
  });

  describe('RegenerateBeatDraft and DiscardBeatDraft', () => {
    const another = proposed({ beatId: 'arc-1-gen-1', description: 'Bo walks to Saltmere.', consequences: { moves: [{ characterId: 'chr-2', toLocationId: 'loc-2' }], memories: [memory('chr-2')] } });

    it('sets the old draft aside for the new one, which names it', () => {
      given(...drafted)
        .when(command('RegenerateBeatDraft', { draftId: 'draft-1', newDraftId: 'draft-2', beat: another }))
        .then([
          { type: 'BeatDraftDiscarded', data: { draftId: 'draft-1', arcId: 'arc-1', reason: 'regenerated', discardedAt: later } },
          {
            type: 'BeatDrafted',
            data: { draftId: 'draft-2', arcId: 'arc-1', beat: expect.objectContaining({ description: 'Bo walks to Saltmere.' }) as never, replacesDraftId: 'draft-1', draftedAt: later },
          },
        ]);
      const regenerated = historyOf(drafted, command('RegenerateBeatDraft', { draftId: 'draft-1', newDraftId: 'draft-2', beat: another }));
      given(...regenerated).when(command('AcceptBeatDraft', { draftId: 'draft-1' })).thenFails('DRAFT.CLOSED', 'conflict', 'This draft was already regenerated');
      expect(stateOf(regenerated).currentArc?.draft).toMatchObject({ draftId: 'draft-2', replacesDraftId: 'draft-1' });
    });

    it('discards the draft: nothing changed, and the arc may progress again', () => {
      const discarded = historyOf(drafted, command('DiscardBeatDraft', { draftId: 'draft-1' }));
      expect(discarded.at(-1)).toEqual({ type: 'BeatDraftDiscarded', data: { draftId: 'draft-1', arcId: 'arc-1', reason: 'discarded', discardedAt: later } });
      expect(stateOf(discarded).currentArc).toMatchObject({ draft: null, currentBeatIndex: 0 });
      given(...discarded).when(draftCommand('draft-2')).events();
      given(...discarded).when(command('DiscardBeatDraft', { draftId: 'draft-1' })).thenFails('DRAFT.CLOSED', 'conflict');
    });
  });

  describe('SetWorldBudget', () => {
    it('sets a budget of zero or more dollars, clears it with null, and refuses a negative one', () => {
      given(...started)
        .when(command('SetWorldBudget', { monthlyBudgetUsd: 2.5 }))
        .then([{ type: 'WorldBudgetSet', data: { monthlyBudgetUsd: 2.5, setAt: later } }]);
      given(...started).when(command('SetWorldBudget', { monthlyBudgetUsd: null })).then([]);
      given(...started).when(command('SetWorldBudget', { monthlyBudgetUsd: -1 })).thenFails('BUDGET.INVALID', 'invalid');
      given(...started).when(command('SetWorldBudget', { monthlyBudgetUsd: Number.NaN })).thenFails('BUDGET.INVALID', 'invalid');
      expect(stateOf(historyOf(started, command('SetWorldBudget', { monthlyBudgetUsd: 0 }))).settings.monthlyBudgetUsd).toBe(0);
    });
  });
});
