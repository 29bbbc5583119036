import { BeatChange } from '@worldloom/contracts';
import { type AppliedBeatConsequences, type AppliedNewcomers, NO_CONSEQUENCES } from '@worldloom/domain';
import { describeBeatChanges, type WorldNames } from './beat-changes';

const ids = {
  cinder: '00000000-0000-4000-8000-000000000001',
  haven: '00000000-0000-4000-8000-000000000002',
  saltmere: '00000000-0000-4000-8000-000000000003',
  guild: '00000000-0000-4000-8000-000000000011',
  clans: '00000000-0000-4000-8000-000000000012',
  wardens: '00000000-0000-4000-8000-000000000013',
  mira: '00000000-0000-4000-8000-000000000021',
  tomas: '00000000-0000-4000-8000-000000000022',
  cass: '00000000-0000-4000-8000-000000000023',
};

const named = (entries: [string, string][]) => new Map(entries.map(([id, name]) => [id, { name }]));

const world: WorldNames = {
  locations: named([
    [ids.cinder, 'Cinder Hollow'],
    [ids.haven, 'Haven'],
    [ids.saltmere, 'Saltmere'],
  ]),
  factions: named([
    [ids.guild, 'The Iron Guild'],
    [ids.clans, 'the River Clans'],
    [ids.wardens, 'the Grey Wardens'],
  ]),
  characters: named([
    [ids.mira, 'Mira Vale'],
    [ids.tomas, 'Tomas'],
    [ids.cass, 'Cass Vey'],
  ]),
};

/** The text of each change a beat with only these consequences makes. */
function said(consequences: Partial<AppliedBeatConsequences>): string[] {
  return describeBeatChanges({ ...NO_CONSEQUENCES, ...consequences }, world).map((change) => change.text);
}

const memory = (characterId: string) => ({ characterId, eventDescription: 'The fall', emotionalImpact: 'grief', importance: 0.5 });

describe('the words of a beat’s changes', () => {
  it('says nothing of a beat that changes nothing', () => {
    expect(said({})).toEqual([]);
  });

  it('names newcomers, places and people, where they emerged', () => {
    const place: AppliedNewcomers['locations'][number] = {
      locationId: ids.saltmere,
      name: 'Saltmere',
      type: 'city',
      status: 'stable',
      description: '',
      tags: [],
      parentLocationId: null,
      relativeX: 0.5,
      relativeY: 0.5,
    };
    const person: Omit<AppliedNewcomers['characters'][number], 'locationId'> = {
      characterId: ids.cass,
      name: 'Cass Vey',
      type: 'npc',
      storyRole: 'minor',
      status: 'active',
      description: '',
      background: '',
      personalityTraits: [],
      motivations: [],
      factionId: null,
      memories: [],
    };
    expect(said({ newcomers: { locations: [place], characters: [{ ...person, locationId: ids.saltmere }, { ...person, locationId: null }] } })).toEqual([
      'Saltmere emerged, a new city',
      'Cass Vey emerged in Saltmere',
      'Cass Vey emerged',
    ]);
  });

  it('tells the fate of every status, from what it was', () => {
    const location = (status: AppliedBeatConsequences['locationStatusChanges'][number]['status']) => ({ locationId: ids.cinder, previousStatus: 'stable' as const, status, reason: null });
    expect(said({ locationStatusChanges: (['thriving', 'stable', 'declining', 'ruined', 'abandoned', 'lost'] as const).map(location) })).toEqual([
      'Cinder Hollow began to thrive',
      'Cinder Hollow steadied',
      'Cinder Hollow began to decline',
      'Cinder Hollow fell to ruin',
      'Cinder Hollow was abandoned',
      'Cinder Hollow was lost',
    ]);
    const faction = (status: AppliedBeatConsequences['factionStatusChanges'][number]['status']) => ({ factionId: ids.guild, previousStatus: 'stable' as const, status, reason: null });
    expect(said({ factionStatusChanges: (['rising', 'stable', 'declining', 'collapsed'] as const).map(faction) })).toEqual([
      'The Iron Guild began to rise',
      'The Iron Guild steadied',
      'The Iron Guild began to decline',
      'The Iron Guild collapsed',
    ]);
    const character = (previousStatus: 'active' | 'missing' | 'retired', status: 'active' | 'missing' | 'retired' | 'deceased') => ({ characterId: ids.mira, previousStatus, status, reason: null });
    expect(said({ characterStatusChanges: [character('active', 'deceased'), character('active', 'missing'), character('active', 'retired'), character('missing', 'active'), character('retired', 'active')] })).toEqual([
      'Mira Vale died',
      'Mira Vale went missing',
      'Mira Vale retired',
      'Mira Vale came back',
      'Mira Vale returned to the story',
    ]);
  });

  it('says who took or gave up a place, how, and from whom', () => {
    expect(
      said({
        territoryChanges: [
          { kind: 'claim', factionId: ids.guild, locationId: ids.haven, method: 'conquest', reason: 'War', previousFactionId: ids.clans },
          { kind: 'claim', factionId: ids.guild, locationId: ids.cinder, method: 'conquest', reason: 'War', previousFactionId: null },
          { kind: 'claim', factionId: ids.clans, locationId: ids.saltmere, method: 'treaty', reason: 'Peace', previousFactionId: ids.wardens },
          { kind: 'claim', factionId: ids.clans, locationId: ids.cinder, method: 'treaty', reason: 'Peace', previousFactionId: null },
          { kind: 'release', factionId: ids.wardens, locationId: ids.haven, reason: 'Too far' },
        ],
      }),
    ).toEqual([
      'The Iron Guild conquered Haven from the River Clans',
      'The Iron Guild conquered Cinder Hollow',
      'the River Clans gained Saltmere by treaty from the Grey Wardens',
      'the River Clans gained Cinder Hollow by treaty',
      'the Grey Wardens gave up Haven',
    ]);
  });

  it('says how one faction now stands toward another', () => {
    const stance = (previousStance: 'ally' | 'neutral' | 'hostile', stance: 'ally' | 'neutral' | 'hostile') => ({
      sourceFactionId: ids.guild,
      targetFactionId: ids.clans,
      previousStance,
      stance,
      reason: 'Because',
    });
    expect(said({ stanceChanges: [stance('neutral', 'hostile'), stance('hostile', 'ally'), stance('hostile', 'neutral'), stance('ally', 'neutral')] })).toEqual([
      'The Iron Guild turned hostile to the River Clans',
      'The Iron Guild allied with the River Clans',
      'The Iron Guild made peace with the River Clans',
      'The Iron Guild ended its alliance with the River Clans',
    ]);
  });

  it('quotes a new doctrine and names a new leader, or none', () => {
    expect(
      said({
        doctrines: [{ factionId: ids.guild, previousIdeology: 'Trade', ideology: 'Iron above all', previousTags: [], tags: [], reason: null }],
        leaderChanges: [
          { factionId: ids.wardens, previousLeaderId: ids.tomas, leaderId: ids.mira, reason: 'Tomas fell' },
          { factionId: ids.clans, previousLeaderId: ids.cass, leaderId: null, reason: 'Cass vanished' },
        ],
      }),
    ).toEqual(['The Iron Guild rewrote its doctrine: “Iron above all”', 'Mira Vale now leads the Grey Wardens', 'the River Clans was left without a leader']);
  });

  it('says who joined, left, defected or held out', () => {
    const allegiance = (change: 'join' | 'leave' | 'defect' | 'holdout', fromFactionId: string | null, toFactionId: string | null) => ({
      characterId: ids.mira,
      change,
      fromFactionId,
      toFactionId,
      reason: 'Because',
    });
    expect(
      said({
        allegianceChanges: [
          allegiance('join', null, ids.wardens),
          allegiance('leave', ids.wardens, null),
          allegiance('defect', ids.wardens, ids.guild),
          allegiance('holdout', ids.clans, ids.clans),
        ],
      }),
    ).toEqual([
      'Mira Vale joined the Grey Wardens',
      'Mira Vale left the Grey Wardens',
      'Mira Vale defected from the Grey Wardens to The Iron Guild',
      'Mira Vale held out in the River Clans after its fall',
    ]);
  });

  it('says which ties began, changed or ended, of every kind', () => {
    const tie = (previousKind: AppliedBeatConsequences['relationshipChanges'][number]['kind'], kind: AppliedBeatConsequences['relationshipChanges'][number]['kind']) => ({
      characterId: ids.mira,
      otherCharacterId: ids.tomas,
      previousKind,
      kind,
      note: 'A note',
    });
    expect(said({ relationshipChanges: [tie(null, 'ally'), tie(null, 'family'), tie(null, 'mentor'), tie(null, 'romance'), tie('rival', 'enemy'), tie('ally', null), tie(null, null)] })).toEqual([
      'Mira Vale and Tomas became allies',
      'Mira Vale and Tomas became family',
      'Mira Vale and Tomas became mentor and pupil',
      'Mira Vale and Tomas became lovers',
      'Mira Vale and Tomas, once rivals, became enemies',
      'Mira Vale and Tomas are no longer allies',
      'Mira Vale and Tomas are no longer tied',
    ]);
  });

  it('quotes the aims taken up and given up', () => {
    expect(
      said({
        motivationChanges: [
          { characterId: ids.mira, added: ['avenge Haven'], dropped: ['keep the peace'], reason: 'Grief' },
          { characterId: ids.tomas, added: ['find Cass', 'leave'], dropped: [], reason: 'Hope' },
          { characterId: ids.cass, added: [], dropped: ['rule'], reason: 'Doubt' },
        ],
      }),
    ).toEqual(['Mira Vale took up “avenge Haven” and gave up “keep the peace”', 'Tomas took up “find Cass”, “leave”', 'Cass Vey gave up “rule”']);
  });

  it('says who moved where, and who was described anew', () => {
    expect(
      said({
        moves: [
          { characterId: ids.mira, fromLocationId: ids.haven, toLocationId: ids.cinder },
          { characterId: ids.cass, fromLocationId: null, toLocationId: ids.saltmere },
        ],
        characterAmendments: [{ characterId: ids.tomas, changes: { description: 'Older now' }, reason: 'Years' }],
        locationAmendments: [{ locationId: ids.cinder, previousDescription: 'Green', description: 'Ash', reason: 'Fire' }],
      }),
    ).toEqual(['Mira Vale moved from Haven to Cinder Hollow', 'Cass Vey arrived in Saltmere', 'Tomas was seen in a new light', 'Cinder Hollow was described anew']);
  });

  it('names everyone who will remember the beat once, in one line, and leaves the history lines out', () => {
    expect(said({ memories: [memory(ids.mira)] })).toEqual(['Mira Vale will remember this']);
    expect(said({ memories: [memory(ids.mira), memory(ids.tomas)] })).toEqual(['Mira Vale and Tomas will remember this']);
    expect(said({ memories: [memory(ids.mira), memory(ids.tomas), memory(ids.mira), memory(ids.cass)] })).toEqual(['Mira Vale, Tomas and Cass Vey will remember this']);
    expect(
      said({
        locationHistory: [{ locationId: ids.haven, event: 'Burned' }],
        factionHistory: [{ factionId: ids.guild, event: 'Took Haven' }],
        characterHistory: [{ characterId: ids.mira, event: 'Left Haven' }],
      }),
    ).toEqual([]);
  });

  it('keeps each entity as a reference, in the order the words say them, and the whole in the contract', () => {
    const [change] = describeBeatChanges(
      { ...NO_CONSEQUENCES, stanceChanges: [{ sourceFactionId: ids.guild, targetFactionId: ids.clans, previousStance: 'neutral', stance: 'hostile', reason: 'Raids' }] },
      world,
    );
    expect(BeatChange.parse(change)).toEqual({
      kind: 'stance',
      text: 'The Iron Guild turned hostile to the River Clans',
      parts: [
        { entity: { kind: 'faction', id: ids.guild, name: 'The Iron Guild' } },
        { text: ' turned hostile to ' },
        { entity: { kind: 'faction', id: ids.clans, name: 'the River Clans' } },
      ],
    });
  });

  it('lists newcomers first, then fates, territory, diplomacy and people, and names an entity it does not know plainly', () => {
    const changes = describeBeatChanges(
      {
        ...NO_CONSEQUENCES,
        moves: [{ characterId: ids.mira, fromLocationId: ids.haven, toLocationId: ids.cinder }],
        characterStatusChanges: [{ characterId: '00000000-0000-4000-8000-000000000099', previousStatus: 'active', status: 'deceased', reason: null }],
        stanceChanges: [{ sourceFactionId: ids.guild, targetFactionId: ids.clans, previousStance: 'neutral', stance: 'ally', reason: 'Trade' }],
      },
      world,
    );
    expect(changes.map((change) => change.kind)).toEqual(['character_status', 'stance', 'move']);
    expect(changes[0]!.text).toBe('someone no longer known died');
  });
});
