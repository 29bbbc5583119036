import type { ServerResponse } from 'node:http';
import { type CanActivate, type ExecutionContext, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { ApiErrorBody } from '@worldloom/contracts';
import type { Response } from 'express';
import { API_KEY_REQUEST_PROPERTY, RATE_LIMIT_DECISION_PROPERTY } from '../api-key-auth';
import type { ApiKeyRequest } from '../current-api-key.decorator';
import { type RateLimitDecision, RateLimiter } from './rate-limiter';

/** 429 with the public error body; Retry-After is already on the response when this is thrown. */
export class RateLimitExceededException extends HttpException {
  constructor(message: string) {
    const body: ApiErrorBody = { error: message, code: 'TOO_MANY_REQUESTS' };
    super(body, HttpStatus.TOO_MANY_REQUESTS);
    this.message = message;
  }
}

/**
 * 100 requests per minute per API key (SPEC.md §9). Runs after ApiKeyGuard, which names the key:
 * `@UseGuards(ApiKeyGuard, RateLimitGuard)`. Every request it counts carries X-RateLimit-Limit,
 * X-RateLimit-Remaining and X-RateLimit-Reset (seconds until the window ends); one over the limit is
 * a 429 with Retry-After (the same seconds). With RATE_LIMIT_ENABLED=false it lets everything through.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(@Inject(RateLimiter) private readonly limiter: RateLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.limiter.enabled) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<ApiKeyRequest>();
    const key = request[API_KEY_REQUEST_PROPERTY];
    if (!key) throw new Error('RateLimitGuard runs after ApiKeyGuard: @UseGuards(ApiKeyGuard, RateLimitGuard)');
    // Counted once: the fast lane may have counted this request before handing it on.
    const decision = request[RATE_LIMIT_DECISION_PROPERTY] ?? (await this.limiter.hit(key.keyId));
    setRateLimitHeaders(http.getResponse<Response>(), decision);
    if (decision.allowed) return true;
    throw new RateLimitExceededException(this.limiter.exceededMessage);
  }
}

/** X-RateLimit-Limit / Remaining / Reset on every counted request, and Retry-After on a refused one. */
export function setRateLimitHeaders(response: Pick<ServerResponse, 'setHeader'>, decision: RateLimitDecision): void {
  response.setHeader('X-RateLimit-Limit', String(decision.limit));
  response.setHeader('X-RateLimit-Remaining', String(decision.remaining));
  response.setHeader('X-RateLimit-Reset', String(decision.resetInSeconds));
  if (!decision.allowed) response.setHeader('Retry-After', String(decision.resetInSeconds));
}
