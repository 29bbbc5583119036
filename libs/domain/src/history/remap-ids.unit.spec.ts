import { fold } from '../shared/decider';
import { beatConsequenceEvents } from '../world/arc/beat-consequence-events';
import { worldDecider } from '../world/world.decider';
import { worldEventSchemaVersions } from '../world/world.events';
import { richHistory, richIds } from './history.fixtures.spec';
import { remapWorldEventIds } from './remap-ids';

const PREFIX = 'new:';
const prefixed = (id: string) => `${PREFIX}${id}`;

describe('remapWorldEventIds', () => {
  const history = richHistory();
  const remapped = history.map((event) => remapWorldEventIds(event, prefixed));

  const beatEvents = (events: typeof history) =>
    events.flatMap((event) => (event.type === 'BeatGenerated' ? beatConsequenceEvents(event.data) : []));

  it('runs over a history with every event type but seeding failure, directly or as what a beat stands for', () => {
    const types = new Set([...history, ...beatEvents(history)].map((event) => event.type));
    expect(Object.keys(worldEventSchemaVersions).filter((type) => !types.has(type as never))).toEqual(['WorldSeedingFailed']);
  });

  it('remaps the events a beat stands for as it remaps the beat', () => {
    expect(beatEvents(remapped)).toEqual(beatEvents(history).map((event) => remapWorldEventIds(event, prefixed)));
  });

  it('leaves no id of the world’s own things behind', () => {
    const text = JSON.stringify(remapped);
    for (const id of richIds) expect(text).not.toContain(`"${id}"`);
  });

  it('changes nothing but the ids: the copy folds to the same world under the new ids', () => {
    const unprefixed = JSON.parse(JSON.stringify(remapped).replaceAll(`"${PREFIX}`, '"'));
    expect(unprefixed).toEqual(history);
    const original = fold(worldDecider, history);
    const copy = fold(worldDecider, remapped);
    if (copy.status !== 'created' || original.status !== 'created') throw new Error('no world');
    expect([...copy.locations.keys()]).toEqual([...original.locations.keys()].map(prefixed));
    expect(copy.characters.get(prefixed('chr-2'))).toMatchObject({ locationId: prefixed('loc-city'), factionId: null });
    expect(copy.currentArc?.beats.map((beat) => beat.beatId)).toEqual(original.currentArc?.beats.map((beat) => prefixed(beat.beatId)));
  });

  it('keeps the owner and an origin’s source, which are not the world’s own ids', () => {
    const [created] = remapped;
    expect(created).toMatchObject({ type: 'WorldCreated', data: { ownerId: 'user-owner', origin: null } });
  });
});
