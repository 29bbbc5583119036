/** SPEC.md §9: the world list shows 8 worlds a page. */
export const WORLDS_PAGE_SIZE = 8;

/** The list's state in the address: `?q=` the search text, `?page=` from 1. */
export interface WorldListSearch {
  readonly q?: string;
  readonly page?: number;
}

export function parseWorldListSearch(raw: Record<string, unknown>): WorldListSearch {
  const q = typeof raw.q === 'string' && raw.q !== '' ? raw.q : undefined;
  const page = Number(raw.page);
  return { q, page: Number.isInteger(page) && page > 1 ? page : undefined };
}

interface Searchable {
  readonly name: string;
  readonly description: string;
}

/** Case-insensitive substring match on the name or the description (SPEC.md §5). */
export function matchesSearch(world: Searchable, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return world.name.toLowerCase().includes(needle) || world.description.toLowerCase().includes(needle);
}

export interface WorldPage<World> {
  readonly items: readonly World[];
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
}

/** The requested page of the matching worlds; a page past the end shows the last one. */
export function worldPage<World extends Searchable>(worlds: readonly World[], search: WorldListSearch): WorldPage<World> {
  const matching = worlds.filter((world) => matchesSearch(world, search.q ?? ''));
  const pageCount = Math.max(1, Math.ceil(matching.length / WORLDS_PAGE_SIZE));
  const page = Math.min(Math.max(1, search.page ?? 1), pageCount);
  const start = (page - 1) * WORLDS_PAGE_SIZE;
  return { items: matching.slice(start, start + WORLDS_PAGE_SIZE), total: matching.length, page, pageCount };
}

/** "1 world", "9 worlds · Page 1 of 2". */
export function countLine(total: number, page: number, pageCount: number): string {
  const count = `${total} ${total === 1 ? 'world' : 'worlds'}`;
  return pageCount > 1 ? `${count} · Page ${page} of ${pageCount}` : count;
}
