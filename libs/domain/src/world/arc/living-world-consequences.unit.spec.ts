import type { WorldDomainEvent } from '../world.events';
import {
  characterAdded,
  command,
  factionAdded,
  given,
  historyOf,
  later,
  locationAdded,
  now,
  progressCommand,
  startArcCommand,
  worldCreated,
} from '../world.fixtures.spec';
import type { BeatGenerated } from './arc.events';
import type { BeatConsequencesInput } from './beat-consequences';
import { beatConsequenceEvents } from './beat-consequence-events';

const started = historyOf(
  [
    worldCreated,
    locationAdded('reg-1', { name: 'The North', type: 'region' }),
    locationAdded('loc-1', { parentLocationId: 'reg-1', description: 'A walled town' }),
    locationAdded('loc-2', { parentLocationId: 'reg-1' }),
    locationAdded('loc-lost', { status: 'lost' }),
    factionAdded('fac-1', { controlledLocationIds: ['loc-1'], leaderId: 'chr-1', ideology: 'Hold the walls', tags: ['walls'] }),
    factionAdded('fac-2'),
    factionAdded('fac-fallen', { status: 'collapsed' }),
    characterAdded('chr-1', { locationId: 'loc-1', factionId: 'fac-1', motivations: ['Guard the gate'] }),
    characterAdded('chr-2', { locationId: 'loc-1', factionId: 'fac-1' }),
    characterAdded('chr-3', { locationId: 'loc-2', description: 'A pedlar' }),
    characterAdded('chr-lost', { status: 'missing', factionId: 'fac-1' }),
    characterAdded('chr-dead', { status: 'deceased', locationId: 'loc-1' }),
  ],
  startArcCommand(),
);

const beatId = 'arc-1-gen-1';
const emergedIn = { arcId: 'arc-1', beatId, beatIndex: 1 };

/** Beat 1 with these consequences; its description names whom the judge needs named. */
const beatWith = (description: string, consequences: BeatConsequencesInput) =>
  progressCommand('arc-1', 1, { description, consequences });

/** A memory of the beat for each character it names: the judge wants every witness to remember. */
const remembering = (...characterIds: string[]) =>
  characterIds.map((characterId) => ({ characterId, eventDescription: 'Saw it happen', emotionalImpact: 'awe', importance: 0.5 }));

/** The consequences as BeatGenerated carries them, the events they stand for, and the world after them. */
function outcome(description: string, consequences: BeatConsequencesInput, history: WorldDomainEvent[] = started) {
  const when = given(...history).when(beatWith(description, consequences));
  const [generated] = when.events() as [BeatGenerated];
  return { applied: generated.data.consequences, events: beatConsequenceEvents(generated.data), world: when.state() };
}

const refused = (consequences: BeatConsequencesInput, code: string, kind: 'invalid' | 'conflict' = 'invalid') =>
  given(...started)
    .when(beatWith('Something happens', consequences))
    .thenFails(code, kind);

const inBeat = { timestamp: later, beatIndex: 1 };

describe('living-world consequences of a beat', () => {
  describe('stance changes', () => {
    it('carry the previous stance, write a line in the source faction’s history and change its stance', () => {
      const { applied, events, world } = outcome('Faction fac-1 breaks with Faction fac-2.', {
        stanceChanges: [{ sourceFactionId: 'fac-1', targetFactionId: 'fac-2', stance: 'hostile', reason: 'Border raids' }],
      });
      expect(applied.stanceChanges).toEqual([
        { sourceFactionId: 'fac-1', targetFactionId: 'fac-2', previousStance: 'neutral', stance: 'hostile', reason: 'Border raids' },
      ]);
      expect(applied.factionHistory).toEqual([
        { factionId: 'fac-1', event: 'Now hostile toward Faction fac-2 (was neutral): Border raids' },
      ]);
      expect(events).toContainEqual({
        type: 'FactionStanceChanged',
        data: {
          sourceFactionId: 'fac-1',
          targetFactionId: 'fac-2',
          previousStance: 'neutral',
          stance: 'hostile',
          reason: 'Border raids',
          changedAt: later,
          beatId,
        },
      });
      expect(world.factions.get('fac-1')).toMatchObject({
        stances: [{ targetFactionId: 'fac-2', stance: 'hostile', reason: 'Border raids', changedAt: later }],
        historicalEvents: [{ ...inBeat, event: 'Now hostile toward Faction fac-2 (was neutral): Border raids' }],
      });
      expect(world.factions.get('fac-2')?.stances).toEqual([]);
    });

    it('may turn both sides of a pair in one beat', () => {
      const { world } = outcome('Faction fac-1 and Faction fac-2 make a pact.', {
        stanceChanges: [
          { sourceFactionId: 'fac-1', targetFactionId: 'fac-2', stance: 'ally', reason: 'A pact' },
          { sourceFactionId: 'fac-2', targetFactionId: 'fac-1', stance: 'ally', reason: 'A pact' },
        ],
      });
      expect(world.factions.get('fac-1')?.stances).toMatchObject([{ targetFactionId: 'fac-2', stance: 'ally' }]);
      expect(world.factions.get('fac-2')?.stances).toMatchObject([{ targetFactionId: 'fac-1', stance: 'ally' }]);
    });

    it('refuse a stance toward oneself, a stance already held, a missing reason and an unknown faction', () => {
      const stance = (data: object) => ({
        stanceChanges: [{ sourceFactionId: 'fac-1', targetFactionId: 'fac-2', stance: 'hostile' as const, reason: 'Raids', ...data }],
      });
      refused(stance({ targetFactionId: 'fac-1' }), 'STANCE.SELF');
      refused(stance({ stance: 'neutral' }), 'STANCE.UNCHANGED', 'conflict');
      refused(stance({ reason: ' ' }), 'CHANGE.REASON_REQUIRED');
      refused(stance({ targetFactionId: 'fac-x' }), 'BEAT.INVALID_REFERENCE');
    });
  });

  describe('territory changes', () => {
    it('take a place from its former master, with lines for the place and both factions', () => {
      const { applied, events, world } = outcome('Faction fac-2 storms Location loc-1.', {
        territoryChanges: [{ kind: 'claim', factionId: 'fac-2', locationId: 'loc-1', method: 'conquest', reason: 'The siege' }],
      });
      expect(applied.territoryChanges).toEqual([
        { kind: 'claim', factionId: 'fac-2', locationId: 'loc-1', method: 'conquest', reason: 'The siege', previousFactionId: 'fac-1' },
      ]);
      expect(applied.locationHistory).toEqual([{ locationId: 'loc-1', event: 'Taken by Faction fac-2 by conquest: The siege' }]);
      expect(applied.factionHistory).toEqual([
        { factionId: 'fac-2', event: 'Took Location loc-1 by conquest: The siege' },
        { factionId: 'fac-1', event: 'Lost Location loc-1 to Faction fac-2: The siege' },
      ]);
      expect(events).toContainEqual({
        type: 'LocationClaimed',
        data: {
          factionId: 'fac-2',
          locationId: 'loc-1',
          method: 'conquest',
          previousFactionId: 'fac-1',
          reason: 'The siege',
          claimedAt: later,
          beatId,
        },
      });
      expect(world.factions.get('fac-2')?.controlledLocationIds).toEqual(['loc-1']);
      expect(world.factions.get('fac-1')).toMatchObject({
        controlledLocationIds: [],
        historicalEvents: [{ ...inBeat, event: 'Lost Location loc-1 to Faction fac-2: The siege' }],
      });
      expect(world.locations.get('loc-1')?.historicalEvents).toEqual([
        { ...inBeat, event: 'Taken by Faction fac-2 by conquest: The siege' },
      ]);
    });

    it('release a place, which has no master afterwards', () => {
      const { applied, events, world } = outcome('Faction fac-1 abandons Location loc-1.', {
        territoryChanges: [{ kind: 'release', factionId: 'fac-1', locationId: 'loc-1', reason: 'Plague' }],
      });
      expect(applied.locationHistory).toEqual([{ locationId: 'loc-1', event: 'Released by Faction fac-1: Plague' }]);
      expect(applied.factionHistory).toEqual([{ factionId: 'fac-1', event: 'Let Location loc-1 go: Plague' }]);
      expect(events).toContainEqual({
        type: 'LocationReleased',
        data: { factionId: 'fac-1', locationId: 'loc-1', reason: 'Plague', releasedAt: later, beatId },
      });
      expect([...world.factions.values()].flatMap((faction) => faction.controlledLocationIds)).toEqual([]);
    });

    it('refuse a claim of a place already held by the claimant, and a release of a place it does not hold', () => {
      refused(
        { territoryChanges: [{ kind: 'claim', factionId: 'fac-1', locationId: 'loc-1', method: 'conquest', reason: 'Again' }] },
        'TERRITORY.ALREADY_HELD',
        'conflict',
      );
      refused(
        { territoryChanges: [{ kind: 'release', factionId: 'fac-2', locationId: 'loc-1', reason: 'Not theirs' }] },
        'TERRITORY.NOT_HELD',
        'conflict',
      );
    });

    it('refuse a collapsed claimant, a lost place, a claim without a reason and a change that is neither claim nor release', () => {
      const claim = (data: object) => ({
        territoryChanges: [
          { kind: 'claim' as const, factionId: 'fac-2', locationId: 'loc-2', method: 'treaty' as const, reason: 'A treaty', ...data },
        ],
      });
      refused(claim({ factionId: 'fac-fallen' }), 'TERRITORY.COLLAPSED_FACTION');
      refused(claim({ locationId: 'loc-lost' }), 'TERRITORY.LOST_PLACE');
      refused(claim({ reason: '' }), 'CHANGE.REASON_REQUIRED');
      refused(claim({ locationId: 'loc-x' }), 'BEAT.INVALID_REFERENCE');
      refused(claim({ kind: 'gift' }), 'TERRITORY.INVALID_CHANGE');
    });
  });

  describe('doctrines', () => {
    it('carry the previous ideology and tags, write a line and rewrite the faction', () => {
      const { applied, events, world } = outcome('Faction fac-1 turns to the old gods.', {
        doctrines: [{ factionId: 'fac-1', ideology: 'Pray to the old gods', tags: ['faith'], reason: 'The walls did not hold' }],
      });
      const doctrine = {
        factionId: 'fac-1',
        previousIdeology: 'Hold the walls',
        ideology: 'Pray to the old gods',
        previousTags: ['walls'],
        tags: ['faith'],
        reason: 'The walls did not hold',
      };
      expect(applied.doctrines).toEqual([doctrine]);
      expect(applied.factionHistory).toEqual([{ factionId: 'fac-1', event: 'Rewrote its doctrine: The walls did not hold' }]);
      expect(events).toContainEqual({ type: 'FactionDoctrineRewritten', data: { ...doctrine, rewrittenAt: later, beatId } });
      expect(world.factions.get('fac-1')).toMatchObject({ ideology: 'Pray to the old gods', tags: ['faith'] });
    });

    it('need an ideology', () => {
      refused({ doctrines: [{ factionId: 'fac-1', ideology: ' ', tags: [] }] }, 'DOCTRINE.IDEOLOGY_REQUIRED');
    });
  });

  describe('leader changes', () => {
    it('make a member the leader, with the previous leader and a line in the faction’s history', () => {
      const { applied, events, world } = outcome('Faction fac-1 raises Character chr-2 to command.', {
        leaderChanges: [{ factionId: 'fac-1', leaderId: 'chr-2', reason: 'The old captain tires' }],
        memories: remembering('chr-2'),
      });
      expect(applied.leaderChanges).toEqual([
        { factionId: 'fac-1', previousLeaderId: 'chr-1', leaderId: 'chr-2', reason: 'The old captain tires' },
      ]);
      expect(applied.factionHistory).toEqual([
        { factionId: 'fac-1', event: 'Character chr-2 now leads: The old captain tires' },
      ]);
      expect(events).toContainEqual({
        type: 'FactionUpdated',
        data: { factionId: 'fac-1', changes: { leaderId: 'chr-2' }, updatedAt: later },
      });
      expect(world.factions.get('fac-1')?.leaderId).toBe('chr-2');
    });

    it('may leave a faction without a leader', () => {
      const { applied, world } = outcome('Faction fac-1 quarrels over its command.', {
        leaderChanges: [{ factionId: 'fac-1', leaderId: null, reason: 'Nobody agrees' }],
      });
      expect(applied.factionHistory).toEqual([{ factionId: 'fac-1', event: 'Left without a leader: Nobody agrees' }]);
      expect(world.factions.get('fac-1')?.leaderId).toBeNull();
    });

    it('take someone who joins the faction in the same beat', () => {
      const { applied, world } = outcome('Character chr-3 joins Faction fac-2 and takes its command.', {
        allegianceChanges: [{ characterId: 'chr-3', toFactionId: 'fac-2', reason: 'Paid well' }],
        leaderChanges: [{ factionId: 'fac-2', leaderId: 'chr-3', reason: 'Nobody else knows the pass' }],
        memories: remembering('chr-3'),
      });
      expect(applied.factionHistory).toEqual([
        { factionId: 'fac-2', event: 'Character chr-3 now leads: Nobody else knows the pass' },
      ]);
      expect(world.factions.get('fac-2')?.leaderId).toBe('chr-3');
      expect(world.characters.get('chr-3')?.factionId).toBe('fac-2');
    });

    it('take a newcomer who comes in as a member', () => {
      const { world } = outcome('Faction fac-1 hails Mara Quill as its captain.', {
        newcomers: {
          characters: [
            {
              characterId: 'chr-new',
              name: 'Mara Quill',
              type: 'npc',
              storyRole: 'major',
              locationId: 'loc-1',
              factionId: 'fac-1',
              memories: [{ eventDescription: 'Sailed home', emotionalImpact: 'relief', importance: 0.4 }],
            },
          ],
        },
        leaderChanges: [{ factionId: 'fac-1', leaderId: 'chr-new', reason: 'Home from the sea' }],
      });
      expect(world.factions.get('fac-1')?.leaderId).toBe('chr-new');
    });

    it('refuse a leader who is no member, nor joins in the beat', () => {
      refused({ leaderChanges: [{ factionId: 'fac-2', leaderId: 'chr-2', reason: 'A coup' }] }, 'FACTION.LEADER_NOT_MEMBER');
    });

    it('refuse a member who goes over to another faction in the same beat', () => {
      refused(
        {
          allegianceChanges: [{ characterId: 'chr-2', toFactionId: 'fac-2', reason: 'Bribed' }],
          leaderChanges: [{ factionId: 'fac-1', leaderId: 'chr-2', reason: 'A coup' }],
        },
        'FACTION.LEADER_NOT_MEMBER',
      );
      refused(
        {
          allegianceChanges: [{ characterId: 'chr-2', toFactionId: null, reason: 'Weary' }],
          leaderChanges: [{ factionId: 'fac-1', leaderId: 'chr-2', reason: 'A coup' }],
        },
        'FACTION.LEADER_NOT_MEMBER',
      );
    });

    it('refuse a missing or deceased leader, the leader it already has and a change without a reason', () => {
      const leader = (leaderId: string | null, reason = 'Reasons') => ({ leaderChanges: [{ factionId: 'fac-1', leaderId, reason }] });
      refused(leader('chr-lost'), 'FACTION.LEADER_MISSING');
      refused(leader('chr-dead'), 'CHARACTER.DECEASED');
      refused(leader('chr-1'), 'FACTION.LEADER_UNCHANGED', 'conflict');
      refused(leader('chr-2', ''), 'CHANGE.REASON_REQUIRED');
      refused(leader('chr-x'), 'BEAT.INVALID_REFERENCE');
    });
  });

  describe('motivation changes', () => {
    it('take up and give up motivations, with a line in the character’s history', () => {
      const { applied, events, world } = outcome('Character chr-1 swears revenge.', {
        motivationChanges: [
          { characterId: 'chr-1', add: [' Avenge the fallen '], drop: ['guard the gate'], reason: 'The gate fell' },
        ],
        memories: remembering('chr-1'),
      });
      const change = { characterId: 'chr-1', added: ['Avenge the fallen'], dropped: ['guard the gate'], reason: 'The gate fell' };
      expect(applied.motivationChanges).toEqual([change]);
      expect(applied.characterHistory).toEqual([
        { characterId: 'chr-1', event: 'Took up "Avenge the fallen"; gave up "guard the gate": The gate fell' },
      ]);
      expect(events).toContainEqual({ type: 'CharacterMotivationsChanged', data: { ...change, changedAt: later, beatId } });
      expect(world.characters.get('chr-1')).toMatchObject({
        motivations: ['Avenge the fallen'],
        historicalEvents: [{ ...inBeat, event: 'Took up "Avenge the fallen"; gave up "guard the gate": The gate fell' }],
        storyBeatsWitnessed: [beatId],
      });
    });

    it('refuse a change that changes nothing, a motivation held already or not held, and a change without a reason', () => {
      const motivations = (data: object) => ({ motivationChanges: [{ characterId: 'chr-1', reason: 'Why not', ...data }] });
      refused(motivations({ add: [], drop: [] }), 'MOTIVATION.NO_CHANGE');
      refused(motivations({ add: ['GUARD THE GATE'] }), 'MOTIVATION.ALREADY_HELD', 'conflict');
      refused(motivations({ add: ['Find gold', ' find GOLD'] }), 'MOTIVATION.TWICE');
      refused(motivations({ drop: ['Find gold'] }), 'MOTIVATION.NOT_HELD');
      refused(motivations({ add: [' '] }), 'ENTITY.INVALID_FIELD');
      refused(motivations({ add: ['Find gold'], reason: '' }), 'CHANGE.REASON_REQUIRED');
      refused(motivations({ characterId: 'chr-dead', add: ['Rest'] }), 'CHARACTER.DECEASED');
    });
  });

  describe('allegiance changes', () => {
    it.each([
      ['join', 'chr-3', 'fac-2', null, 'Joined Faction fac-2: Paid well'],
      ['leave', 'chr-2', null, 'fac-1', 'Left Faction fac-1: Paid well'],
      ['defect', 'chr-2', 'fac-2', 'fac-1', 'Defected from Faction fac-1 to Faction fac-2: Paid well'],
    ] as const)('%s, with a line in the character’s history', (change, characterId, toFactionId, fromFactionId, line) => {
      const { applied, events, world } = outcome(`Character ${characterId} chooses a side.`, {
        allegianceChanges: [{ characterId, toFactionId, reason: 'Paid well' }],
        memories: remembering(characterId),
      });
      const applies = { characterId, change, fromFactionId, toFactionId, reason: 'Paid well' };
      expect(applied.allegianceChanges).toEqual([applies]);
      expect(applied.characterHistory).toEqual([{ characterId, event: line }]);
      expect(events).toContainEqual({ type: 'CharacterAllegianceChanged', data: { ...applies, changedAt: later, beatId } });
      expect(world.characters.get(characterId)).toMatchObject({
        factionId: toFactionId,
        allegiance: { change, reason: 'Paid well', changedAt: later },
      });
    });

    it.each([
      ['leaves', null],
      ['defects', 'fac-2'],
    ])('a leader who %s no longer leads the faction left behind', (verb, toFactionId) => {
      const { world } = outcome(`Character chr-1 ${verb}.`, {
        allegianceChanges: [{ characterId: 'chr-1', toFactionId, reason: 'Lost faith' }],
        memories: remembering('chr-1'),
      });
      expect(world.factions.get('fac-1')?.leaderId).toBeNull();
      expect(world.characters.get('chr-1')?.factionId).toBe(toFactionId);
    });

    it('hold out in one’s own faction when it collapses in the same beat; its leader keeps leading', () => {
      const { applied, world } = outcome('Faction fac-1 collapses. Character chr-1 and Character chr-2 hold out in its ruins.', {
        factionStatusChanges: [{ factionId: 'fac-1', status: 'collapsed', reason: 'Starved out' }],
        allegianceChanges: [
          { characterId: 'chr-1', toFactionId: 'fac-1', reason: 'Sworn to the walls' },
          { characterId: 'chr-2', toFactionId: 'fac-1', reason: 'Nowhere else to go' },
        ],
        memories: remembering('chr-1', 'chr-2'),
      });
      expect(applied.allegianceChanges).toEqual([
        { characterId: 'chr-1', change: 'holdout', fromFactionId: 'fac-1', toFactionId: 'fac-1', reason: 'Sworn to the walls' },
        { characterId: 'chr-2', change: 'holdout', fromFactionId: 'fac-1', toFactionId: 'fac-1', reason: 'Nowhere else to go' },
      ]);
      expect(applied.characterHistory).toEqual([
        { characterId: 'chr-1', event: 'Held out in the fallen Faction fac-1: Sworn to the walls' },
        { characterId: 'chr-2', event: 'Held out in the fallen Faction fac-1: Nowhere else to go' },
      ]);
      expect(world.factions.get('fac-1')).toMatchObject({ status: 'collapsed', leaderId: 'chr-1' });
      expect(world.characters.get('chr-1')).toMatchObject({ factionId: 'fac-1', allegiance: { change: 'holdout' } });
    });

    it('hold out in one’s own faction that collapsed before', () => {
      const withHoldout = [...started, characterAdded('chr-4', { locationId: 'loc-2', factionId: 'fac-fallen' })];
      const { applied } = outcome(
        'Character chr-4 keeps the old banner.',
        {
          allegianceChanges: [{ characterId: 'chr-4', toFactionId: 'fac-fallen', reason: 'Loyal to the end' }],
          memories: remembering('chr-4'),
        },
        withHoldout,
      );
      expect(applied.allegianceChanges).toMatchObject([{ characterId: 'chr-4', change: 'holdout' }]);
    });

    it('refuse to hold out in a faction that stands, and to leave when in none', () => {
      refused({ allegianceChanges: [{ characterId: 'chr-2', toFactionId: 'fac-1', reason: 'Loyal' }] }, 'ALLEGIANCE.UNCHANGED', 'conflict');
      refused({ allegianceChanges: [{ characterId: 'chr-3', toFactionId: null, reason: 'Free' }] }, 'ALLEGIANCE.UNCHANGED', 'conflict');
    });

    it('refuse to join a faction that has collapsed or collapses in the same beat', () => {
      refused({ allegianceChanges: [{ characterId: 'chr-3', toFactionId: 'fac-fallen', reason: 'Lost cause' }] }, 'ALLEGIANCE.COLLAPSED_FACTION');
      refused(
        {
          factionStatusChanges: [{ factionId: 'fac-2', status: 'collapsed' }],
          allegianceChanges: [{ characterId: 'chr-3', toFactionId: 'fac-2', reason: 'Lost cause' }],
        },
        'ALLEGIANCE.COLLAPSED_FACTION',
      );
    });

    it('refuse a change without a reason, and one of the deceased', () => {
      refused({ allegianceChanges: [{ characterId: 'chr-3', toFactionId: 'fac-2', reason: ' ' }] }, 'CHANGE.REASON_REQUIRED');
      refused({ allegianceChanges: [{ characterId: 'chr-dead', toFactionId: 'fac-2', reason: 'Ghost' }] }, 'CHARACTER.DECEASED');
    });
  });

  describe('relationship changes', () => {
    const rivals: BeatConsequencesInput = {
      relationshipChanges: [{ characterId: 'chr-1', otherCharacterId: 'chr-3', kind: 'rival', note: 'Both want the gate' }],
    };

    it('tie two characters both ways, with a line in each history', () => {
      const { applied, events, world } = outcome('Old grudges stir.', rivals);
      expect(applied.relationshipChanges).toEqual([
        { characterId: 'chr-1', otherCharacterId: 'chr-3', previousKind: null, kind: 'rival', note: 'Both want the gate' },
      ]);
      expect(applied.characterHistory).toEqual([
        { characterId: 'chr-1', event: 'Now rival of Character chr-3: Both want the gate' },
        { characterId: 'chr-3', event: 'Now rival of Character chr-1: Both want the gate' },
      ]);
      expect(events).toContainEqual({
        type: 'CharacterRelationshipChanged',
        data: {
          characterId: 'chr-1',
          otherCharacterId: 'chr-3',
          previousKind: null,
          kind: 'rival',
          note: 'Both want the gate',
          changedAt: later,
          beatId,
        },
      });
      expect(world.characters.get('chr-1')?.relationships).toEqual([
        { characterId: 'chr-3', kind: 'rival', note: 'Both want the gate', since: later },
      ]);
      expect(world.characters.get('chr-3')?.relationships).toEqual([
        { characterId: 'chr-1', kind: 'rival', note: 'Both want the gate', since: later },
      ]);
    });

    it('end a tie with kind null, on both sides, from either side', () => {
      const tied = historyOf(started, beatWith('Old grudges stir.', rivals));
      const when = given(...tied).when(
        progressCommand('arc-1', 2, {
          description: 'Old grudges fade.',
          consequences: { relationshipChanges: [{ characterId: 'chr-3', otherCharacterId: 'chr-1', kind: null, note: 'Reconciled' }] },
        }),
      );
      const [generated] = when.events() as [BeatGenerated];
      expect(generated.data.consequences.relationshipChanges).toEqual([
        { characterId: 'chr-3', otherCharacterId: 'chr-1', previousKind: 'rival', kind: null, note: 'Reconciled' },
      ]);
      expect(generated.data.consequences.characterHistory).toEqual([
        { characterId: 'chr-3', event: 'No longer rival of Character chr-1: Reconciled' },
        { characterId: 'chr-1', event: 'No longer rival of Character chr-3: Reconciled' },
      ]);
      expect(when.state().characters.get('chr-1')?.relationships).toEqual([]);
      expect(when.state().characters.get('chr-3')?.relationships).toEqual([]);
    });

    it('end a tie with the deceased, though no new tie is made with them', () => {
      const mourning: WorldDomainEvent = {
        type: 'CharacterRelationshipChanged',
        data: {
          characterId: 'chr-1',
          otherCharacterId: 'chr-dead',
          previousKind: null,
          kind: 'family',
          note: 'Brothers',
          changedAt: now,
          beatId: null,
        },
      };
      const { world } = outcome(
        'The mourning ends.',
        { relationshipChanges: [{ characterId: 'chr-1', otherCharacterId: 'chr-dead', kind: null, note: '' }] },
        [...started, mourning],
      );
      expect(world.characters.get('chr-1')?.relationships).toEqual([]);
      refused({ relationshipChanges: [{ characterId: 'chr-1', otherCharacterId: 'chr-dead', kind: 'ally', note: 'x' }] }, 'CHARACTER.DECEASED');
    });

    it('go with a character who is removed', () => {
      const tied = historyOf(started, beatWith('Old grudges stir.', rivals));
      const world = given(...tied)
        .when(command('RemoveCharacter', { characterId: 'chr-3' }))
        .state();
      expect(world.characters.get('chr-1')?.relationships).toEqual([]);
    });

    it('refuse a tie with oneself, a tie that is already so, a tie without a note and an unknown kind', () => {
      const tie = (data: object) => ({
        relationshipChanges: [{ characterId: 'chr-1', otherCharacterId: 'chr-3', kind: 'ally' as const, note: 'Friends', ...data }],
      });
      refused(tie({ otherCharacterId: 'chr-1' }), 'RELATIONSHIP.SELF');
      refused(tie({ kind: null }), 'RELATIONSHIP.UNCHANGED', 'conflict');
      refused(tie({ note: ' ' }), 'RELATIONSHIP.NOTE_REQUIRED');
      refused(tie({ kind: 'lover' }), 'VOCABULARY.UNKNOWN_VALUE');
      refused(tie({ otherCharacterId: 'chr-x' }), 'BEAT.INVALID_REFERENCE');
    });
  });

  describe('amendments', () => {
    it('describe a character anew, with a line in their history', () => {
      const { applied, events, world } = outcome('Character chr-3 is unmasked.', {
        characterAmendments: [{ characterId: 'chr-3', description: ' A spy ', background: '', reason: 'Caught with letters' }],
        memories: remembering('chr-3'),
      });
      const amendment = { characterId: 'chr-3', changes: { description: 'A spy' }, reason: 'Caught with letters' };
      expect(applied.characterAmendments).toEqual([amendment]);
      expect(applied.characterHistory).toEqual([{ characterId: 'chr-3', event: 'Seen anew: Caught with letters' }]);
      expect(events).toContainEqual({ type: 'CharacterProfileAmended', data: { ...amendment, amendedAt: later, beatId } });
      expect(world.characters.get('chr-3')).toMatchObject({ description: 'A spy', background: '' });
    });

    it('describe a place anew, with the previous description and a line in its history', () => {
      const { applied, events, world } = outcome('Location loc-1 lies in ashes.', {
        locationAmendments: [{ locationId: 'loc-1', description: 'Ashes and broken walls', reason: 'The fire' }],
      });
      const amendment = { locationId: 'loc-1', previousDescription: 'A walled town', description: 'Ashes and broken walls' };
      expect(applied.locationAmendments).toEqual([{ ...amendment, reason: 'The fire' }]);
      expect(applied.locationHistory).toEqual([{ locationId: 'loc-1', event: 'Described anew: The fire' }]);
      expect(events).toContainEqual({ type: 'LocationDescriptionAmended', data: { ...amendment, amendedAt: later, beatId } });
      expect(world.locations.get('loc-1')).toMatchObject({ description: 'Ashes and broken walls', lastSignificantChange: later });
    });

    it('refuse an amendment that changes nothing, or comes without a reason', () => {
      refused({ locationAmendments: [{ locationId: 'loc-1', description: 'A walled town', reason: 'x' }] }, 'AMENDMENT.NO_CHANGE');
      refused({ characterAmendments: [{ characterId: 'chr-3', description: '', reason: 'x' }] }, 'AMENDMENT.NO_CHANGE');
      refused({ characterAmendments: [{ characterId: 'chr-3', description: ' A pedlar ', reason: 'x' }] }, 'AMENDMENT.NO_CHANGE');
      refused({ locationAmendments: [{ locationId: 'loc-1', description: 'Ashes', reason: '' }] }, 'CHANGE.REASON_REQUIRED');
      refused({ characterAmendments: [{ characterId: 'chr-3', background: 'A smuggler', reason: '' }] }, 'CHANGE.REASON_REQUIRED');
    });
  });

  describe('newcomers', () => {
    const greywatch = {
      locationId: 'loc-new',
      name: 'Greywatch',
      type: 'landmark' as const,
      parentLocationId: 'reg-1',
      relativeX: 0.4,
      relativeY: 0.6,
    };
    const mara = {
      characterId: 'chr-new',
      name: 'Mara Quill',
      type: 'npc' as const,
      storyRole: 'major' as const,
      locationId: 'loc-new',
      memories: [{ eventDescription: 'Built the watchtower', emotionalImpact: 'pride', importance: 0.7 }],
    };
    const arrival: BeatConsequencesInput = {
      newcomers: { locations: [greywatch], characters: [mara] },
      moves: [{ characterId: 'chr-3', toLocationId: 'loc-new' }],
      memories: remembering('chr-3'),
    };
    const told = 'Mara Quill raises Greywatch above the pass. Character chr-3 travels to Greywatch.';

    it('travel in BeatGenerated as their Added events will carry them, without their emergence', () => {
      const { applied } = outcome(told, arrival);
      expect(applied.newcomers.locations).toEqual([
        { ...greywatch, status: 'stable', description: '', tags: [] },
      ]);
      expect(applied.newcomers.characters).toEqual([
        {
          ...mara,
          status: 'active',
          description: '',
          background: '',
          personalityTraits: [],
          motivations: [],
          factionId: null,
          memories: [{ ...mara.memories[0], timestamp: later }],
        },
      ]);
    });

    it('come first among the beat’s events, emerging in the beat', () => {
      const { events } = outcome(told, arrival);
      expect(events.slice(0, 2)).toEqual([
        { type: 'LocationAdded', data: expect.objectContaining({ locationId: 'loc-new', emergedIn, addedAt: later }) },
        { type: 'CharacterAdded', data: expect.objectContaining({ characterId: 'chr-new', emergedIn, addedAt: later }) },
      ]);
    });

    it('may be named by the other consequences of their beat; a new person witnesses it', () => {
      const { world } = outcome(told, arrival);
      expect(world.locations.get('loc-new')).toMatchObject({ name: 'Greywatch', emergedIn, createdAt: later });
      expect(world.characters.get('chr-new')).toMatchObject({
        locationId: 'loc-new',
        emergedIn,
        storyBeatsWitnessed: [beatId],
        memories: [expect.objectContaining({ eventDescription: 'Built the watchtower' })],
      });
      expect(world.characters.get('chr-3')?.locationId).toBe('loc-new');
    });

    it('may be a region, which lies in none but is on the map', () => {
      const { world } = outcome('The South rises from the sea.', {
        newcomers: { locations: [{ locationId: 'reg-new', name: 'The South', type: 'region', relativeX: 0.5, relativeY: 0.9 }] },
      });
      expect(world.locations.get('reg-new')).toMatchObject({ type: 'region', parentLocationId: null });
    });

    it('are at most two in all', () => {
      const place = (n: number) => ({ ...greywatch, locationId: `loc-new-${n}`, name: `Watch ${n}` });
      refused({ newcomers: { locations: [place(1), place(2)], characters: [mara] } }, 'BEAT.INVALID_CONSEQUENCE');
      refused({ newcomers: { locations: [place(1), place(2), place(3)] } }, 'BEAT.INVALID_CONSEQUENCE');
    });

    it('each bring a name nobody in the world has, in any case', () => {
      refused({ newcomers: { locations: [{ ...greywatch, name: 'location LOC-1' }] } }, 'BEAT.INVALID_CONSEQUENCE');
      refused({ newcomers: { characters: [{ ...mara, name: 'Faction fac-2', locationId: 'loc-1' }] } }, 'BEAT.INVALID_CONSEQUENCE');
      refused(
        { newcomers: { locations: [greywatch], characters: [{ ...mara, name: 'GREYWATCH' }] } },
        'BEAT.INVALID_CONSEQUENCE',
      );
    });

    it('place a new place in a region and on the map', () => {
      refused({ newcomers: { locations: [{ ...greywatch, parentLocationId: null }] } }, 'BEAT.INVALID_CONSEQUENCE');
      refused({ newcomers: { locations: [{ ...greywatch, relativeX: null }] } }, 'BEAT.INVALID_CONSEQUENCE');
      refused({ newcomers: { locations: [{ ...greywatch, relativeY: undefined }] } }, 'BEAT.INVALID_CONSEQUENCE');
    });

    it('bring a new person in somewhere, and active', () => {
      refused({ newcomers: { characters: [{ ...mara, locationId: null }] } }, 'BEAT.INVALID_CONSEQUENCE');
      refused({ newcomers: { characters: [{ ...mara, locationId: 'loc-1', status: 'missing' }] } }, 'BEAT.INVALID_CONSEQUENCE');
    });
  });

  describe('who dies in the beat', () => {
    const dies = { characterStatusChanges: [{ characterId: 'chr-2', status: 'deceased' as const }] };

    it.each<[string, BeatConsequencesInput]>([
      ['change sides', { allegianceChanges: [{ characterId: 'chr-2', toFactionId: 'fac-2', reason: 'Bribed' }] }],
      ['change their motivations', { motivationChanges: [{ characterId: 'chr-2', add: ['Live'], reason: 'Fear' }] }],
      ['take the lead', { leaderChanges: [{ factionId: 'fac-1', leaderId: 'chr-2', reason: 'Next in line' }] }],
      [
        'make or break a tie',
        { relationshipChanges: [{ characterId: 'chr-2', otherCharacterId: 'chr-3', kind: 'ally', note: 'Last words' }] },
      ],
    ])('cannot also %s in it', (_, consequences) => {
      refused({ ...dies, ...consequences }, 'CHARACTER.DECEASED');
    });
  });

  describe('change each entity once per beat', () => {
    it.each<[string, BeatConsequencesInput]>([
      [
        'who holds a place',
        {
          territoryChanges: [
            { kind: 'release', factionId: 'fac-1', locationId: 'loc-1', reason: 'Plague' },
            { kind: 'claim', factionId: 'fac-2', locationId: 'loc-1', method: 'treaty', reason: 'Bought' },
          ],
        },
      ],
      [
        'a stance',
        {
          stanceChanges: [
            { sourceFactionId: 'fac-1', targetFactionId: 'fac-2', stance: 'hostile', reason: 'Raids' },
            { sourceFactionId: 'fac-1', targetFactionId: 'fac-2', stance: 'ally', reason: 'Peace' },
          ],
        },
      ],
      [
        'a doctrine',
        {
          doctrines: [
            { factionId: 'fac-1', ideology: 'One', tags: [] },
            { factionId: 'fac-1', ideology: 'Two', tags: [] },
          ],
        },
      ],
      [
        'a leader',
        {
          leaderChanges: [
            { factionId: 'fac-1', leaderId: 'chr-2', reason: 'Coup' },
            { factionId: 'fac-1', leaderId: null, reason: 'Counter-coup' },
          ],
        },
      ],
      [
        'motivations',
        {
          motivationChanges: [
            { characterId: 'chr-1', add: ['Find gold'], reason: 'Greed' },
            { characterId: 'chr-1', drop: ['Guard the gate'], reason: 'Sloth' },
          ],
        },
      ],
      [
        'an allegiance',
        {
          allegianceChanges: [
            { characterId: 'chr-3', toFactionId: 'fac-1', reason: 'Hired' },
            { characterId: 'chr-3', toFactionId: 'fac-2', reason: 'Hired again' },
          ],
        },
      ],
      [
        'a character’s description',
        {
          characterAmendments: [
            { characterId: 'chr-3', description: 'A spy', reason: 'Letters' },
            { characterId: 'chr-3', background: 'A smuggler', reason: 'Rumours' },
          ],
        },
      ],
      [
        'a place’s description',
        {
          locationAmendments: [
            { locationId: 'loc-1', description: 'Ashes', reason: 'Fire' },
            { locationId: 'loc-1', description: 'Mud', reason: 'Rain' },
          ],
        },
      ],
      [
        'a tie, whichever side names it',
        {
          relationshipChanges: [
            { characterId: 'chr-1', otherCharacterId: 'chr-3', kind: 'rival', note: 'The gate' },
            { characterId: 'chr-3', otherCharacterId: 'chr-1', kind: 'enemy', note: 'Worse' },
          ],
        },
      ],
    ])('%s', (_, consequences) => {
      refused(consequences, 'BEAT.INVALID_CONSEQUENCE');
    });
  });

  it('stand for entity events in a fixed order: newcomers first, history lines last, all of the beat', () => {
    const { applied, events } = outcome(
      'Mara Quill raises Greywatch above the pass, and Faction fac-2 takes it by treaty, hostile now to Faction fac-1. ' +
        'Character chr-3 joins Faction fac-2, leads it, and travels to Greywatch, leaving Location loc-2 empty.',
      {
        newcomers: {
          locations: [{ locationId: 'loc-new', name: 'Greywatch', type: 'landmark', parentLocationId: 'reg-1', relativeX: 0.4, relativeY: 0.6 }],
          characters: [
            {
              characterId: 'chr-new',
              name: 'Mara Quill',
              type: 'npc',
              storyRole: 'major',
              locationId: 'loc-new',
              memories: [{ eventDescription: 'Built the watchtower', emotionalImpact: 'pride', importance: 0.7 }],
            },
          ],
        },
        territoryChanges: [{ kind: 'claim', factionId: 'fac-2', locationId: 'loc-new', method: 'treaty', reason: 'Bought the land' }],
        stanceChanges: [{ sourceFactionId: 'fac-2', targetFactionId: 'fac-1', stance: 'hostile', reason: 'Rivals for the pass' }],
        doctrines: [{ factionId: 'fac-2', ideology: 'Hold the pass', tags: ['pass'], reason: 'A new watch' }],
        allegianceChanges: [{ characterId: 'chr-3', toFactionId: 'fac-2', reason: 'Paid well' }],
        leaderChanges: [{ factionId: 'fac-2', leaderId: 'chr-3', reason: 'Knows the pass' }],
        motivationChanges: [{ characterId: 'chr-3', add: ['Keep the pass'], reason: 'Paid well' }],
        characterAmendments: [{ characterId: 'chr-3', background: 'Once a smuggler', reason: 'Knows the pass' }],
        locationAmendments: [{ locationId: 'loc-2', description: 'Emptied by the new road', reason: 'Trade moved' }],
        relationshipChanges: [{ characterId: 'chr-3', otherCharacterId: 'chr-new', kind: 'ally', note: 'Built it together' }],
        moves: [{ characterId: 'chr-3', toLocationId: 'loc-new' }],
        memories: remembering('chr-3'),
      },
    );
    expect(events.map((event) => event.type)).toEqual([
      'LocationAdded',
      'CharacterAdded',
      'LocationClaimed',
      'FactionStanceChanged',
      'FactionDoctrineRewritten',
      'CharacterAllegianceChanged',
      'FactionUpdated',
      'CharacterMotivationsChanged',
      'CharacterProfileAmended',
      'LocationDescriptionAmended',
      'CharacterRelationshipChanged',
      'CharacterMoved',
      'CharacterMemoryRecorded',
      'LocationHistoryRecorded',
      'LocationHistoryRecorded',
      'FactionHistoryRecorded',
      'FactionHistoryRecorded',
      'FactionHistoryRecorded',
      'FactionHistoryRecorded',
      'CharacterHistoryRecorded',
      'CharacterHistoryRecorded',
      'CharacterHistoryRecorded',
      'CharacterHistoryRecorded',
      'CharacterHistoryRecorded',
    ]);
    expect(applied.locationHistory).toEqual([
      { locationId: 'loc-new', event: 'Taken by Faction fac-2 by treaty: Bought the land' },
      { locationId: 'loc-2', event: 'Described anew: Trade moved' },
    ]);
    expect(applied.factionHistory).toEqual([
      { factionId: 'fac-2', event: 'Took Greywatch by treaty: Bought the land' },
      { factionId: 'fac-2', event: 'Now hostile toward Faction fac-1 (was neutral): Rivals for the pass' },
      { factionId: 'fac-2', event: 'Rewrote its doctrine: A new watch' },
      { factionId: 'fac-2', event: 'Character chr-3 now leads: Knows the pass' },
    ]);
    expect(applied.characterHistory).toEqual([
      { characterId: 'chr-3', event: 'Joined Faction fac-2: Paid well' },
      { characterId: 'chr-3', event: 'Took up "Keep the pass": Paid well' },
      { characterId: 'chr-3', event: 'Seen anew: Knows the pass' },
      { characterId: 'chr-3', event: 'Now ally of Mara Quill: Built it together' },
      { characterId: 'chr-new', event: 'Now ally of Character chr-3: Built it together' },
    ]);
    const tagged = events.filter((event) => 'beatId' in event.data);
    expect(tagged.every((event) => 'beatId' in event.data && event.data.beatId === beatId)).toBe(true);
  });
});
