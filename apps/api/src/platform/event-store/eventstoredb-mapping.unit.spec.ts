import { ANY, type MetadataType, NO_STREAM, type ResolvedEvent, START } from '@eventstore/db-client';
import { LOG_START, type NewEvent } from './event-store.port';
import {
  fromEsdbAppendResult,
  fromEsdbCurrentRevision,
  fromEsdbResolvedEvent,
  isSystemEventType,
  MissingPositionError,
  toEsdbEventData,
  toEsdbExpectedRevision,
  toEsdbReadPosition,
} from './eventstoredb-mapping';

const created = new Date('2026-01-02T03:04:05.000Z');

function resolvedJsonEvent(
  overrides: { type?: string; metadata?: MetadataType | undefined; withPosition?: boolean } = {},
): ResolvedEvent {
  return {
    event: {
      streamId: 'world-1',
      id: '6f1c2c1e-1111-4c7a-9d6e-0d5f3c1a2b3c',
      isJson: true,
      revision: 4n,
      type: overrides.type ?? 'WorldCreated',
      created,
      data: { name: 'Aster' },
      metadata: 'metadata' in overrides ? overrides.metadata : { actorKind: 'user' },
      position: overrides.withPosition === false ? undefined : { commit: 120n, prepare: 118n },
    },
  };
}

describe('EventStoreDB mapping', () => {
  describe('expected revision', () => {
    it.each([
      ['no_stream', NO_STREAM],
      ['any', ANY],
      [7n, 7n],
    ] as const)('maps %p to %p', (expected, esdb) => {
      expect(toEsdbExpectedRevision(expected)).toBe(esdb);
    });

    it('maps the actual revision of a conflict back', () => {
      expect(fromEsdbCurrentRevision(NO_STREAM)).toBe('no_stream');
      expect(fromEsdbCurrentRevision(3n)).toBe(3n);
    });
  });

  describe('event data', () => {
    const event: NewEvent = { id: 'id-1', type: 'WorldCreated', data: { name: 'Aster' }, metadata: { source: 'api' } };

    it('sends events as JSON with their id, data and metadata', () => {
      expect(toEsdbEventData(event)).toEqual({
        id: 'id-1',
        contentType: 'application/json',
        type: 'WorldCreated',
        data: { name: 'Aster' },
        metadata: { source: 'api' },
      });
    });

    it.each([42, null, true, undefined])('refuses data the client cannot send as a JSON event: %p', (data) => {
      expect(() => toEsdbEventData({ ...event, data })).toThrow('data must be a JSON object, array or string');
    });
  });

  describe('append result', () => {
    it('keeps the revision and the position', () => {
      const result = { success: true, nextExpectedRevision: 2n, position: { commit: 9n, prepare: 8n } };

      expect(fromEsdbAppendResult(result)).toEqual({ nextExpectedRevision: 2n, position: { commit: 9n, prepare: 8n } });
    });

    it('leaves the position to be looked up when the server sent none', () => {
      expect(fromEsdbAppendResult({ success: true, nextExpectedRevision: 2n })).toBeUndefined();
    });
  });

  describe('read positions', () => {
    it('starts at the beginning for no checkpoint or LOG_START', () => {
      expect(toEsdbReadPosition(undefined)).toBe(START);
      expect(toEsdbReadPosition(LOG_START)).toBe(START);
    });

    it('passes a checkpoint through', () => {
      expect(toEsdbReadPosition({ commit: 5n, prepare: 4n })).toEqual({ commit: 5n, prepare: 4n });
    });
  });

  describe('recorded events', () => {
    it('maps a JSON event with its position', () => {
      expect(fromEsdbResolvedEvent(resolvedJsonEvent())).toEqual({
        id: '6f1c2c1e-1111-4c7a-9d6e-0d5f3c1a2b3c',
        type: 'WorldCreated',
        data: { name: 'Aster' },
        metadata: { actorKind: 'user' },
        streamId: 'world-1',
        revision: 4n,
        position: { commit: 120n, prepare: 118n },
        createdAt: created,
      });
    });

    it.each([undefined, new Uint8Array([1, 2]), ['a']])('reads metadata that is no JSON object (%p) as empty', (metadata) => {
      expect(fromEsdbResolvedEvent(resolvedJsonEvent({ metadata }))?.metadata).toEqual({});
    });

    it('skips system events and unresolved links', () => {
      expect(fromEsdbResolvedEvent(resolvedJsonEvent({ type: '$metadata' }))).toBeUndefined();
      expect(fromEsdbResolvedEvent({})).toBeUndefined();
    });

    it('fails for an event without a position', () => {
      expect(() => fromEsdbResolvedEvent(resolvedJsonEvent({ withPosition: false }))).toThrow(MissingPositionError);
    });
  });

  it('tells system event types by their $ prefix', () => {
    expect(isSystemEventType('$statsCollected')).toBe(true);
    expect(isSystemEventType('WorldCreated')).toBe(false);
  });
});
