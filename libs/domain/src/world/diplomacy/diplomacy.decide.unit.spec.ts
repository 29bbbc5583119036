import type { FactionStance } from '@worldloom/contracts';
import type { StanceChangeInput } from '../arc/beat-consequences';
import type { WorldDomainEvent } from '../world.events';
import {
  command,
  factionAdded,
  given,
  historyOf,
  later,
  locationAdded,
  strangerId,
  worldCreated,
} from '../world.fixtures.spec';
import type { ClaimLocation, ReleaseLocation, RewriteFactionDoctrine, SetFactionStance, SetFactionStatus } from './diplomacy.commands';

const world: WorldDomainEvent[] = [
  worldCreated,
  locationAdded('loc-1'),
  locationAdded('loc-2'),
  locationAdded('loc-lost', { status: 'lost' }),
  factionAdded('fac-1', { controlledLocationIds: ['loc-1'], ideology: 'Hold the walls', tags: ['walls'] }),
  factionAdded('fac-2'),
  factionAdded('fac-3'),
  factionAdded('fac-fallen', { status: 'collapsed' }),
];

const asStranger = { now: later, actorUserId: strangerId };

const factionLine = (factionId: string, event: string, previousStatus?: string): WorldDomainEvent => ({
  type: 'FactionHistoryRecorded',
  data: { factionId, historicalEvent: { timestamp: later, event, ...(previousStatus ? { previousStatus } : {}) }, beatId: null },
});

const locationLine = (locationId: string, event: string): WorldDomainEvent => ({
  type: 'LocationHistoryRecorded',
  data: { locationId, historicalEvent: { timestamp: later, event }, beatId: null },
});

const stanceChanged = (
  sourceFactionId: string,
  targetFactionId: string,
  previousStance: FactionStance,
  stance: FactionStance,
  reason: string,
): WorldDomainEvent => ({
  type: 'FactionStanceChanged',
  data: { sourceFactionId, targetFactionId, previousStance, stance, reason, changedAt: later, beatId: null },
});

const setStance = (data: Partial<SetFactionStance['data']> = {}) =>
  command('SetFactionStance', { sourceFactionId: 'fac-1', targetFactionId: 'fac-2', stance: 'hostile', reason: 'Border raids', ...data });

const claim = (data: Partial<ClaimLocation['data']> = {}) =>
  command('ClaimLocation', { factionId: 'fac-2', locationId: 'loc-1', method: 'conquest', reason: 'The siege', ...data });

const release = (data: Partial<ReleaseLocation['data']> = {}) =>
  command('ReleaseLocation', { factionId: 'fac-1', locationId: 'loc-1', reason: 'Too costly to keep', ...data });

const hostile = historyOf(world, setStance());

describe('diplomacy', () => {
  describe('SetFactionStance', () => {
    it('sets the stance of one faction toward another, with the previous stance and a line in its history', () => {
      given(...world)
        .when(setStance({ reason: '  Border raids ' }))
        .then([
          stanceChanged('fac-1', 'fac-2', 'neutral', 'hostile', 'Border raids'),
          factionLine('fac-1', 'Now hostile toward Faction fac-2 (was neutral): Border raids'),
        ]);
    });

    it('holds for the ordered pair only: the other side stays neutral toward it', () => {
      const state = given(...world).when(setStance()).state();
      expect(state.factions.get('fac-1')).toMatchObject({
        stances: [{ targetFactionId: 'fac-2', stance: 'hostile', reason: 'Border raids', changedAt: later }],
        historicalEvents: [{ timestamp: later, event: 'Now hostile toward Faction fac-2 (was neutral): Border raids' }],
      });
      expect(state.factions.get('fac-2')?.stances).toEqual([]);
    });

    it('replaces the stance it had toward the same faction, keeping the others', () => {
      const state = given(...historyOf(hostile, setStance({ targetFactionId: 'fac-3', stance: 'ally', reason: 'Old friends' })))
        .when(setStance({ stance: 'ally', reason: 'A common enemy' }))
        .state();
      expect(state.factions.get('fac-1')?.stances).toEqual([
        { targetFactionId: 'fac-2', stance: 'ally', reason: 'A common enemy', changedAt: later },
        { targetFactionId: 'fac-3', stance: 'ally', reason: 'Old friends', changedAt: later },
      ]);
    });

    it('may go back to neutral, the stance every faction starts with', () => {
      given(...hostile)
        .when(setStance({ stance: 'neutral', reason: 'A truce' }))
        .then([
          stanceChanged('fac-1', 'fac-2', 'hostile', 'neutral', 'A truce'),
          factionLine('fac-1', 'Now neutral toward Faction fac-2 (was hostile): A truce'),
        ]);
    });

    it('refuses a stance toward itself', () => {
      given(...world)
        .when(setStance({ targetFactionId: 'fac-1' }))
        .thenFails('STANCE.SELF', 'invalid');
    });

    it('refuses a stance it already has, neutral included', () => {
      given(...world)
        .when(setStance({ stance: 'neutral' }))
        .thenFails('STANCE.UNCHANGED', 'conflict');
      given(...hostile)
        .when(setStance({ reason: 'Still raiding' }))
        .thenFails('STANCE.UNCHANGED', 'conflict');
    });

    it('needs a reason and a stance of the vocabulary', () => {
      given(...world)
        .when(setStance({ reason: '  ' }))
        .thenFails('CHANGE.REASON_REQUIRED', 'invalid');
      given(...world)
        .when(setStance({ stance: 'friendly' as never }))
        .thenFails('VOCABULARY.UNKNOWN_VALUE', 'invalid');
    });

    it('is NOT_FOUND for an unknown faction on either side, and for another user’s world', () => {
      given(...world)
        .when(setStance({ sourceFactionId: 'fac-x' }))
        .thenFails('FACTION.NOT_FOUND', 'not_found');
      given(...world)
        .when(setStance({ targetFactionId: 'fac-x' }))
        .thenFails('FACTION.NOT_FOUND', 'not_found');
      given(...world)
        .when({ ...setStance(), metadata: asStranger })
        .thenFails('WORLD.NOT_FOUND', 'not_found');
    });
  });

  describe('ReviseFactionStances', () => {
    const revise = (...changes: StanceChangeInput[]) => command('ReviseFactionStances', { changes });

    it('records every stance that changes, then their history lines', () => {
      given(...world)
        .when(
          revise(
            { sourceFactionId: 'fac-1', targetFactionId: 'fac-2', stance: 'hostile', reason: 'Border raids' },
            { sourceFactionId: 'fac-2', targetFactionId: 'fac-1', stance: 'hostile', reason: 'Reprisals' },
          ),
        )
        .then([
          stanceChanged('fac-1', 'fac-2', 'neutral', 'hostile', 'Border raids'),
          stanceChanged('fac-2', 'fac-1', 'neutral', 'hostile', 'Reprisals'),
          factionLine('fac-1', 'Now hostile toward Faction fac-2 (was neutral): Border raids'),
          factionLine('fac-2', 'Now hostile toward Faction fac-1 (was neutral): Reprisals'),
        ]);
    });

    it('leaves alone a stance the evaluation keeps', () => {
      given(...hostile)
        .when(
          revise(
            { sourceFactionId: 'fac-1', targetFactionId: 'fac-2', stance: 'hostile', reason: 'Still raiding' },
            { sourceFactionId: 'fac-1', targetFactionId: 'fac-3', stance: 'neutral', reason: 'Nothing new' },
            { sourceFactionId: 'fac-3', targetFactionId: 'fac-1', stance: 'ally', reason: 'Trade' },
          ),
        )
        .then([
          stanceChanged('fac-3', 'fac-1', 'neutral', 'ally', 'Trade'),
          factionLine('fac-3', 'Now ally toward Faction fac-1 (was neutral): Trade'),
        ]);
      given(...hostile)
        .when(revise({ sourceFactionId: 'fac-1', targetFactionId: 'fac-2', stance: 'hostile', reason: 'Still raiding' }))
        .then([]);
    });

    it('judges each ordered pair once, and no faction toward itself', () => {
      given(...world)
        .when(
          revise(
            { sourceFactionId: 'fac-1', targetFactionId: 'fac-2', stance: 'hostile', reason: 'Raids' },
            { sourceFactionId: 'fac-1', targetFactionId: 'fac-2', stance: 'ally', reason: 'Second thoughts' },
          ),
        )
        .thenFails('STANCE.TWICE', 'invalid');
      given(...world)
        .when(revise({ sourceFactionId: 'fac-1', targetFactionId: 'fac-1', stance: 'hostile', reason: 'Schism' }))
        .thenFails('STANCE.SELF', 'invalid');
    });

    it('refuses the whole evaluation when one change is wrong', () => {
      const valid: StanceChangeInput = { sourceFactionId: 'fac-1', targetFactionId: 'fac-2', stance: 'hostile', reason: 'Raids' };
      given(...world)
        .when(revise(valid, { sourceFactionId: 'fac-2', targetFactionId: 'fac-3', stance: 'ally', reason: ' ' }))
        .thenFails('CHANGE.REASON_REQUIRED', 'invalid');
      given(...world)
        .when(revise(valid, { sourceFactionId: 'fac-x', targetFactionId: 'fac-1', stance: 'ally', reason: 'x' }))
        .thenFails('FACTION.NOT_FOUND', 'not_found');
    });

    it('is NOT_FOUND for an unknown faction even when the stance it names would be kept', () => {
      given(...world)
        .when(revise({ sourceFactionId: 'fac-1', targetFactionId: 'fac-x', stance: 'neutral', reason: 'Unknown to us' }))
        .thenFails('FACTION.NOT_FOUND', 'not_found');
    });

    it('is NOT_FOUND in another user’s world', () => {
      const revision = revise({ sourceFactionId: 'fac-1', targetFactionId: 'fac-2', stance: 'hostile', reason: 'Raids' });
      given(...world)
        .when({ ...revision, metadata: asStranger })
        .thenFails('WORLD.NOT_FOUND', 'not_found');
    });
  });

  describe('ClaimLocation', () => {
    it('takes a location from its former master, with lines in the histories of the place and of both factions', () => {
      given(...world)
        .when(claim({ reason: ' The siege ' }))
        .then([
          {
            type: 'LocationClaimed',
            data: {
              factionId: 'fac-2',
              locationId: 'loc-1',
              method: 'conquest',
              previousFactionId: 'fac-1',
              reason: 'The siege',
              claimedAt: later,
              beatId: null,
            },
          },
          locationLine('loc-1', 'Taken by Faction fac-2 by conquest: The siege'),
          factionLine('fac-2', 'Took Location loc-1 by conquest: The siege'),
          factionLine('fac-1', 'Lost Location loc-1 to Faction fac-2: The siege'),
        ]);
    });

    it('leaves the location with one master: the claimant', () => {
      const state = given(...world).when(claim()).state();
      expect(state.factions.get('fac-2')?.controlledLocationIds).toEqual(['loc-1']);
      expect(state.factions.get('fac-1')).toMatchObject({
        controlledLocationIds: [],
        historicalEvents: [{ timestamp: later, event: 'Lost Location loc-1 to Faction fac-2: The siege' }],
      });
      expect(state.locations.get('loc-1')).toMatchObject({
        historicalEvents: [{ timestamp: later, event: 'Taken by Faction fac-2 by conquest: The siege' }],
        lastSignificantChange: later,
      });
    });

    it('takes a place nobody holds from nobody', () => {
      given(...world)
        .when(claim({ locationId: 'loc-2', method: 'treaty', reason: 'Bought from the crown' }))
        .then([
          {
            type: 'LocationClaimed',
            data: {
              factionId: 'fac-2',
              locationId: 'loc-2',
              method: 'treaty',
              previousFactionId: null,
              reason: 'Bought from the crown',
              claimedAt: later,
              beatId: null,
            },
          },
          locationLine('loc-2', 'Taken by Faction fac-2 by treaty: Bought from the crown'),
          factionLine('fac-2', 'Took Location loc-2 by treaty: Bought from the crown'),
        ]);
    });

    it('is a conflict for a place the faction already holds', () => {
      given(...world)
        .when(claim({ factionId: 'fac-1' }))
        .thenFails('TERRITORY.ALREADY_HELD', 'conflict');
    });

    it('refuses a collapsed claimant and a lost place', () => {
      given(...world)
        .when(claim({ factionId: 'fac-fallen' }))
        .thenFails('TERRITORY.COLLAPSED_FACTION', 'invalid');
      given(...world)
        .when(claim({ locationId: 'loc-lost' }))
        .thenFails('TERRITORY.LOST_PLACE', 'invalid');
    });

    it('needs a reason and a method of the vocabulary', () => {
      given(...world)
        .when(claim({ reason: '' }))
        .thenFails('CHANGE.REASON_REQUIRED', 'invalid');
      given(...world)
        .when(claim({ method: 'marriage' as never }))
        .thenFails('VOCABULARY.UNKNOWN_VALUE', 'invalid');
    });

    it('is NOT_FOUND for an unknown faction or location, and for another user’s world', () => {
      given(...world)
        .when(claim({ factionId: 'fac-x' }))
        .thenFails('FACTION.NOT_FOUND', 'not_found');
      given(...world)
        .when(claim({ locationId: 'loc-x' }))
        .thenFails('LOCATION.NOT_FOUND', 'not_found');
      given(...world)
        .when({ ...claim(), metadata: asStranger })
        .thenFails('WORLD.NOT_FOUND', 'not_found');
    });
  });

  describe('ReleaseLocation', () => {
    it('lets a held place go, with lines in the histories of both', () => {
      given(...world)
        .when(release())
        .then([
          {
            type: 'LocationReleased',
            data: { factionId: 'fac-1', locationId: 'loc-1', reason: 'Too costly to keep', releasedAt: later, beatId: null },
          },
          locationLine('loc-1', 'Released by Faction fac-1: Too costly to keep'),
          factionLine('fac-1', 'Let Location loc-1 go: Too costly to keep'),
        ]);
    });

    it('leaves the place without a master', () => {
      const state = given(...world).when(release()).state();
      expect([...state.factions.values()].flatMap((faction) => faction.controlledLocationIds)).toEqual([]);
    });

    it('is a conflict for a place the faction does not hold, whether another holds it or nobody', () => {
      given(...world)
        .when(release({ factionId: 'fac-2' }))
        .thenFails('TERRITORY.NOT_HELD', 'conflict');
      given(...world)
        .when(release({ locationId: 'loc-2' }))
        .thenFails('TERRITORY.NOT_HELD', 'conflict');
    });

    it('needs a reason', () => {
      given(...world)
        .when(release({ reason: ' ' }))
        .thenFails('CHANGE.REASON_REQUIRED', 'invalid');
    });

    it('is NOT_FOUND for an unknown faction or location, and for another user’s world', () => {
      given(...world)
        .when(release({ factionId: 'fac-x' }))
        .thenFails('FACTION.NOT_FOUND', 'not_found');
      given(...world)
        .when(release({ locationId: 'loc-x' }))
        .thenFails('LOCATION.NOT_FOUND', 'not_found');
      given(...world)
        .when({ ...release(), metadata: asStranger })
        .thenFails('WORLD.NOT_FOUND', 'not_found');
    });
  });

  describe('SetFactionStatus', () => {
    const setStatus = (data: Partial<SetFactionStatus['data']> = {}) =>
      command('SetFactionStatus', { factionId: 'fac-1', status: 'declining', reason: 'Famine', ...data });

    it('changes the status with its reason, as the line in the history', () => {
      given(...world)
        .when(setStatus({ reason: ' Famine ' }))
        .then([
          {
            type: 'FactionStatusChanged',
            data: { factionId: 'fac-1', previousStatus: 'stable', status: 'declining', reason: 'Famine', changedAt: later, beatId: null },
          },
          factionLine('fac-1', 'Famine', 'stable'),
        ]);
    });

    it('rewrites the doctrine for the new fortune in the same decision', () => {
      const when = given(...world).when(setStatus({ doctrine: { ideology: ' Endure the hunger ', tags: ['hunger', 'faith'] } }));
      when.then([
        {
          type: 'FactionStatusChanged',
          data: { factionId: 'fac-1', previousStatus: 'stable', status: 'declining', reason: 'Famine', changedAt: later, beatId: null },
        },
        factionLine('fac-1', 'Famine', 'stable'),
        {
          type: 'FactionDoctrineRewritten',
          data: {
            factionId: 'fac-1',
            previousIdeology: 'Hold the walls',
            ideology: 'Endure the hunger',
            previousTags: ['walls'],
            tags: ['hunger', 'faith'],
            reason: 'Famine',
            rewrittenAt: later,
            beatId: null,
          },
        },
        factionLine('fac-1', 'Rewrote its doctrine: Famine'),
      ]);
      expect(when.state().factions.get('fac-1')).toMatchObject({
        status: 'declining',
        ideology: 'Endure the hunger',
        tags: ['hunger', 'faith'],
      });
    });

    it('refuses a status the transition table forbids, and the status it already has', () => {
      given(...world)
        .when(setStatus({ factionId: 'fac-fallen', status: 'stable' }))
        .thenFails('STATUS.ILLEGAL_TRANSITION', 'invalid');
      given(...world)
        .when(setStatus({ status: 'stable' }))
        .thenFails('FACTION.STATUS_UNCHANGED', 'conflict');
    });

    it('needs a reason, a status of the vocabulary and a doctrine with an ideology', () => {
      given(...world)
        .when(setStatus({ reason: '' }))
        .thenFails('CHANGE.REASON_REQUIRED', 'invalid');
      given(...world)
        .when(setStatus({ status: 'thriving' as never }))
        .thenFails('VOCABULARY.UNKNOWN_VALUE', 'invalid');
      given(...world)
        .when(setStatus({ doctrine: { ideology: ' ', tags: [] } }))
        .thenFails('DOCTRINE.IDEOLOGY_REQUIRED', 'invalid');
    });

    it('is NOT_FOUND for an unknown faction, and for another user’s world', () => {
      given(...world)
        .when(setStatus({ factionId: 'fac-x' }))
        .thenFails('FACTION.NOT_FOUND', 'not_found');
      given(...world)
        .when({ ...setStatus(), metadata: asStranger })
        .thenFails('WORLD.NOT_FOUND', 'not_found');
    });
  });

  describe('RewriteFactionDoctrine', () => {
    const rewrite = (data: Partial<RewriteFactionDoctrine['data']> = {}) =>
      command('RewriteFactionDoctrine', { factionId: 'fac-1', ideology: 'Open the gates', tags: ['trade'], ...data });

    it('rewrites ideology and tags, with the previous ones and a line in the history', () => {
      const when = given(...world).when(rewrite({ reason: 'The siege is over' }));
      when.then([
        {
          type: 'FactionDoctrineRewritten',
          data: {
            factionId: 'fac-1',
            previousIdeology: 'Hold the walls',
            ideology: 'Open the gates',
            previousTags: ['walls'],
            tags: ['trade'],
            reason: 'The siege is over',
            rewrittenAt: later,
            beatId: null,
          },
        },
        factionLine('fac-1', 'Rewrote its doctrine: The siege is over'),
      ]);
      expect(when.state().factions.get('fac-1')).toMatchObject({ ideology: 'Open the gates', tags: ['trade'] });
    });

    it('needs no reason', () => {
      const [rewritten, line] = given(...world)
        .when(rewrite({ reason: null }))
        .events();
      expect(rewritten).toMatchObject({ type: 'FactionDoctrineRewritten', data: { reason: null } });
      expect(line).toEqual(factionLine('fac-1', 'Rewrote its doctrine'));
    });

    it('needs an ideology and tags that are text', () => {
      given(...world)
        .when(rewrite({ ideology: '' }))
        .thenFails('DOCTRINE.IDEOLOGY_REQUIRED', 'invalid');
      given(...world)
        .when(rewrite({ tags: [42 as never] }))
        .thenFails('ENTITY.INVALID_FIELD', 'invalid');
    });

    it('is NOT_FOUND for an unknown faction, and for another user’s world', () => {
      given(...world)
        .when(rewrite({ factionId: 'fac-x' }))
        .thenFails('FACTION.NOT_FOUND', 'not_found');
      given(...world)
        .when({ ...rewrite(), metadata: asStranger })
        .thenFails('WORLD.NOT_FOUND', 'not_found');
    });
  });

  describe('FactionRemoved', () => {
    it('takes the stances toward the removed faction with it', () => {
      const allied = historyOf(hostile, setStance({ targetFactionId: 'fac-3', stance: 'ally', reason: 'Old friends' }));
      const state = given(...allied)
        .when(command('RemoveFaction', { factionId: 'fac-2' }))
        .state();
      expect(state.factions.get('fac-1')?.stances).toEqual([
        { targetFactionId: 'fac-3', stance: 'ally', reason: 'Old friends', changedAt: later },
      ]);
    });

    it('frees the places it held for others to claim', () => {
      const removed = historyOf(world, command('RemoveFaction', { factionId: 'fac-1' }));
      given(...removed)
        .when(claim())
        .then([
          expect.objectContaining({ type: 'LocationClaimed', data: expect.objectContaining({ previousFactionId: null }) }) as WorldDomainEvent,
          locationLine('loc-1', 'Taken by Faction fac-2 by conquest: The siege'),
          factionLine('fac-2', 'Took Location loc-1 by conquest: The siege'),
        ]);
    });
  });

  it('names a faction or place by the name it has when the change happens', () => {
    const renamed = historyOf(
      world,
      command('UpdateFaction', { factionId: 'fac-2', name: 'The Red Court' }),
    );
    given(...renamed)
      .when(setStance())
      .then([
        stanceChanged('fac-1', 'fac-2', 'neutral', 'hostile', 'Border raids'),
        factionLine('fac-1', 'Now hostile toward The Red Court (was neutral): Border raids'),
      ]);
  });
});
