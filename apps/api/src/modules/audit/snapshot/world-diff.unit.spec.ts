import type { FieldChange, WorldDiff, WorldSnapshot } from '@worldloom/contracts';
import { type ExistingWorld, fold, worldDecider, type WorldDomainEvent } from '@worldloom/domain';
import { livingWorld } from '../stream/living-world.test-support';
import { diffSnapshots, isEmptyDiff } from './world-diff';
import { toWorldSnapshot } from './world-snapshot.mapper';

const world = livingWorld();
const { ids } = world;
const events = world.events.map(({ type, data }) => ({ type, data }) as WorldDomainEvent);

/** The world just after beat `index` was generated, or after the whole stream. */
function snapshotAfter(index: number | 'end'): WorldSnapshot {
  const at = index === 'end' ? events.length - 1 : events.findIndex((event) => event.type === 'BeatGenerated' && event.data.beat.index === index);
  const state = fold(worldDecider, events.slice(0, at + 1)) as ExistingWorld;
  return toWorldSnapshot(state, state.createdAt);
}

const points = { from: { revision: 1, occurred_at: null }, to: { revision: 2, occurred_at: null } };
const diff = (from: number | 'end', to: number | 'end') => diffSnapshots(snapshotAfter(from), snapshotAfter(to), points);

/** The changed fields of one entity, by field. */
function changesOf(collection: WorldDiff['locations' | 'factions' | 'characters'], id: string): Record<string, Omit<FieldChange, 'field'>> {
  const changed = collection.changed.find((entity) => entity.id === id);
  return Object.fromEntries((changed?.changes ?? []).map(({ field, before, after }) => [field, { before, after }]));
}

describe('the diff of two points of a living world: field by field, the living world’s fields among them', () => {
  const fallOfHaven = diff(0, 1);

  it('lists the newcomers as added, with the beat they emerged in', () => {
    expect(fallOfHaven.locations.added).toEqual([
      expect.objectContaining({ id: ids.saltmere, name: 'Saltmere', emerged_in_beat: expect.objectContaining({ arc_id: world.arcId, beat_index: 1 }) }),
    ]);
    expect(fallOfHaven.characters.added).toEqual([expect.objectContaining({ id: ids.cass, emerged_in_beat: expect.objectContaining({ beat_index: 1 }) })]);
  });

  it('shows stances set and territory taken: the factions’ stances and controlled locations, the place’s master', () => {
    expect(changesOf(fallOfHaven.factions, ids.reavers)).toMatchObject({
      stances: { before: [], after: [expect.objectContaining({ target_faction_id: ids.wardens, stance: 'hostile', reason: 'Revenge' })] },
      controlled_locations: { before: [], after: [ids.haven] },
      leader_id: { before: null, after: ids.cass },
    });
    expect(changesOf(fallOfHaven.factions, ids.wardens)).toMatchObject({
      controlled_locations: { before: [ids.haven, ids.ironhold], after: [ids.ironhold] },
      ideology: { before: 'Keep the peace', after: 'Hold the line' },
      status: { before: 'stable', after: 'declining' },
    });
    expect(changesOf(fallOfHaven.factions, ids.wardens)).not.toHaveProperty('stances');
    expect(changesOf(fallOfHaven.locations, ids.haven)).toMatchObject({ controlled_by: { before: ids.wardens, after: ids.reavers } });
    expect(changesOf(fallOfHaven.locations, ids.north)).toMatchObject({ description: { before: 'Cold hills', after: 'A land of refugees' } });
  });

  it('shows a character’s motivations, ties and description as they changed', () => {
    expect(changesOf(fallOfHaven.characters, ids.ada)).toMatchObject({
      motivations: { before: ['protect Haven'], after: ['protect Haven', 'avenge Haven'] },
      relationships: { before: [], after: [expect.objectContaining({ character_id: ids.cass, kind: 'ally' })] },
      description: { before: '', after: 'Scarred by the siege' },
      location_id: { before: ids.haven, after: ids.north },
    });
  });

  it('shows allegiances changing: a defection and a leaving, a holdout, a tie turned sour and ended', () => {
    const quarrelToCollapse = diff(1, 3);
    expect(changesOf(quarrelToCollapse.characters, ids.bo)).toMatchObject({
      faction_id: { before: ids.wardens, after: null },
      allegiance: { before: null, after: expect.objectContaining({ change: 'leave', reason: 'Tired of war' }) },
    });
    expect(changesOf(quarrelToCollapse.characters, ids.cy)).toMatchObject({
      allegiance: { before: null, after: expect.objectContaining({ change: 'holdout' }) },
    });
    expect(changesOf(quarrelToCollapse.characters, ids.cy)).not.toHaveProperty('faction_id');
    expect(changesOf(quarrelToCollapse.characters, ids.ada)).toMatchObject({
      relationships: { before: [expect.objectContaining({ kind: 'ally' })], after: [] },
      motivations: { before: ['protect Haven', 'avenge Haven'], after: ['avenge Haven'] },
    });
    expect(changesOf(diff(1, 2).characters, ids.bo)).toMatchObject({
      faction_id: { before: ids.wardens, after: ids.reavers },
      allegiance: { before: null, after: expect.objectContaining({ change: 'defect' }) },
    });
  });

  it('shows what came after: a join, a new place, a removal taking its ties along', () => {
    const toEnd = diff(3, 'end');
    expect(changesOf(toEnd.characters, ids.di)).toMatchObject({
      faction_id: { before: null, after: ids.wardens },
      allegiance: { before: null, after: expect.objectContaining({ change: 'join' }) },
      relationships: { before: [], after: [expect.objectContaining({ character_id: ids.cass, kind: 'mentor' })] },
    });
    expect(toEnd.characters.removed.map((character) => character.id)).toEqual([ids.bo]);
    expect(toEnd.locations.added.map((location) => location.name)).toEqual(['Westwatch']);
    expect(changesOf(toEnd.factions, ids.reavers)).toMatchObject({
      stances: {
        before: [expect.objectContaining({ stance: 'hostile', target_faction_id: ids.wardens })],
        after: [expect.objectContaining({ stance: 'ally', target_faction_id: ids.wardens }), expect.objectContaining({ target_faction_id: ids.tideGuild })],
      },
    });
  });

  it('is empty between a point and itself', () => {
    expect(isEmptyDiff(diff('end', 'end'))).toBe(true);
    expect(isEmptyDiff(fallOfHaven)).toBe(false);
  });
});
