interface ClientErrorShape {
  readonly message?: unknown;
  readonly data?: { readonly code?: unknown; readonly issues?: unknown } | null;
}

export interface CallFailure {
  /** The transport code (tRPC's), when the failure came from the server. */
  readonly code: string | undefined;
  /** The server's message, when its code is one whose words are meant for the person. */
  readonly said: string | undefined;
}

/**
 * A failed call as a page reads it: its code, and the server's words when the code is one of `saidAsIs` (not when
 * they come with schema issues: "Invalid input" is no help to the person).
 */
export function readFailure(error: unknown, saidAsIs: ReadonlySet<string>): CallFailure {
  const { message, data } = (typeof error === 'object' && error !== null ? error : {}) as ClientErrorShape;
  const code = typeof data?.code === 'string' ? data.code : undefined;
  const spoken = code !== undefined && saidAsIs.has(code) && !data?.issues && typeof message === 'string' && message.trim() !== '';
  return { code, said: spoken ? (message as string) : undefined };
}
