import { filtersOfSearch, parseFilterSearch, searchOfFilters } from '../../apps/web/src/features/world-history/hooks/event-labels';
import { parseWorldDetailSearch } from '../../apps/web/src/features/world-history/hooks/history-search';
import {
  isSearchFlag,
  parsePointSearch,
  pointOfSearch,
  searchOfPoint,
} from '../../apps/web/src/features/world-history/hooks/story-points';

/*
 * The History view's place in the world page's address. history-search.ts, the route's validateSearch,
 * joins `history=true` to these parts (test/web/world-history.e2e.spec.ts covers it through the browser).
 */

const ARC = 'aaaaaaaa-0000-4000-8000-000000000001';

describe('world history: the point in the address', () => {
  it('reads a beat of an arc, a revision or now, as the router parses them or as written by hand', () => {
    expect(parsePointSearch({ arc: ARC, beat: 7 })).toEqual({ arc: ARC, beat: 7 });
    expect(parsePointSearch({ arc: ARC, beat: '14' })).toEqual({ arc: ARC, beat: 14 });
    expect(parsePointSearch({ arc: ARC, beat: 0 })).toEqual({ arc: ARC, beat: 0 });
    expect(parsePointSearch({ revision: 68 })).toEqual({ revision: 68 });
    expect(parsePointSearch({ revision: '0' })).toEqual({ revision: 0 });
    expect(parsePointSearch({ now: true })).toEqual({ now: true });
    expect(parsePointSearch({ now: 'true' })).toEqual({ now: true });
    expect(parsePointSearch({})).toEqual({});
  });

  it('drops a malformed beat, so the view falls back to its default (the latest beat)', () => {
    for (const beat of [15, 99, -1, 2.5, '7a', '', ' 7', null, true, [7], { beat: 7 }, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(parsePointSearch({ arc: ARC, beat })).toEqual({});
    }
    // An arc without a beat, or a beat without an arc, is no point either.
    expect(parsePointSearch({ arc: ARC })).toEqual({});
    expect(parsePointSearch({ beat: 3 })).toEqual({});
    for (const arc of ['', '   ', 42, null, ['x'], 'x'.repeat(65)]) expect(parsePointSearch({ arc, beat: 3 })).toEqual({});
    for (const revision of [-3, 1.5, 'latest', null, Number.MAX_SAFE_INTEGER + 2]) expect(parsePointSearch({ revision })).toEqual({});
    for (const now of [false, 'false', 'later', 0, null]) expect(parsePointSearch({ now })).toEqual({});
  });

  it('names one point at a time: a beat before a revision before now', () => {
    expect(parsePointSearch({ arc: ARC, beat: 2, revision: 40, now: true })).toEqual({ arc: ARC, beat: 2 });
    expect(parsePointSearch({ arc: ARC, beat: 99, revision: 40, now: true })).toEqual({ revision: 40 });
    expect(parsePointSearch({ revision: 'x', now: true })).toEqual({ now: true });
  });

  it('turns the address into the point shown and back', () => {
    expect(pointOfSearch({})).toBeNull();
    expect(pointOfSearch({ arc: ARC, beat: 7 })).toEqual({ kind: 'beat', arcId: ARC, beatIndex: 7 });
    expect(pointOfSearch({ revision: 68 })).toEqual({ kind: 'revision', revision: 68 });
    expect(pointOfSearch({ now: true })).toEqual({ kind: 'now' });

    // Each point clears the keys of the others, so a change of point never leaves two in the address.
    expect(searchOfPoint({ kind: 'beat', arcId: ARC, beatIndex: 7 })).toEqual({ arc: ARC, beat: 7, revision: undefined, now: undefined });
    expect(searchOfPoint({ kind: 'revision', revision: 68, summary: 'Location renamed' })).toEqual({
      arc: undefined,
      beat: undefined,
      revision: 68,
      now: undefined,
    });
    expect(searchOfPoint({ kind: 'now' })).toEqual({ arc: undefined, beat: undefined, revision: undefined, now: true });
    for (const point of [{ kind: 'beat', arcId: ARC, beatIndex: 0 }, { kind: 'revision', revision: 0 }, { kind: 'now' }] as const) {
      expect(pointOfSearch(parsePointSearch({ ...searchOfPoint(point) }))).toEqual(point);
    }
  });

  it('reads the view as open only from an explicit flag', () => {
    for (const flag of [true, 'true', 1, '1']) expect(isSearchFlag(flag)).toBe(true);
    for (const flag of [false, 'false', 'yes', 0, '', null, undefined, {}, ['true']]) expect(isSearchFlag(flag)).toBe(false);
  });
});

describe('world history: the timeline filters in the address', () => {
  it('reads a type or a category, a source and an actor', () => {
    expect(parseFilterSearch({ type: 'category:locations', source: 'api', actor: 'system' })).toEqual({
      type: 'category:locations',
      source: 'api',
      actor: 'system',
    });
    expect(parseFilterSearch({ type: 'type:BeatGenerated' })).toEqual({ type: 'type:BeatGenerated' });
    expect(parseFilterSearch({ source: 'generator', actor: 'api_key' })).toEqual({ source: 'generator', actor: 'api_key' });
  });

  it('drops unknown filters, the defaults, and keys it does not know', () => {
    expect(parseFilterSearch({ type: 'type:NoSuchEvent', source: 'fax', actor: 'robot', page: 2, q: 'x' })).toEqual({});
    expect(parseFilterSearch({ type: 'all', source: '', actor: '' })).toEqual({});
    expect(parseFilterSearch({ type: 'category:nothing', source: 7, actor: ['user'] })).toEqual({});
    expect(parseFilterSearch({ type: 'category:story', source: 'WEB' })).toEqual({ type: 'category:story' });
  });

  it('turns the address into the filters shown and back, the defaults left out', () => {
    expect(filtersOfSearch({})).toEqual({ type: 'all', source: '', actorKind: '' });
    expect(filtersOfSearch({ type: 'category:story', source: 'web', actor: 'user' })).toEqual({
      type: 'category:story',
      source: 'web',
      actorKind: 'user',
    });
    expect(searchOfFilters({ type: 'all', source: '', actorKind: '' })).toEqual({ type: undefined, source: undefined, actor: undefined });
    const filters = { type: 'type:CharacterMoved', source: 'api', actorKind: 'api_key' } as const;
    expect(filtersOfSearch(parseFilterSearch({ ...searchOfFilters(filters) }))).toEqual(filters);
  });
});

describe('world history: the whole address, as the router hands it to the page', () => {
  // TanStack Router gives the page `{ ...raw, ...validateSearch(raw) }`: whatever validateSearch drops must
  // be named (undefined) in what it returns, or the raw value reaches the view and the server.
  const routed = (raw: Record<string, unknown>) => ({ ...raw, ...parseWorldDetailSearch(raw) });

  it('keeps nothing malformed of a shared link', () => {
    const raw = { history: true, arc: ARC, beat: 99, revision: 'latest', now: 'later', type: 'type:NoSuchEvent', source: 'fax', actor: 'robot' };
    expect(routed(raw)).toStrictEqual({
      history: true,
      mapRevision: undefined,
      arc: undefined,
      beat: undefined,
      revision: undefined,
      now: undefined,
      type: undefined,
      source: undefined,
      actor: undefined,
    });
    expect(routed({ history: true, arc: 'not-an-arc', beat: 'banana', type: 'all' })).toStrictEqual(routed({ history: true }));
  });

  it('keeps a well-formed link whole, and nothing of the view without history=true', () => {
    const raw = { history: 'true', arc: ARC, beat: 7, type: 'category:story', source: 'api', actor: 'system' };
    expect(routed(raw)).toStrictEqual({
      history: true,
      mapRevision: undefined,
      arc: ARC,
      beat: 7,
      revision: undefined,
      now: undefined,
      type: 'category:story',
      source: 'api',
      actor: 'system',
    });
    expect(Object.values(routed({ ...raw, history: 'no' })).every((value) => value === undefined)).toBe(true);
  });

  it('keeps the revision the map shows (from "Show on map"), with the view open or not, and drops a malformed one', () => {
    expect(routed({ mapRevision: 68 })).toStrictEqual({ ...routed({}), mapRevision: 68 });
    expect(routed({ mapRevision: '0' }).mapRevision).toBe(0);
    expect(routed({ history: true, mapRevision: 12, revision: 40 })).toMatchObject({ history: true, mapRevision: 12, revision: 40 });
    // Without history=true the view's own point is still dropped: only the map's stays.
    expect(routed({ mapRevision: 68, revision: 40, arc: ARC, beat: 2 })).toStrictEqual({ ...routed({}), mapRevision: 68 });
    for (const mapRevision of [-1, 2.5, 'latest', '', null, true, [68], Number.NaN, Number.MAX_SAFE_INTEGER + 2]) {
      expect(routed({ mapRevision }).mapRevision).toBeUndefined();
    }
  });
});
