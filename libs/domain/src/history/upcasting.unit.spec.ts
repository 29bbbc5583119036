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
    expect(canReadSchemaVersion('LocationAdded', 2)).toBe(true);
    expect(canReadSchemaVersion('LocationAdded', 3)).toBe(false);
  });

  describe('the living world (v2 of five event types): events written before it still load', () => {
    const at = '2026-01-01T00:00:00.000Z';

    it('reads v1 LocationAdded and CharacterAdded as entities that emerged in no beat', () => {
      const location = { locationId: 'loc-1', name: 'Harbour', type: 'city', status: 'stable', description: '', tags: [], parentLocationId: null, relativeX: null, relativeY: null, addedAt: at };
      expect(upcastWorldEvent({ type: 'LocationAdded', data: location, schemaVersion: 1 }).data).toEqual({ ...location, emergedIn: null });
      const character = { characterId: 'chr-1', name: 'Ana', memories: [], addedAt: at };
      expect(upcastWorldEvent({ type: 'CharacterAdded', data: character, schemaVersion: 1 }).data).toEqual({ ...character, emergedIn: null });
    });

    it('reads a v1 FactionStatusChanged with no reason, and a v1 ArcStarted with no premise', () => {
      const change = { factionId: 'fac-1', previousStatus: 'stable', status: 'declining', changedAt: at, beatId: null };
      expect(upcastWorldEvent({ type: 'FactionStatusChanged', data: change, schemaVersion: 1 }).data).toEqual({ ...change, reason: null });
      const started = { arcId: 'arc-1', storyName: 'Winter', detailedDescription: '', storyIdea: null, anchors: [], startedAt: at };
      expect(upcastWorldEvent({ type: 'ArcStarted', data: started, schemaVersion: 1 }).data).toEqual({ ...started, premise: null });
    });

    it('reads a v1 BeatGenerated with every living-world list empty and its own lists kept', () => {
      const consequences = {
        locationStatusChanges: [],
        factionStatusChanges: [],
        characterStatusChanges: [],
        memories: [{ characterId: 'chr-1', eventDescription: 'Saw the fire', emotionalImpact: 'fear', importance: 0.5 }],
        moves: [],
        locationHistory: [],
        factionHistory: [],
      };
      const beat = { arcId: 'arc-1', beat: { beatId: 'b-1', index: 1 }, consequences, generatedAt: at };
      const upcast = upcastWorldEvent({ type: 'BeatGenerated', data: beat, schemaVersion: 1 });
      expect(upcast.data).toEqual({
        ...beat,
        consequences: {
          ...consequences,
          newcomers: { locations: [], characters: [] },
          stanceChanges: [],
          territoryChanges: [],
          doctrines: [],
          motivationChanges: [],
          allegianceChanges: [],
          characterAmendments: [],
          locationAmendments: [],
          relationshipChanges: [],
          leaderChanges: [],
          characterHistory: [],
        },
      });
    });
  });
});
