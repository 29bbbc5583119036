import { type BeatDraft, ProposedConsequences } from '@worldloom/contracts';
import { changeFailureMessage } from '../../apps/web/src/features/world-detail/hooks/change-failure';
import {
  entityChoicesOf,
  fieldsOf,
  fieldText,
  fieldValue,
  isRequired,
  itemAt,
  linesOf,
  optionsOf,
  withFieldEdits,
} from '../../apps/web/src/features/world-detail/hooks/draft-fields';
import { editedBeat, namesOf, proposedChanges } from '../../apps/web/src/features/world-detail/hooks/proposed-changes';

const ids = {
  haven: '00000000-0000-4000-8000-000000000001',
  wardens: '00000000-0000-4000-8000-000000000002',
  reavers: '00000000-0000-4000-8000-000000000003',
  ada: '00000000-0000-4000-8000-000000000004',
  bo: '00000000-0000-4000-8000-000000000005',
  mara: '00000000-0000-4000-8000-000000000006',
};

const entities = [
  { id: ids.haven, name: 'Haven' },
  { id: ids.wardens, name: 'Wardens' },
  { id: ids.reavers, name: 'Reavers' },
  { id: ids.ada, name: 'Ada' },
  { id: ids.bo, name: 'Bo' },
];

const consequences = ProposedConsequences.parse({
  newcomers: { locations: [], characters: [{ characterId: ids.mara, name: 'Mara Quill', type: 'npc', storyRole: 'minor' }] },
  locationStatusChanges: [{ locationId: ids.haven, status: 'declining' }],
  memories: [{ characterId: ids.ada, eventDescription: 'The siege', emotionalImpact: 'Fear', importance: 0.5 }],
  moves: [{ characterId: ids.bo, toLocationId: ids.haven }],
  stanceChanges: [{ sourceFactionId: ids.reavers, targetFactionId: ids.wardens, stance: 'hostile', reason: 'Revenge' }],
  territoryChanges: [{ kind: 'claim', factionId: ids.reavers, locationId: ids.haven, method: 'conquest', reason: 'Taken' }],
  motivationChanges: [{ characterId: ids.ada, add: ['avenge Haven'], drop: ['protect Haven'], reason: 'Loss' }],
  allegianceChanges: [{ characterId: ids.bo, toFactionId: null, reason: 'Disgust' }],
  relationshipChanges: [{ characterId: ids.ada, otherCharacterId: ids.mara, kind: 'ally', note: 'Met in the ruins' }],
  leaderChanges: [{ factionId: ids.wardens, leaderId: ids.ada, reason: 'Chosen' }],
});

const draft: BeatDraft = {
  kind: 'draft',
  id: '00000000-0000-4000-8000-0000000000d1',
  world_id: '00000000-0000-4000-8000-0000000000a1',
  arc_id: '00000000-0000-4000-8000-0000000000a2',
  beat_id: '00000000-0000-4000-8000-0000000000b1',
  beat_index: 1,
  beat_type: 'anchor',
  beat_name: 'The Fall',
  description: 'Haven falls.',
  world_directives: ['Hold the walls'],
  emergent_storylines: [],
  consequences,
  replaces_draft_id: null,
  generator: { provider: 'procedural', model: 'procedural', prompt_hash: 'abc' },
  edited_at: null,
  created_at: '2026-11-26T00:00:00.000Z',
};

describe("a draft's proposed changes, as the arc panel shows and edits them", () => {
  const name = namesOf(entities, consequences);

  it('names every change in plain words, newcomers first, the newcomers known by name', () => {
    expect(proposedChanges(consequences, name).map(({ key, label }) => [key, label])).toEqual([
      ['newcomers.characters:0', 'New character: Mara Quill'],
      ['locationStatusChanges:0', 'Haven becomes declining'],
      ['memories:0', 'Ada remembers: The siege'],
      ['moves:0', 'Bo moves to Haven'],
      ['stanceChanges:0', 'Reavers turns hostile toward Wardens'],
      ['territoryChanges:0', 'Reavers claims Haven'],
      ['motivationChanges:0', 'Ada takes up "avenge Haven", drops "protect Haven"'],
      ['allegianceChanges:0', 'Bo leaves their faction'],
      ['relationshipChanges:0', 'Ada and Mara Quill: ally'],
      ['leaderChanges:0', 'Ada leads Wardens'],
    ]);
    expect(proposedChanges(consequences, name)[1]).toMatchObject({ status: { entity: 'location', status: 'declining' } });
    expect(name('00000000-0000-4000-8000-00000000ffff')).toBe('someone unknown');
  });

  it("sends back the author's version: new text, dropped changes gone, an altered status, the rest as drafted", () => {
    const beat = editedBeat(draft, {
      beatName: 'The Long Fall',
      description: 'Haven falls slowly.',
      dropped: new Set(['moves:0', 'newcomers.characters:0', 'relationshipChanges:0']),
      statuses: { 'locationStatusChanges:0': 'ruined' },
    });
    expect(beat).toMatchObject({ beat_name: 'The Long Fall', description: 'Haven falls slowly.', world_directives: ['Hold the walls'] });
    expect(beat.consequences.moves).toEqual([]);
    expect(beat.consequences.relationshipChanges).toEqual([]);
    expect(beat.consequences.newcomers).toEqual({ locations: [], characters: [] });
    expect(beat.consequences.locationStatusChanges).toEqual([{ locationId: ids.haven, status: 'ruined' }]);
    expect(beat.consequences.memories).toEqual(consequences.memories);
    expect(beat.consequences.stanceChanges).toEqual(consequences.stanceChanges);
    expect(ProposedConsequences.parse(beat.consequences)).toEqual(beat.consequences);
  });

  it('leaves the draft as it was when nothing is dropped or altered', () => {
    const beat = editedBeat(draft, { beatName: draft.beat_name, description: draft.description, dropped: new Set(), statuses: {} });
    expect(beat.consequences).toEqual(consequences);
  });
});

describe('the draft editor: every field of every proposed change', () => {
  const name = namesOf(entities, consequences);
  const labelsOf = (key: string) => fieldsOf(consequences, key).map((field) => [field.name, field.label, field.kind.type]);

  it('describes the fields of each list: vocabularies as choices, references as entities, texts, lines and numbers from 0 to 1', () => {
    expect(labelsOf('memories:0')).toEqual([
      ['characterId', 'Who remembers', 'entity'],
      ['eventDescription', 'What happened', 'text'],
      ['emotionalImpact', 'Emotional impact', 'text'],
      ['importance', 'Importance (0 to 1)', 'fraction'],
    ]);
    expect(labelsOf('moves:0')).toEqual([
      ['characterId', 'Who moves', 'entity'],
      ['toLocationId', 'Destination', 'entity'],
    ]);
    expect(labelsOf('stanceChanges:0').map(([field]) => field)).toEqual(['sourceFactionId', 'targetFactionId', 'stance', 'reason']);
    expect(labelsOf('territoryChanges:0').map(([field]) => field)).toEqual(['factionId', 'locationId', 'method', 'reason']);
    expect(labelsOf('motivationChanges:0').map(([field, , type]) => [field, type])).toEqual([
      ['characterId', 'entity'],
      ['add', 'lines'],
      ['drop', 'lines'],
      ['reason', 'text'],
    ]);
    expect(labelsOf('newcomers.characters:0').map(([field]) => field)).toEqual(
      expect.arrayContaining(['name', 'type', 'storyRole', 'description', 'background', 'motivations', 'locationId', 'factionId']),
    );
    expect(fieldsOf(consequences, 'locationStatusChanges:0').find((field) => field.name === 'status')?.kind).toEqual({
      type: 'choice',
      choices: ['thriving', 'stable', 'declining', 'ruined', 'abandoned', 'lost'],
    });
    expect(fieldsOf(consequences, 'moves:7')).toEqual([]);
    expect(fieldsOf(consequences, 'nonsense:0')).toEqual([]);
  });

  it("edits a newcomer place's position on the map, or leaves it for the map to place", () => {
    const place = { locationId: ids.haven, name: 'Saltmarsh', type: 'landmark', relativeX: 0.4, relativeY: 0.6 };
    const drafted = ProposedConsequences.parse({ newcomers: { locations: [place] } });
    expect(fieldsOf(drafted, 'newcomers.locations:0').map((field) => [field.name, field.kind.type])).toEqual(
      expect.arrayContaining([
        ['relativeX', 'fraction'],
        ['relativeY', 'fraction'],
      ]),
    );
    const across = fieldsOf(drafted, 'newcomers.locations:0').find((field) => field.name === 'relativeX')!;
    expect(fieldText(itemAt(drafted, 'newcomers.locations:0')!, across)).toBe('0.4');
    // Not required: an empty position is null, which the map places by the region.
    expect(isRequired(across)).toBe(false);
    const edited = withFieldEdits(drafted, { 'newcomers.locations:0': { relativeX: '0.25', relativeY: '' } });
    expect(edited.newcomers.locations[0]).toMatchObject({ name: 'Saltmarsh', relativeX: 0.25, relativeY: null });
    expect(withFieldEdits(drafted, { 'newcomers.locations:0': { relativeX: '7' } }).newcomers.locations[0]?.relativeX).toBe(1);
    // An importance stays required: an emptied control keeps the drafted value.
    expect(isRequired(fieldsOf(consequences, 'memories:0').find((field) => field.name === 'importance')!)).toBe(true);
  });

  it('a release of territory has no claim method to edit', () => {
    const released = ProposedConsequences.parse({ territoryChanges: [{ kind: 'release', factionId: ids.reavers, locationId: ids.haven, reason: 'Too costly' }] });
    expect(fieldsOf(released, 'territoryChanges:0').map((field) => field.name)).toEqual(['factionId', 'locationId', 'reason']);
  });

  it('shows each value as its control holds it, and reads the control back as the server takes it', () => {
    const field = (key: string, fieldName: string) => fieldsOf(consequences, key).find((entry) => entry.name === fieldName)!;
    expect(fieldText(itemAt(consequences, 'motivationChanges:0')!, field('motivationChanges:0', 'add'))).toBe('avenge Haven');
    expect(fieldText(itemAt(consequences, 'allegianceChanges:0')!, field('allegianceChanges:0', 'toFactionId'))).toBe('');
    expect(fieldText(itemAt(consequences, 'memories:0')!, field('memories:0', 'importance'))).toBe('0.5');
    expect(linesOf(' one \n\n two\n')).toEqual(['one', 'two']);
    expect(fieldValue('', field('allegianceChanges:0', 'toFactionId'), ids.wardens)).toEqual({ omit: false, value: null });
    expect(fieldValue('', field('relationshipChanges:0', 'kind'), 'ally')).toEqual({ omit: false, value: null });
    expect(fieldValue('', field('relationshipChanges:0', 'note'), 'Met')).toEqual({ omit: false, value: '' });
    expect(fieldValue('  ', field('locationStatusChanges:0', 'reason'), undefined)).toEqual({ omit: true });
    expect(fieldValue('0.8', field('memories:0', 'importance'), 0.5)).toEqual({ omit: false, value: 0.8 });
    expect(fieldValue('', field('memories:0', 'importance'), 0.5)).toEqual({ omit: false, value: 0.5 });
    expect(fieldValue('a\nb', field('motivationChanges:0', 'drop'), [])).toEqual({ omit: false, value: ['a', 'b'] });
  });

  it("offers the world's entities of the right kind and the draft's newcomers, with the empty choice where null is allowed", () => {
    const choices = entityChoicesOf(
      { locations: [{ id: ids.haven, name: 'Haven' }], factions: [entities[2]!, entities[1]!], characters: [entities[3]!, entities[4]!] },
      consequences,
    );
    expect(choices.faction.map((option) => option.label)).toEqual(['Reavers', 'Wardens']);
    expect(choices.character).toEqual([
      { value: ids.ada, label: 'Ada' },
      { value: ids.bo, label: 'Bo' },
      { value: ids.mara, label: 'Mara Quill (new)' },
    ]);
    const joins = fieldsOf(consequences, 'allegianceChanges:0').find((field) => field.name === 'toFactionId')!;
    expect(optionsOf(joins, choices, '', name).map((option) => option.label)).toEqual(['No faction (leaves)', 'Reavers', 'Wardens']);
    const destination = fieldsOf(consequences, 'moves:0').find((field) => field.name === 'toLocationId')!;
    expect(optionsOf(destination, choices, ids.haven, name)).toEqual([{ value: ids.haven, label: 'Haven' }]);
    // A value the world no longer has stays selectable, under the name the draft knows it by.
    expect(optionsOf(destination, choices, ids.bo, name).at(-1)).toEqual({ value: ids.bo, label: 'Bo' });
    const stance = fieldsOf(consequences, 'stanceChanges:0').find((field) => field.name === 'stance')!;
    expect(optionsOf(stance, choices, 'hostile', name).map((option) => option.value)).toEqual(['ally', 'neutral', 'hostile']);
  });

  it('applies only the fields the author touched, and the labels follow the edits', () => {
    const edited = withFieldEdits(consequences, {
      'memories:0': { eventDescription: 'The long siege', importance: '0.9' },
      'newcomers.characters:0': { name: 'Mara Vell', storyRole: 'major' },
    });
    expect(edited.memories).toEqual([{ characterId: ids.ada, eventDescription: 'The long siege', emotionalImpact: 'Fear', importance: 0.9 }]);
    expect(edited.newcomers.characters[0]).toMatchObject({ characterId: ids.mara, name: 'Mara Vell', storyRole: 'major', type: 'npc' });
    expect(edited.moves).toBe(consequences.moves);
    expect(consequences.memories[0]!.eventDescription).toBe('The siege');
    const labels = proposedChanges(edited, namesOf(entities, edited)).map((change) => change.label);
    expect(labels).toContain('Ada remembers: The long siege');
    expect(labels).toContain('Ada and Mara Vell: ally');
    expect(withFieldEdits(consequences, { 'moves:9': { toLocationId: ids.haven } })).toEqual(consequences);
  });

  it('sends back every kind of edit: destinations, stances, allegiances, relationships, leaders, texts, lists, and the beat\'s lines', () => {
    const beat = editedBeat(draft, {
      beatName: 'The Fall',
      description: 'Haven falls.',
      dropped: new Set(['territoryChanges:0']),
      statuses: { 'locationStatusChanges:0': 'ruined' },
      consequences: withFieldEdits(consequences, {
        'locationStatusChanges:0': { reason: 'Burned' },
        'memories:0': { emotionalImpact: 'Grief' },
        'moves:0': { toLocationId: ids.haven, characterId: ids.ada },
        'stanceChanges:0': { stance: 'neutral', targetFactionId: ids.wardens, reason: 'A truce' },
        'territoryChanges:0': { method: 'treaty' },
        'motivationChanges:0': { add: 'rebuild Haven\nfind Bo', drop: '' },
        'allegianceChanges:0': { toFactionId: ids.wardens },
        'relationshipChanges:0': { kind: '', note: 'Parted ways' },
        'leaderChanges:0': { leaderId: '' },
        'newcomers.characters:0': { type: 'player', description: 'A scout' },
      }),
      directives: ['Rebuild'],
      storylines: ['Who burned Haven?'],
    });
    const { consequences: sent } = beat;
    expect(beat).toMatchObject({ world_directives: ['Rebuild'], emergent_storylines: ['Who burned Haven?'] });
    expect(sent.locationStatusChanges).toEqual([{ locationId: ids.haven, status: 'ruined', reason: 'Burned' }]);
    expect(sent.memories[0]).toMatchObject({ emotionalImpact: 'Grief', eventDescription: 'The siege' });
    expect(sent.moves).toEqual([{ characterId: ids.ada, toLocationId: ids.haven }]);
    expect(sent.stanceChanges).toEqual([{ sourceFactionId: ids.reavers, targetFactionId: ids.wardens, stance: 'neutral', reason: 'A truce' }]);
    expect(sent.territoryChanges).toEqual([]);
    expect(sent.motivationChanges).toEqual([{ characterId: ids.ada, add: ['rebuild Haven', 'find Bo'], drop: [], reason: 'Loss' }]);
    expect(sent.allegianceChanges).toEqual([{ characterId: ids.bo, toFactionId: ids.wardens, reason: 'Disgust' }]);
    expect(sent.relationshipChanges).toEqual([{ characterId: ids.ada, otherCharacterId: ids.mara, kind: null, note: 'Parted ways' }]);
    expect(sent.leaderChanges).toEqual([{ factionId: ids.wardens, leaderId: null, reason: 'Chosen' }]);
    expect(sent.newcomers.characters[0]).toMatchObject({ name: 'Mara Quill', type: 'player', storyRole: 'minor', description: 'A scout' });
    expect(ProposedConsequences.parse(sent)).toEqual(sent);
  });
});

describe('what a refused story step tells the user', () => {
  it("shows a spent budget's message as the server words it", () => {
    const message = "This world's monthly budget of $1.00 is spent: $1.02 so far this month.";
    expect(changeFailureMessage({ message, data: { code: 'PAYMENT_REQUIRED' } }, 'Failed to progress arc.')).toBe(message);
    expect(changeFailureMessage({ message: 'boom', data: { code: 'INTERNAL_SERVER_ERROR' } }, 'Failed to progress arc.')).toBe('Failed to progress arc.');
  });
});
