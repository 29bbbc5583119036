import { getRetryable } from '@langchain/core/errors';
import pRetry from 'p-retry';
import { z } from 'zod';
import { StoryGenerationError, StoryGenerationTimeoutError } from '../story-generation.error';

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** The wait after the first failure; it doubles after each one. */
  baseDelayMs: number;
  /** Bound of the whole call, every attempt and wait included. */
  timeoutMs: number;
}

export const DEFAULT_ATTEMPTS = 3;
export const DEFAULT_BASE_DELAY_MS = 500;

/** A model answer that parsed but broke the contract; the issues go back to the model on the next try. */
export class InvalidOutputError extends Error {
  override readonly name: string = 'InvalidOutputError';

  constructor(readonly issues: readonly string[]) {
    super(`invalid output: ${issues.join('; ')}`);
  }
}

/** An answer that held the contract but that the review (the world's rules) rejected; it goes back with the problems. */
export class RejectedOutputError extends InvalidOutputError {
  override readonly name = 'RejectedOutputError';

  constructor(
    issues: readonly string[],
    readonly answer: unknown,
  ) {
    super(issues);
    this.message = `rejected: ${issues.join('; ')}`;
  }
}

/** The caller's own code failed inside an attempt (a review that throws): not retried, and rethrown as it was. */
export class CallerError extends Error {
  override readonly name = 'CallerError';

  constructor(readonly failure: unknown) {
    super('the caller failed', { cause: failure });
  }
}

const TRANSIENT_STATUSES = new Set([408, 409, 425, 429]);
const NETWORK_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN', 'ENOTFOUND', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT']);
const NETWORK_ERROR_NAMES = new Set(['APIConnectionError', 'APIConnectionTimeoutError', 'FetchError', 'TimeoutError']);

function field(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[key] : undefined;
}

function isNetworkFailure(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = field(error, 'code');
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
  if (NETWORK_ERROR_NAMES.has(error.name) || /fetch failed|socket hang up|network/i.test(error.message)) return true;
  return isNetworkFailure(error.cause, depth + 1);
}

/** Invalid output, rate limits, server errors and network failures are worth another try; the rest is not. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof CallerError) return false;
  if (error instanceof InvalidOutputError || error instanceof SyntaxError || error instanceof z.core.$ZodError) return true;
  if (field(error, 'lc_error_code') === 'OUTPUT_PARSING_FAILURE' || (error instanceof Error && error.name === 'OutputParserException')) return true;
  const status = field(error, 'status') ?? field(error, 'status_code');
  if (typeof status === 'number') return TRANSIENT_STATUSES.has(status) || status >= 500;
  return getRetryable(error) ?? isNetworkFailure(error);
}

export function describeFailure(error: unknown): string {
  if (error instanceof InvalidOutputError) return error.message;
  if (error instanceof z.core.$ZodError) return `invalid output: ${error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  // Not every chat model honours its signal; the race makes the deadline hold anyway.
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Calls `attempt` until it succeeds, up to `policy.attempts` times, waiting baseDelayMs, 2x, 4x... between
 * retryable failures (p-retry). The whole call is bounded by `policy.timeoutMs`; each attempt gets the previous failure.
 */
export async function withRetries<T>(
  task: string,
  policy: RetryPolicy,
  attempt: (signal: AbortSignal, previousFailure: unknown) => Promise<T>,
): Promise<T> {
  const deadline = AbortSignal.timeout(policy.timeoutMs);
  let previousFailure: unknown = undefined;
  let tried = 0;
  try {
    return await pRetry(
      (attemptNumber) => {
        tried = attemptNumber;
        return abortable(attempt(deadline, previousFailure), deadline);
      },
      {
        retries: policy.attempts - 1,
        minTimeout: policy.baseDelayMs,
        factor: 2,
        signal: deadline,
        unref: true,
        shouldRetry: ({ error }) => isRetryable(error),
        onFailedAttempt: ({ error }) => {
          previousFailure = error;
        },
      },
    );
  } catch (error) {
    if (error instanceof CallerError) throw error.failure;
    if (deadline.aborted) {
      const last = previousFailure === undefined ? '' : `; the last try: ${describeFailure(previousFailure)}`;
      throw new StoryGenerationTimeoutError(`${task} timed out after ${policy.timeoutMs} ms${last}`, task, tried, { cause: error });
    }
    if (isRetryable(error) && tried === policy.attempts) {
      throw new StoryGenerationError(`${task} failed after ${tried} attempts: ${describeFailure(error)}`, task, tried, { cause: error });
    }
    throw new StoryGenerationError(`${task} failed: ${describeFailure(error)}`, task, tried, { cause: error });
  }
}
