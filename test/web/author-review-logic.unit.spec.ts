import { type BeatDraft, ProposedConsequences } from '@worldloom/contracts';
import { changeFailureMessage } from '../../apps/web/src/features/world-detail/hooks/change-failure';
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

describe('what a refused story step tells the user', () => {
  it("shows a spent budget's message as the server words it", () => {
    const message = "This world's monthly budget of $1.00 is spent: $1.02 so far this month.";
    expect(changeFailureMessage({ message, data: { code: 'PAYMENT_REQUIRED' } }, 'Failed to progress arc.')).toBe(message);
    expect(changeFailureMessage({ message: 'boom', data: { code: 'INTERNAL_SERVER_ERROR' } }, 'Failed to progress arc.')).toBe('Failed to progress arc.');
  });
});
