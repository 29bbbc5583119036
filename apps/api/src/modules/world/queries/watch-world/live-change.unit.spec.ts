import { WorldLiveChange } from '@worldloom/contracts';
import { entityOf, liveChange, viewerName } from './live-change';

const at = new Date('2026-11-26T12:00:00.000Z');

describe('live change messages', () => {
  it('names the entity an event is about, by its id and name', () => {
    expect(entityOf('CharacterAdded', { characterId: 'c1', name: 'Mira Vale', locationId: 'l1' })).toEqual({
      kind: 'character',
      id: 'c1',
      name: 'Mira Vale',
    });
    expect(entityOf('LocationUpdated', { locationId: 'l1', changes: {} })).toEqual({ kind: 'location', id: 'l1', name: null });
    expect(entityOf('FactionStanceChanged', { factionId: 'f1', otherFactionId: 'f2' })).toEqual({ kind: 'faction', id: 'f1', name: null });
    expect(entityOf('WorldEventRecorded', { eventId: 'e1', beatId: 'b1', description: 'The dam is opened' })).toEqual({
      kind: 'event',
      id: 'e1',
      name: 'The dam is opened',
    });
    expect(entityOf('BeatGenerated', { arcId: 'a1', beat: { beatId: 'b2', name: 'The Thaw' } })).toEqual({ kind: 'beat', id: 'b2', name: 'The Thaw' });
    expect(entityOf('ArcStarted', { arcId: 'a1', storyName: 'The Long Night' })).toEqual({ kind: 'arc', id: 'a1', name: 'The Long Night' });
    expect(entityOf('MemberJoined', { userId: 'u2', role: 'player' })).toEqual({ kind: 'member', id: 'u2', name: null });
    expect(entityOf('WorldCreated', { worldId: 'w1', name: 'Frostmarch' })).toEqual({ kind: 'world', id: 'w1', name: 'Frostmarch' });
    expect(entityOf('Unknown', null)).toEqual({ kind: 'world', id: null, name: null });
  });

  it('carries the stream revision as its event id, and the actor from the metadata', () => {
    const event = {
      type: 'LocationAdded',
      data: { locationId: 'l1', name: 'Beacon Hill' },
      metadata: { actorKind: 'api_key', actorId: 'k1', userId: 'u1' },
      revision: 41n,
      createdAt: at,
    };
    const message = liveChange(event, 'mira');
    expect(WorldLiveChange.parse(message)).toEqual({
      kind: 'change',
      eventId: '41',
      type: 'LocationAdded',
      entity: { kind: 'location', id: 'l1', name: 'Beacon Hill' },
      actor: { kind: 'api_key', id: 'k1', name: 'mira' },
      committedAt: '2026-11-26T12:00:00.000Z',
    });
    expect(liveChange({ ...event, metadata: { actorKind: 'system', actorId: 'seeding' } }, 'ignored').actor).toEqual({
      kind: 'system',
      id: 'seeding',
      name: null,
    });
    expect(liveChange({ ...event, metadata: {} }, null).actor).toBeNull();
  });

  it("names a viewer by their email's name part", () => {
    expect(viewerName('mira.vale@example.com')).toBe('mira.vale');
    expect(viewerName('@odd')).toBe('@odd');
  });
});
