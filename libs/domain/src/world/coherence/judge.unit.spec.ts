import type { BeatGenerated } from '../arc/arc.events';
import type { ArcPremise } from '../arc/arc.state';
import type { BeatConsequencesInput } from '../arc/beat-consequences';
import { validConsequences } from '../arc/beat-consequences.rules';
import type { WorldDomainEvent } from '../world.events';
import { evolveWorld } from '../world.evolve';
import {
  beatOf,
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
  stateOf,
  worldCreated,
} from '../world.fixtures.spec';
import type { WorldCommand } from '../world.commands';
import type { ContradictionKind } from './contradictions';
import { judgeBeat, judgePremise } from './judge';

const seeded: WorldDomainEvent[] = [
  worldCreated,
  locationAdded('reg-1', { name: 'The Marches', type: 'region' }),
  locationAdded('loc-1', { name: 'Haven', parentLocationId: 'reg-1' }),
  locationAdded('loc-2', { name: 'Greywatch', parentLocationId: 'reg-1' }),
  factionAdded('fac-1', { name: 'Iron Guild', controlledLocationIds: ['loc-1'] }),
  factionAdded('fac-2', { name: 'Red Court' }),
  characterAdded('chr-1', { name: 'Ada Stone', locationId: 'loc-1', factionId: 'fac-1' }),
  characterAdded('chr-2', { name: 'Bram Holt', locationId: 'loc-1' }),
  characterAdded('chr-lost', { name: 'Cora Fenn', status: 'missing' }),
  characterAdded('chr-old', { name: 'Dov Marsh', status: 'retired', locationId: 'loc-2' }),
  characterAdded('chr-dead', { name: 'Edda Wren', status: 'deceased' }),
];
const started = historyOf(seeded, startArcCommand());

const remembering = (...characterIds: string[]) =>
  characterIds.map((characterId) => ({ characterId, eventDescription: 'The day it happened', emotionalImpact: 'dread', importance: 0.6 }));

/** What the judge finds in beat 1 told this way with these consequences. */
function judged(description: string, consequences: BeatConsequencesInput = {}, history: WorldDomainEvent[] = started) {
  const before = stateOf(history);
  const beat: BeatGenerated = {
    type: 'BeatGenerated',
    data: {
      arcId: 'arc-1',
      beat: { ...beatOf('arc-1', 1, { description }), beatType: 'generated' },
      consequences: validConsequences(before, consequences, later),
      generatedAt: later,
    },
  };
  return judgeBeat(before, beat.data, evolveWorld(before, beat));
}

const beatWith = (description: string, consequences: BeatConsequencesInput = {}) =>
  progressCommand('arc-1', 1, { description, consequences });

/** The decider refuses the command with STORY.INCOHERENT, for contradictions of these kinds. */
function refusedAsIncoherent(history: WorldDomainEvent[], next: WorldCommand, ...kinds: ContradictionKind[]): void {
  expect(() => given(...history).when(next).events()).toThrow(
    expect.objectContaining({
      code: 'STORY.INCOHERENT',
      kind: 'invalid',
      contradictions: kinds.map((kind) => expect.objectContaining({ kind }) as unknown),
    }) as Error,
  );
}

const adaLeadsTheGuild: WorldDomainEvent = {
  type: 'FactionUpdated',
  data: { factionId: 'fac-1', changes: { leaderId: 'chr-1' }, updatedAt: now },
};

describe('the coherence judge', () => {
  it('finds nothing in a beat that tells what it changes, and whose witnesses remember it', () => {
    expect(
      judged('Fire sweeps through Haven. Ada Stone flees to Greywatch.', {
        locationStatusChanges: [{ locationId: 'loc-1', status: 'ruined' }],
        moves: [{ characterId: 'chr-1', toLocationId: 'loc-2' }],
        memories: remembering('chr-1'),
      }),
    ).toEqual([]);
  });

  describe('untold-fate', () => {
    it.each<[string, string, string, BeatConsequencesInput]>([
      ['Ada dies at the gate.', 'dies', 'record their death (status deceased)', { characterStatusChanges: [{ characterId: 'chr-1', status: 'deceased' }] }],
      ['Ada Stone vanishes in the night.', 'vanishes', 'record them as missing', { characterStatusChanges: [{ characterId: 'chr-1', status: 'missing' }] }],
      [
        'Ada flees to Greywatch.',
        'flees',
        'record where they go (a move)',
        { moves: [{ characterId: 'chr-1', toLocationId: 'loc-2' }], memories: remembering('chr-1') },
      ],
      [
        'Ada Stone defects to the Red Court.',
        'changes sides',
        'record the change of allegiance',
        { allegianceChanges: [{ characterId: 'chr-1', toFactionId: 'fac-2', reason: 'Paid in gold' }], memories: remembering('chr-1') },
      ],
    ])('finds "%s" told but not recorded, and passes it recorded', (sentence, fate, fix, recorded) => {
      expect(judged(sentence, { memories: remembering('chr-1') })).toEqual([
        {
          kind: 'untold-fate',
          entityIds: ['chr-1'],
          message: `the text says Ada Stone ${fate} ("${sentence}") but the consequences do not: ${fix}, or tell it otherwise`,
        },
      ]);
      expect(judged(sentence, recorded)).toEqual([]);
    });

    it.each([
      'Ada nearly dies at the gate.',
      'Ada never flees.',
      'Rumours say Ada Stone defected.',
      'If Ada vanishes, Haven falls.',
    ])('passes a fate the sentence denies or only imagines: "%s"', (sentence) => {
      expect(judged(sentence, { memories: remembering('chr-1') })).toEqual([]);
    });

    it('reads a denial only in the words just before the fate: "Ada dies, and nothing could save her" is a death', () => {
      expect(judged('Ada dies, and nothing could save her.', { memories: remembering('chr-1') }).map((found) => found.kind)).toEqual([
        'untold-fate',
      ]);
    });

    it('reads only sentences about one person', () => {
      expect(judged('Ada Stone dies in the arms of Bram Holt.', { memories: remembering('chr-1', 'chr-2') })).toEqual([]);
    });
  });

  describe('unnarrated-change', () => {
    it('finds a change to an entity the description never names, and passes it named', () => {
      const ruin: BeatConsequencesInput = { locationStatusChanges: [{ locationId: 'loc-1', status: 'ruined' }] };
      expect(judged('Fire spreads.', ruin)).toEqual([
        { kind: 'unnarrated-change', entityIds: ['loc-1'], message: 'the beat changes Haven but its description never names them' },
      ]);
      expect(judged('Fire spreads through HAVEN.', ruin)).toEqual([]);
    });

    it('wants both factions of a stance named', () => {
      const stance: BeatConsequencesInput = {
        stanceChanges: [{ sourceFactionId: 'fac-1', targetFactionId: 'fac-2', stance: 'hostile', reason: 'Raids' }],
      };
      expect(judged('The Iron Guild arms itself.', stance)).toEqual([
        { kind: 'unnarrated-change', entityIds: ['fac-2'], message: 'the beat changes Red Court but its description never names them' },
      ]);
      expect(judged('The Iron Guild arms itself against the Red Court.', stance)).toEqual([]);
    });
  });

  describe('forgotten-witness', () => {
    it.each([
      ['chr-2', 'Bram Holt'],
      ['chr-old', 'Dov Marsh'],
    ])('finds %s, named and present, who gains no memory of the beat', (id, name) => {
      expect(judged(`${name} watches the road.`)).toEqual([
        { kind: 'forgotten-witness', entityIds: [id], message: `${name} is in this beat but gains no memory of it` },
      ]);
      expect(judged(`${name} watches the road.`, { memories: remembering(id) })).toEqual([]);
    });

    it('asks no memory of the missing and the dead, nor of a newcomer who comes with their own', () => {
      expect(judged('Cora Fenn is remembered; Edda Wren is mourned.')).toEqual([]);
      const newcomer = {
        characterId: 'chr-new',
        name: 'Mara Quill',
        type: 'npc' as const,
        storyRole: 'minor' as const,
        locationId: 'loc-1',
      };
      expect(
        judged('Mara Quill rides into Haven.', {
          newcomers: { characters: [{ ...newcomer, memories: [{ eventDescription: 'The long ride', emotionalImpact: '', importance: 0.3 }] }] },
        }),
      ).toEqual([]);
      expect(judged('Mara Quill rides into Haven.', { newcomers: { characters: [newcomer] } })).toEqual([
        { kind: 'forgotten-witness', entityIds: ['chr-new'], message: 'Mara Quill is in this beat but gains no memory of it' },
      ]);
    });
  });

  describe('inactive-acting', () => {
    it('finds the missing acting in a beat, and passes them found in it', () => {
      const move = { moves: [{ characterId: 'chr-lost', toLocationId: 'loc-2' }] };
      expect(judged('Cora Fenn slips into Greywatch.', move)).toEqual([
        {
          kind: 'inactive-acting',
          entityIds: ['chr-lost'],
          message: 'Cora Fenn is missing, yet acts in this beat: find them first (status active) or leave them out',
        },
      ]);
      expect(
        judged('Cora Fenn turns up in Greywatch.', {
          ...move,
          characterStatusChanges: [{ characterId: 'chr-lost', status: 'active' }],
          memories: remembering('chr-lost'),
        }),
      ).toEqual([]);
    });

    it('finds a missing character remembering or changing their mind', () => {
      expect(judged('A letter arrives.', { memories: remembering('chr-lost') })).toMatchObject([
        { kind: 'inactive-acting', entityIds: ['chr-lost'] },
      ]);
      expect(
        judged('A letter arrives.', { motivationChanges: [{ characterId: 'chr-lost', add: ['Come home'], reason: 'Homesick' }] }),
      ).toMatchObject([{ kind: 'inactive-acting', entityIds: ['chr-lost'] }]);
    });
  });

  describe('unanswered-player-action', () => {
    const asPlayer = { now: later, actorUserId: 'user-player' };
    const playing: WorldDomainEvent[] = [
      ...started,
      { type: 'InviteCreated', data: { inviteId: 'inv-1', role: 'player', tokenHash: 'inv-1', expiresAt: null, maxUses: null, createdAt: now } },
      { type: 'MemberJoined', data: { userId: 'user-player', role: 'player', inviteId: 'inv-1', joinedAt: now } },
      characterAdded('chr-hero', { name: 'Wren Vale', type: 'player', locationId: 'loc-1' }),
      { type: 'PlayerCharacterBound', data: { userId: 'user-player', characterId: 'chr-hero', boundAt: now } },
    ];
    const act = (description: string, eventId = 'evt-1') =>
      command('RecordWorldEvent', { eventId, eventType: 'player_action', impactLevel: 'minor', description }, asPlayer);
    const acted = historyOf(playing, act('Wren Vale sneaks into Greywatch'));
    const unanswered = (fix: string) => [
      { kind: 'unanswered-player-action', entityIds: ['chr-hero'], message: `the player action "Wren Vale sneaks into Greywatch" by Wren Vale goes unanswered: ${fix}` },
    ];
    const answers = 'a move, a motivation gained or dropped, a relationship, a change of allegiance or status, or an amended description';
    const wrenGoes: BeatConsequencesInput = { moves: [{ characterId: 'chr-hero', toLocationId: 'loc-2' }], memories: remembering('chr-hero') };

    it('finds a player action the beat ignores, and says what would answer it', () => {
      expect(judged('Snow falls on Haven.', {}, acted)).toEqual(
        unanswered(`name Wren Vale in the description and give them a consequence of the action beyond a memory (${answers})`),
      );
    });

    it('wants more than a memory for the acting character', () => {
      expect(judged('Wren Vale watches Greywatch.', { memories: remembering('chr-hero') }, acted)).toEqual(
        unanswered(`the beat names Wren Vale but gives them no consequence beyond a memory: add one (${answers})`),
      );
    });

    it('wants the acting character named, even when the beat changes them', () => {
      const minded: BeatConsequencesInput = { motivationChanges: [{ characterId: 'chr-hero', add: ['Learn what Greywatch hides'], reason: 'Snooping' }] };
      expect(judged('Snow falls on Haven.', minded, acted)).toEqual(
        unanswered("the beat changes Wren Vale but its description never names them: tell how Wren Vale's action is answered"),
      );
    });

    it.each<[string, string, BeatConsequencesInput]>([
      ['a move', 'Wren Vale reaches Greywatch.', wrenGoes],
      ['a motivation', 'Wren Vale swears to learn more.', { motivationChanges: [{ characterId: 'chr-hero', add: ['Learn more'], reason: 'Snooping' }], memories: remembering('chr-hero') }],
      [
        'a relationship on the other side',
        'Bram Holt catches Wren Vale at the gate.',
        { relationshipChanges: [{ characterId: 'chr-2', otherCharacterId: 'chr-hero', kind: 'rival', note: 'Caught' }], memories: remembering('chr-2', 'chr-hero') },
      ],
      ['an allegiance', 'Wren Vale joins the Red Court.', { allegianceChanges: [{ characterId: 'chr-hero', toFactionId: 'fac-2', reason: 'Recruited' }], memories: remembering('chr-hero') }],
      ['a status', 'Wren Vale is struck down at the gate.', { characterStatusChanges: [{ characterId: 'chr-hero', status: 'deceased' }] }],
      [
        'an amended description',
        'Wren Vale comes back scarred.',
        { characterAmendments: [{ characterId: 'chr-hero', description: 'Scarred', reason: 'Greywatch' }], memories: remembering('chr-hero') },
      ],
    ])('passes an action answered with %s', (_answer, description, consequences) => {
      expect(judged(description, consequences, acted)).toEqual([]);
    });

    it('asks an answer for each action, and none for an owner’s player_action, which no character signs', () => {
      const twice = historyOf(acted, act('Wren Vale sneaks into Greywatch', 'evt-2'));
      expect(judged('Snow falls on Haven.', {}, twice).map((found) => found.kind)).toEqual(['unanswered-player-action', 'unanswered-player-action']);
      const owners = historyOf(playing, command('RecordWorldEvent', { eventId: 'evt-o', eventType: 'player_action', impactLevel: 'minor', description: 'Heroes act' }));
      expect(judged('Snow falls on Haven.', {}, owners)).toEqual([]);
    });

    it('asks nothing for a character no longer active, nor for actions an earlier beat answered', () => {
      const gone = historyOf(acted, command('UpdateCharacter', { characterId: 'chr-hero', status: 'missing' }));
      expect(judged('Snow falls on Haven.', {}, gone)).toEqual([]);
      const answered = historyOf(acted, progressCommand('arc-1', 1, { description: 'Wren Vale reaches Greywatch.', consequences: wrenGoes }));
      expect(stateOf(answered).currentArc?.eventsSinceLastBeat).toEqual([]);
    });

    it('makes the decider refuse the progress that ignores the action, and take the one that answers it', () => {
      refusedAsIncoherent(acted, beatWith('Snow falls on Haven.'), 'unanswered-player-action');
      const recentAct = command('ProgressArc', {
        arcId: 'arc-1',
        recentEvents: [{ eventId: 'evt-r', eventType: 'world_event', impactLevel: 'minor', description: 'A storm' }],
        beat: beatOf('arc-1', 1, { description: 'Snow falls on Haven.' }),
      });
      refusedAsIncoherent(acted, recentAct, 'unanswered-player-action');
      expect(given(...acted).when(beatWith('Wren Vale reaches Greywatch.', wrenGoes)).events().map((event) => event.type)).toEqual(['BeatGenerated']);
    });

    it('judges a draft, an edited draft and an accepted draft the same way (review mode)', () => {
      const reviewing = historyOf(acted, command('SetReviewMode', { enabled: true }));
      const draft = (description: string, consequences: BeatConsequencesInput = {}) =>
        command('ProgressArc', { arcId: 'arc-1', beat: beatOf('arc-1', 1, { description, consequences }), draftId: 'draft-1' });
      refusedAsIncoherent(reviewing, draft('Snow falls on Haven.'), 'unanswered-player-action');
      const drafted = historyOf(reviewing, draft('Wren Vale reaches Greywatch.', wrenGoes));
      const edit = (description: string, consequences: BeatConsequencesInput) =>
        command('EditBeatDraft', { draftId: 'draft-1', beat: { name: 'Beat 1', description, worldDirectives: [], emergentStorylines: [], consequences } });
      refusedAsIncoherent(drafted, edit('Wren Vale watches Greywatch.', { memories: remembering('chr-hero') }), 'unanswered-player-action');
      const edited = historyOf(drafted, edit('Wren Vale slips into Greywatch at dusk.', wrenGoes));
      expect(given(...edited).when(command('AcceptBeatDraft', { draftId: 'draft-1' })).events().map((event) => event.type)).toEqual([
        'BeatDraftAccepted',
        'BeatGenerated',
      ]);
    });
  });

  describe('contradictions of the world the beat leaves', () => {
    it('finds only those the beat brings in', () => {
      const led = [...started, adaLeadsTheGuild];
      expect(judged('Ada Stone vanishes.', { characterStatusChanges: [{ characterId: 'chr-1', status: 'missing' }] }, led)).toEqual([
        {
          kind: 'inactive-leader',
          entityIds: ['fac-1', 'chr-1'],
          message: 'Iron Guild is still led by Ada Stone, who is missing: name a new leader (or none)',
        },
      ]);
      expect(
        judged(
          'Ada Stone vanishes, and the Iron Guild is left leaderless.',
          {
            characterStatusChanges: [{ characterId: 'chr-1', status: 'missing' }],
            leaderChanges: [{ factionId: 'fac-1', leaderId: null, reason: 'Its captain is gone' }],
          },
          led,
        ),
      ).toEqual([]);
    });

    it('lets an old contradiction stand', () => {
      const deadLeader = [...started, factionAdded('fac-3', { name: 'Old Order', leaderId: 'chr-dead' })];
      expect(judged('Snow falls.', {}, deadLeader)).toEqual([]);
    });
  });
});

describe('judgePremise', () => {
  const premise = (data: Partial<ArcPremise> = {}): ArcPremise => ({
    threat: 'The Red Court marches',
    stakes: 'Haven',
    protagonistId: 'chr-1',
    antagonistId: null,
    characterIds: ['chr-1', 'chr-2'],
    factionIds: ['fac-1', 'fac-2'],
    locationIds: ['loc-1'],
    ...data,
  });

  it('passes a premise about what exists, with a cast alive and present', () => {
    expect(judgePremise(stateOf(seeded), premise({ antagonistId: 'chr-old' }))).toEqual([]);
  });

  it('finds everyone and everything it names that does not exist', () => {
    expect(judgePremise(stateOf(seeded), premise({ antagonistId: 'chr-x', factionIds: ['fac-x'], locationIds: ['loc-x'] }))).toEqual([
      { kind: 'unknown-entity', entityIds: ['chr-x'], message: 'the premise names character chr-x, which does not exist' },
      { kind: 'unknown-entity', entityIds: ['fac-x'], message: 'the premise names faction fac-x, which does not exist' },
      { kind: 'unknown-entity', entityIds: ['loc-x'], message: 'the premise names location loc-x, which does not exist' },
    ]);
  });

  it('finds the dead and the missing in its cast, each once', () => {
    expect(judgePremise(stateOf(seeded), premise({ antagonistId: 'chr-dead', characterIds: ['chr-dead', 'chr-lost'] }))).toEqual([
      { kind: 'dead-cast', entityIds: ['chr-dead'], message: 'Edda Wren is deceased and cannot be cast in a new arc' },
      { kind: 'dead-cast', entityIds: ['chr-lost'], message: 'Cora Fenn is missing and cannot be cast in a new arc' },
    ]);
  });
});

describe('the decider refuses an incoherent story with STORY.INCOHERENT', () => {
  it('for a beat whose text kills a character the state keeps alive', () => {
    given(...started)
      .when(beatWith('Ada Stone dies at the gate.', { memories: remembering('chr-1') }))
      .thenFails(
        'STORY.INCOHERENT',
        'invalid',
        'The story contradicts itself: 1) the text says Ada Stone dies ("Ada Stone dies at the gate.") but the consequences do not: ' +
          'record their death (status deceased), or tell it otherwise',
      );
  });

  it('but not for a beat that only nearly kills them', () => {
    given(...started)
      .when(beatWith('Ada nearly dies at the gate.', { memories: remembering('chr-1') }))
      .then([expect.objectContaining({ type: 'BeatGenerated' }) as WorldDomainEvent]);
  });

  it('for a beat that moves a missing character', () => {
    const move = beatWith('Cora Fenn slips into Greywatch.', { moves: [{ characterId: 'chr-lost', toLocationId: 'loc-2' }] });
    refusedAsIncoherent(started, move, 'inactive-acting');
  });

  it('for a changed entity the beat leaves unnamed', () => {
    const fire = beatWith('Fire spreads.', { locationStatusChanges: [{ locationId: 'loc-1', status: 'ruined' }] });
    refusedAsIncoherent(started, fire, 'unnarrated-change');
  });

  it('for a memory held twice', () => {
    const memory = { timestamp: now, eventDescription: 'The day it happened', emotionalImpact: '', importance: 0.5 };
    const remembered: WorldDomainEvent = { type: 'CharacterMemoryRecorded', data: { characterId: 'chr-1', memory, beatId: null } };
    refusedAsIncoherent([...started, remembered], beatWith('Ada Stone remembers.', { memories: remembering('chr-1') }), 'duplicate-memory');
  });

  it('for a beat that leaves a collapsed faction with members who neither leave nor hold out', () => {
    const collapse = beatWith('The Iron Guild collapses. Ada Stone stays.', {
      factionStatusChanges: [{ factionId: 'fac-1', status: 'collapsed' }],
      memories: remembering('chr-1'),
    });
    refusedAsIncoherent(started, collapse, 'collapsed-faction-member');
  });

  it('for an opening beat, as for any beat', () => {
    const opening = {
      name: 'Opening Image',
      description: 'Fire spreads.',
      worldDirectives: [],
      emergentStorylines: [],
      consequences: { locationStatusChanges: [{ locationId: 'loc-1', status: 'ruined' as const }] },
    };
    refusedAsIncoherent(seeded, command('StartArc', { ...startArcCommand().data, openingBeat: opening }), 'unnarrated-change');
  });

  it('for an arc premise that casts a deceased character', () => {
    const premise: ArcPremise = {
      threat: 'The Red Court marches',
      stakes: 'Haven',
      protagonistId: 'chr-1',
      antagonistId: 'chr-dead',
      characterIds: [],
      factionIds: [],
      locationIds: [],
    };
    refusedAsIncoherent(seeded, command('StartArc', { ...startArcCommand().data, premise }), 'dead-cast');
  });

  it('but casts a newcomer of the opening beat', () => {
    const opening = {
      name: 'Opening Image',
      description: 'Mara Quill rides into Haven.',
      worldDirectives: [],
      emergentStorylines: [],
      consequences: {
        newcomers: {
          characters: [
            {
              characterId: 'chr-new',
              name: 'Mara Quill',
              type: 'npc' as const,
              storyRole: 'major' as const,
              locationId: 'loc-1',
              memories: [{ eventDescription: 'The long ride', emotionalImpact: '', importance: 0.3 }],
            },
          ],
        },
      },
    };
    const premise: ArcPremise = {
      threat: 'A stranger’s secret',
      stakes: 'Haven',
      protagonistId: 'chr-new',
      antagonistId: null,
      characterIds: ['chr-new'],
      factionIds: [],
      locationIds: ['loc-1'],
    };
    const [arcStarted] = given(...seeded)
      .when(command('StartArc', { ...startArcCommand().data, openingBeat: opening, premise }))
      .events();
    expect(arcStarted).toMatchObject({ type: 'ArcStarted', data: { premise } });
  });

  describe('in seeding', () => {
    const requestId = 'seed-1';
    const requested: WorldDomainEvent = { type: 'WorldSeedingRequested', data: { requestId, requestedAt: later } };
    const throughFactions = historyOf(
      [worldCreated, requested],
      command('RecordSeedingPhase', {
        requestId,
        phase: 'locations',
        entities: [{ locationId: 'city-1', name: 'Haven', type: 'city' }],
      }),
      command('RecordSeedingPhase', {
        requestId,
        phase: 'factions',
        entities: [{ factionId: 'fac-1', name: 'Wardens', type: 'order', controlledLocationIds: ['city-1'] }],
      }),
    );
    const characters = (motivations: string[]) =>
      command('RecordSeedingPhase', {
        requestId,
        phase: 'characters',
        entities: [{ characterId: 'chr-1', name: 'Ada Stone', type: 'npc', storyRole: 'major', factionId: 'fac-1', motivations }],
        factionLeaders: [{ factionId: 'fac-1', characterId: 'chr-1' }],
      });

    it('for a characters phase whose faction leader is driven to bring down that faction', () => {
      refusedAsIncoherent(throughFactions, characters(['Bring down the Wardens']), 'leader-against-own-faction');
      expect(given(...throughFactions).when(characters(['Keep the Wardens strong'])).events()).toHaveLength(3);
    });

    it('only for what the phase brings in', () => {
      const doubled = historyOf(
        throughFactions,
        command('AddCharacter', {
          characterId: 'chr-9',
          name: 'Bo Reed',
          type: 'npc',
          storyRole: 'minor',
          memories: [
            { eventDescription: 'The flood', emotionalImpact: '', importance: 0.5 },
            { eventDescription: 'The flood', emotionalImpact: '', importance: 0.5 },
          ],
        }),
      );
      expect(given(...doubled).when(characters(['Keep the Wardens strong'])).events()).toHaveLength(3);
    });
  });
});
