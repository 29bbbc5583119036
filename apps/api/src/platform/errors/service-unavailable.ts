import { Logger } from '@nestjs/common';

/**
 * Whether a failure means a service the app stands on (Postgres, EventStoreDB, Redis) cannot be reached or is
 * saturated just now: not the client's fault and not a bug here, so the edges answer 503 SERVICE_UNAVAILABLE with
 * Retry-After (tRPC SERVICE_UNAVAILABLE, GoTrue's shape on /auth/v1) rather than a 500.
 */
export function isServiceUnavailable(error: unknown): boolean {
  // Read by shape, not `instanceof Error`: node's own errors can come from another realm (a test runner's), and tRPC
  // wraps such a cause in an error of its own that copies its fields.
  for (let cause = error, depth = 0; isErrorLike(cause) && depth < 5; depth++) {
    if (unavailable(cause)) return true;
    // TypeORM keeps pg's error as driverError; others chain it as the cause.
    cause = isErrorLike(cause.driverError) ? cause.driverError : cause.cause;
  }
  return false;
}

interface ErrorLike {
  readonly message?: unknown;
  readonly code?: unknown;
  readonly type?: unknown;
  readonly cause?: unknown;
  readonly driverError?: unknown;
}

function isErrorLike(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null;
}

/** One line in the log for an answer given while a service was out of reach: the outage is news, its stack is not. */
export function logUnavailable(face: string, error: unknown): void {
  const message = typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error);
  new Logger(face).warn(`Answered 503: a service is out of reach (${message})`);
}

/** Seconds a client is asked to wait before it tries again (Retry-After). */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is unavailable just now; try again shortly';

/** The socket could not be opened or was lost: the server is down, restarting or out of reach. */
const UNREACHABLE_SYSTEM_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a database that cannot serve: class 08 (connection exception), 53 (insufficient resources: too many
 * connections, out of memory or disk) and 57P01–57P03 (shut down, crashed, starting up).
 */
const UNAVAILABLE_SQLSTATE = /^(08|53)...$|^57P0[123]$/;

/** What pg and pg-pool throw of their own when a connection is lost or cannot be had in time. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection is closed.',
  "Stream isn't writeable",
];

function unavailable({ code, type, message }: ErrorLike): boolean {
  if (typeof code === 'string' && (UNREACHABLE_SYSTEM_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  // EventStoreDB's client: its UnavailableError and DeadlineExceeded.
  if (type === 'unavailable' || type === 'deadline-exceeded') return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((known) => message.startsWith(known));
}
