import { isCanonicalSearch } from '../../apps/web/src/lib/canonical-search';
import { parseDocsSearch } from '../../apps/web/src/features/api-docs/hooks/docs-sections';
import { parseWorldListSearch } from '../../apps/web/src/features/worlds/hooks/world-list-search';
import { parseWorldDetailSearch } from '../../apps/web/src/features/world-history/hooks/history-search';

/*
 * A route rewrites its address when validateSearch had to correct it (useCanonicalSearch), so the link
 * copied next names what the page shows. The router's parse gives numbers and booleans for `beat=7` and
 * `history=true`, strings otherwise.
 */
const ARC = 'aaaaaaaa-0000-4000-8000-000000000001';

describe('canonical search: when the address is rewritten', () => {
  it('leaves an address alone that says exactly what the page shows', () => {
    for (const raw of [{}, { history: true }, { history: true, arc: ARC, beat: 7, type: 'category:story', source: 'api' }, { history: true, revision: 0 }]) {
      expect(isCanonicalSearch(raw, parseWorldDetailSearch(raw))).toBe(true);
    }
    expect(isCanonicalSearch({ q: 'frost', page: 2 }, parseWorldListSearch({ q: 'frost', page: 2 }))).toBe(true);
    expect(isCanonicalSearch({ section: 'events' }, parseDocsSearch({ section: 'events' }))).toBe(true);
  });

  it('rewrites a malformed, unknown or differently spelled part', () => {
    const corrected: Record<string, unknown>[] = [
      { history: true, arc: ARC, beat: 99 },
      { history: true, arc: ARC, beat: 'banana' },
      { history: true, type: 'type:NoSuchEvent' },
      { history: true, source: 'fax', actor: 'robot' },
      { history: true, utm_source: 'mail' },
      { history: 1 },
      { history: 'no', arc: ARC, beat: 2 },
      { history: true, arc: ARC, beat: '7' },
    ];
    for (const raw of corrected) expect(isCanonicalSearch(raw, parseWorldDetailSearch(raw))).toBe(false);
    expect(isCanonicalSearch({ page: 1 }, parseWorldListSearch({ page: 1 }))).toBe(false);
    expect(isCanonicalSearch({ page: 'two' }, parseWorldListSearch({ page: 'two' }))).toBe(false);
    expect(isCanonicalSearch({ section: 'nowhere' }, parseDocsSearch({ section: 'nowhere' }))).toBe(false);
  });

  it('is canonical once rewritten: the address the page writes is left alone', () => {
    const raw = { history: true, arc: ARC, beat: '7', source: 'fax', extra: 'x' };
    const written = Object.fromEntries(Object.entries(parseWorldDetailSearch(raw)).filter(([, value]) => value !== undefined));
    expect(written).toEqual({ history: true, arc: ARC, beat: 7 });
    expect(isCanonicalSearch(written, parseWorldDetailSearch(written))).toBe(true);
  });
});
