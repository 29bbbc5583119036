import { readFailure } from './call-failure';

/** The refusals whose message is the server's own words for the person: an expired invite, the one owner, a role that does not exist. */
const SAID_AS_IS = new Set(['BAD_REQUEST', 'NOT_FOUND', 'CONFLICT', 'FORBIDDEN']);

/** The server's message when it refused the change for a reason the person can act on; the page's fallback otherwise. */
export function memberFailureMessage(error: unknown, fallback: string): string {
  return readFailure(error, SAID_AS_IS).said ?? fallback;
}
