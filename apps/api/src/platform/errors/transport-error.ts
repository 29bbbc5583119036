import { type ErrorCode, type ErrorIssue, toErrorIssues } from '@worldloom/contracts';
import { isDomainError } from '@worldloom/domain';
import { ZodError } from 'zod';
import { ConcurrencyError } from '../commands/concurrency-error';
import { ReadYourWritesTimeoutError } from '../projections/projection-progress';
import { BudgetExceededError } from './budget-exceeded.error';
import { isServiceUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from './service-unavailable';
import { UpstreamError } from './upstream-error';

/** What an edge (tRPC or REST) tells a client about a failure. */
export interface TransportError {
  readonly code: ErrorCode;
  readonly message: string;
  readonly issues?: ErrorIssue[];
  /** The domain's stable `FEATURE.REASON`, when the domain refused. */
  readonly domainCode?: string;
}

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

const domainKindToCode = { invalid: 'BAD_REQUEST', not_found: 'NOT_FOUND', conflict: 'CONFLICT', forbidden: 'FORBIDDEN' } as const;

/** Maps any failure to the transport vocabulary; anything unexpected becomes a 500 that shows no internals. */
export function toTransportError(error: unknown): TransportError {
  if (isDomainError(error)) {
    return { code: domainKindToCode[error.kind], message: error.message, domainCode: error.code };
  }
  if (error instanceof ZodError) {
    return { code: 'BAD_REQUEST', message: 'Invalid input', issues: toErrorIssues(error.issues) };
  }
  if (error instanceof ConcurrencyError) return { code: 'CONFLICT', message: error.message };
  if (error instanceof ReadYourWritesTimeoutError) return { code: 'TIMEOUT', message: error.message };
  if (error instanceof UpstreamError) return { code: error.code, message: error.message };
  if (error instanceof BudgetExceededError) return { code: error.code, message: error.message };
  if (isServiceUnavailable(error)) return { code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE };
  return { code: 'INTERNAL_SERVER_ERROR', message: INTERNAL_ERROR_MESSAGE };
}
