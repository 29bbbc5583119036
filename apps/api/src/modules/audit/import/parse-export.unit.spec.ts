import { fold, worldDecider, type WorldDomainEvent, worldEventSchemaVersions, type WorldEventType } from '@worldloom/domain';
import type { NewEvent } from '#platform/event-store/event-store.port';
import { livingWorld } from '../stream/living-world.test-support';
import { worldBeforeLivingWorld } from '../stream/long-world.test-support';
import { exportFile, SCHEMA_VERSIONS_BEFORE_LIVING_WORLD, writtenBeforeLivingWorld } from './export-file.test-support';
import { parseExport } from './parse-export';

const decided = (events: readonly NewEvent[]) => events.map(({ type, data }) => ({ type, data }) as WorldDomainEvent);
const folded = (events: readonly WorldDomainEvent[]) => fold(worldDecider, events);

describe('parseExport: an export file read in today’s shapes', () => {
  it('reads a file written before the living world, its older events upcast, into the world the decider made', async () => {
    const world = worldBeforeLivingWorld();
    const stored = writtenBeforeLivingWorld(world.events);
    const older = (type: string, version: unknown) => version !== worldEventSchemaVersions[type as WorldEventType];
    const upcast = new Set(stored.filter(({ type, metadata }) => older(type, metadata.schemaVersion)).map(({ type }) => type));
    expect([...upcast].sort()).toEqual(['ArcStarted', 'BeatGenerated', 'CharacterAdded', 'FactionStatusChanged', 'LocationAdded']);
    expect(stored.find(({ type }) => type === 'BeatGenerated')!.data).not.toHaveProperty('consequences.stanceChanges');

    const { events } = await parseExport(exportFile(world.worldId, stored, SCHEMA_VERSIONS_BEFORE_LIVING_WORLD));
    expect(events.map(({ event }) => event)).toEqual(decided(world.events));
    expect(folded(events.map(({ event }) => event))).toStrictEqual(folded(decided(world.events)));
    expect(events.find(({ event }) => event.type === 'FactionStatusChanged')!.event.data).toMatchObject({ reason: null });
  });

  it('reads a living world’s file as the decider wrote it, every living-world event among it', async () => {
    const world = livingWorld();
    const { events } = await parseExport(exportFile(world.worldId, world.events));
    expect(events.map(({ event }) => event)).toEqual(decided(world.events));
  });

  it('refuses a living-world event the decider never writes, naming its line', async () => {
    const world = livingWorld();
    const index = world.events.findIndex(({ type }) => type === 'FactionStanceChanged');
    const edited = world.events.map((event, at) => (at === index ? { ...event, data: { ...(event.data as object), stance: 'friendly' } } : event));
    await expect(parseExport(exportFile(world.worldId, edited))).rejects.toMatchObject({
      code: 'IMPORT.INVALID_EVENT',
      message: expect.stringMatching(new RegExp(`^Line ${index + 2} \\(FactionStanceChanged\\): stance: Invalid option`)),
    });
  });
});
