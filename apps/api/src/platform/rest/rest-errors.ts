import { HttpException } from '@nestjs/common';
import { ApiErrorBody, type ErrorCode } from '@worldloom/contracts';
import { toTransportError } from '../errors/transport-error';
import { InvalidApiKeyError } from './api-key-auth';

/** HTTP status of each transport code on the REST face (SPEC.md §8). */
export const REST_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  // The change is stored but the read models lag: worth retrying the read, not the write.
  TIMEOUT: 503,
  // The generator upstream failed every try: the request was fine and may succeed later.
  GENERATOR_FAILED: 502,
  // The world's monthly budget is spent: the model was not asked.
  BUDGET_EXCEEDED: 402,
  // The database is out of reach or saturated: try again after Retry-After.
  SERVICE_UNAVAILABLE: 503,
};

export interface RestError {
  readonly status: number;
  readonly body: ApiErrorBody;
}

const UNAUTHORIZED: ApiErrorBody = { error: 'Invalid or missing API key', code: 'UNAUTHORIZED' };

/** Any failure as the public REST error `{ error, code, issues? }`; the unexpected ones say nothing of themselves. */
export function toRestError(exception: unknown): RestError {
  if (exception instanceof InvalidApiKeyError) return { status: 401, body: UNAUTHORIZED };
  if (exception instanceof HttpException) return fromHttpException(exception);
  const transport = toTransportError(exception);
  const body: ApiErrorBody = { error: transport.message, code: transport.code };
  if (transport.issues) body.issues = transport.issues;
  return { status: REST_STATUS[transport.code], body };
}

/** Raised by Nest (an unknown route) or by the guards, which may already carry the public body. */
function fromHttpException(exception: HttpException): RestError {
  const status = exception.getStatus();
  const carried = ApiErrorBody.safeParse(exception.getResponse());
  if (carried.success) return { status, body: carried.data };
  if (status === 401) return { status, body: UNAUTHORIZED };
  if (status >= 500) return { status: 500, body: { error: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' } };
  return { status, body: { error: exception.message, code: codeOfStatus(status) } };
}

function codeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 429:
      return 'TOO_MANY_REQUESTS';
    default:
      return 'BAD_REQUEST';
  }
}
