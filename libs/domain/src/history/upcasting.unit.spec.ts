import { worldEventSchemaVersions } from '../world/world.events';
import { canReadSchemaVersion, UnknownEventSchemaError, upcastStoredEvent, upcastWorldEvent } from './upcasting';

const v1Created = {
  type: 'WorldCreated',
  data: { worldId: 'w-1', ownerId: 'u-1', name: 'Frostmarch', description: 'Cold', createdAt: '2026-01-01T00:00:00.000Z' },
};

describe('upcasting: stored events read in today’s shape', () => {
  it('reads a v1 WorldCreated (written before worlds had an origin) as v2 with origin null', () => {
    expect(worldEventSchemaVersions.WorldCreated).toBe(2);
    expect(upcastWorldEvent({ ...v1Created, schemaVersion: 1 })).toEqual({ type: 'WorldCreated', data: { ...v1Created.data, origin: null } });
    // Events stored before versions were stamped are version 1.
    expect(upcastStoredEvent({ ...v1Created, metadata: {} })).toEqual({ type: 'WorldCreated', data: { ...v1Created.data, origin: null } });
  });

  it('returns an event already at the current version untouched', () => {
    const data = { ...v1Created.data, origin: null };
    expect(upcastWorldEvent({ type: 'WorldCreated', data, schemaVersion: 2 }).data).toBe(data);
  });

  it('refuses an unknown type, a version newer than it knows, or one it has no upcaster from', () => {
    expect(() => upcastWorldEvent({ type: 'WorldExploded', data: {}, schemaVersion: 1 })).toThrow(UnknownEventSchemaError);
    expect(() => upcastWorldEvent({ ...v1Created, schemaVersion: 3 })).toThrow('Cannot read WorldCreated v3: the newest version known is v2');
    expect(() => upcastWorldEvent({ type: 'LocationAdded', data: {}, schemaVersion: 0 })).toThrow(UnknownEventSchemaError);
    expect(canReadSchemaVersion('WorldCreated', 1)).toBe(true);
    expect(canReadSchemaVersion('WorldCreated', 3)).toBe(false);
    expect(canReadSchemaVersion('LocationAdded', 1)).toBe(true);
    expect(canReadSchemaVersion('LocationAdded', 2)).toBe(false);
  });
});
