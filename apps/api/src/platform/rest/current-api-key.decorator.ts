import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { API_KEY_REQUEST_PROPERTY, type AuthenticatedApiKey, RATE_LIMIT_DECISION_PROPERTY } from './api-key-auth';
import type { RateLimitDecision } from './rate-limit/rate-limiter';

/**
 * An express request once ApiKeyGuard has let it through; the fast lane may have authenticated and
 * counted it already, and the guards then reuse what it found.
 */
export type ApiKeyRequest = Request & {
  [API_KEY_REQUEST_PROPERTY]?: AuthenticatedApiKey;
  [RATE_LIMIT_DECISION_PROPERTY]?: RateLimitDecision;
};

/** The API key the request authenticated with; only on routes behind ApiKeyGuard. */
export const CurrentApiKey = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedApiKey => {
  const key = context.switchToHttp().getRequest<ApiKeyRequest>()[API_KEY_REQUEST_PROPERTY];
  if (!key) throw new Error('@CurrentApiKey() needs ApiKeyGuard on the route');
  return key;
});
