import type { Page, PageRequest } from '@worldloom/contracts';
import { DomainError } from '@worldloom/domain';
import { z } from 'zod';

/**
 * Keyset pagination: a cursor is the sort key of the last item of a page, opaque to the client
 * (base64url JSON), so the next page is one index range read however deep it goes.
 */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeCursor<Key extends z.ZodTuple>(text: string, key: Key): z.output<Key> {
  try {
    const parsed = key.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: the same answer as any other cursor this list never handed out.
  }
  throw DomainError.invalid('PAGE.INVALID_CURSOR', 'The cursor is not one this list returned');
}

/** Rows fetched with LIMIT `page.limit + 1`: the extra row only says whether another page follows. */
export function toPage<Row, Item>(
  rows: readonly Row[],
  page: PageRequest,
  toItem: (row: Row) => Item,
  cursorKey: (row: Row) => readonly (string | number)[],
): Page<Item> {
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return {
    items: items.map(toItem),
    next_cursor: rows.length > page.limit && last !== undefined ? encodeCursor(cursorKey(last)) : null,
  };
}

/** A list query's answer: the whole list when no page is asked for (tRPC), one page when it is (REST). */
export type Listed<Item, Request extends PageRequest | undefined> = Request extends PageRequest ? Page<Item> : Item[];
