import { Uuid } from '@worldloom/contracts';
import { DomainError } from '@worldloom/domain';

/** Where a page of search results ended: the last location's name and id (the results' order). */
export interface SearchCursor {
  readonly name: string;
  readonly id: string;
}

export function encodeSearchCursor(cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify([cursor.name, cursor.id])).toString('base64url');
}

export function decodeSearchCursor(text: string): SearchCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [name, id] = value as unknown[];
      if (typeof name === 'string' && Uuid.safeParse(id).success) return { name, id: id as string };
    }
  } catch {
    // Not JSON: the same answer as any other cursor this search never handed out.
  }
  throw DomainError.invalid('LOCATION.INVALID_CURSOR', 'The cursor is not one this search returned');
}
