/** The refusals whose message is the server's own words for the person: an expired invite, the one owner, a role that does not exist. */
const SAID_AS_IS = new Set(['BAD_REQUEST', 'NOT_FOUND', 'CONFLICT', 'FORBIDDEN']);

interface ClientErrorShape {
  readonly message?: unknown;
  readonly data?: { readonly code?: unknown; readonly issues?: unknown } | null;
}

/** The server's message when it refused the change for a reason the person can act on; the page's fallback otherwise. */
export function memberFailureMessage(error: unknown, fallback: string): string {
  const { message, data } = (typeof error === 'object' && error !== null ? error : {}) as ClientErrorShape;
  const code = data?.code;
  if (typeof code === 'string' && SAID_AS_IS.has(code) && !data?.issues && typeof message === 'string' && message.trim()) return message;
  return fallback;
}
