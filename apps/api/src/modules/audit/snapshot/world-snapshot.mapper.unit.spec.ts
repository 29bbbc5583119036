import { WorldSnapshot } from '@worldloom/contracts';
import { type ExistingWorld, fold, worldDecider, type WorldDomainEvent } from '@worldloom/domain';
import { livingWorld } from '../stream/living-world.test-support';
import { locationMasters, toLocationViews, toWorldSnapshot } from './world-snapshot.mapper';

const world = livingWorld();
const { ids } = world;
const events = world.events.map(({ type, data }) => ({ type, data }) as WorldDomainEvent);

/** The world once the events up to the `nth` of that type (1-based) happened. */
function after(type: WorldDomainEvent['type'], nth = 1): ExistingWorld {
  const index = events.findIndex((event) => event.type === type && --nth === 0);
  return fold(worldDecider, events.slice(0, index + 1)) as ExistingWorld;
}

const latest = fold(worldDecider, events) as ExistingWorld;
const snapshotOf = (state: ExistingWorld) => WorldSnapshot.parse(toWorldSnapshot(state, state.createdAt));
const beatId = (index: number) => latest.currentArc!.beats.find((beat) => beat.index === index)!.beatId;
const byId = <Item extends { id: string }>(items: readonly Item[], id: string) => items.find((item) => item.id === id)!;

describe('the folded world in the read models’ shapes: the living world’s fields', () => {
  it('gives each faction the stances it has set, in the order first set, as the factions read model does', () => {
    const { factions } = snapshotOf(latest);
    expect(byId(factions, ids.reavers).stances).toEqual([
      { target_faction_id: ids.wardens, stance: 'ally', reason: 'A common enemy', last_changed: expect.any(String) },
      { target_faction_id: ids.tideGuild, stance: 'hostile', reason: 'Unpaid debts', last_changed: expect.any(String) },
    ]);
    expect(byId(factions, ids.wardens).stances).toEqual([
      { target_faction_id: ids.reavers, stance: 'neutral', reason: 'A truce', last_changed: latest.factions.get(ids.wardens)!.stances[0]!.changedAt },
    ]);
    expect(byId(factions, ids.tideGuild).stances).toEqual([]);
  });

  it('names the faction that holds each place (controlled_by), none for a place nobody holds', () => {
    const { locations, factions } = snapshotOf(after('BeatGenerated', 2));
    expect(byId(factions, ids.reavers).controlled_locations).toEqual([ids.haven]);
    expect(byId(locations, ids.haven).controlled_by).toBe(ids.reavers);
    expect(byId(locations, ids.ironhold).controlled_by).toBe(ids.wardens);
    expect(byId(locations, ids.graywater).controlled_by).toBe(ids.tideGuild);
    expect(byId(locations, ids.saltmere).controlled_by).toBeNull();
    expect(byId(snapshotOf(after('BeatGenerated', 3)).locations, ids.ironhold).controlled_by).toBeNull();
  });

  it('picks the lowest id when an older history left a place with two masters, as the read model does', () => {
    const everyoneHoldsNorth = new Map([...latest.factions].map(([id, faction]) => [id, { ...faction, controlledLocationIds: [ids.north] }]));
    const lowest = [...latest.factions.keys()].sort()[0];
    expect(locationMasters({ ...latest, factions: everyoneHoldsNorth }).get(ids.north)).toBe(lowest);
    expect(byId(toLocationViews({ ...latest, factions: everyoneHoldsNorth }), ids.north).controlled_by).toBe(lowest);
  });

  it('gives a character’s ties, latest allegiance, history lines and the beat they emerged in', () => {
    const atFall = snapshotOf(after('BeatGenerated', 2)).characters;
    const cass = byId(atFall, ids.cass);
    expect(cass).toMatchObject({
      faction_id: ids.reavers,
      relationships: [{ character_id: ids.ada, kind: 'ally', note: 'Met on the road', since: expect.any(String) }],
      allegiance: { change: 'join', reason: 'A new cause', changed_at: expect.any(String) },
      emerged_in_beat: { arc_id: world.arcId, beat_id: beatId(1), beat_index: 1 },
    });
    expect(cass.historical_events).toEqual([
      { timestamp: expect.any(String), event: 'Joined Reavers: A new cause', beat_index: 1 },
      { timestamp: expect.any(String), event: 'Now ally of Ada: Met on the road', beat_index: 1 },
    ]);
    expect(byId(atFall, ids.ada)).toMatchObject({
      motivations: ['protect Haven', 'avenge Haven'],
      description: 'Scarred by the siege',
      allegiance: null,
      emerged_in_beat: null,
    });
    const characters = snapshotOf(latest).characters;
    expect(byId(characters, ids.cy).allegiance).toMatchObject({ change: 'holdout', reason: 'Loyal to the end' });
    // Bo is gone, and Ada's tie to him with him.
    expect(byId(characters, ids.ada).relationships).toEqual([]);
    expect(byId(characters, ids.di).relationships).toEqual([{ character_id: ids.cass, kind: 'mentor', note: 'Taught to sail', since: expect.any(String) }]);
  });

  it('gives a place the beat it emerged in, none for a seeded one', () => {
    const { locations } = snapshotOf(latest);
    expect(byId(locations, ids.westwatch).emerged_in_beat).toEqual({ arc_id: world.arcId, beat_id: beatId(4), beat_index: 4 });
    expect(byId(locations, ids.saltmere)).toMatchObject({ emerged_in_beat: { beat_index: 1 }, description: 'A rebuilt port' });
    expect(byId(locations, ids.north).emerged_in_beat).toBeNull();
  });
});
