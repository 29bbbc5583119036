import type { ServerResponse } from 'node:http';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerModuleOptions,
  type ThrottlerRequest,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import type { ApiErrorBody } from '@worldloom/contracts';
import { type CountedRequest, RateLimiter, type RateLimitDecision } from './rate-limiter';

/**
 * 429 with the public error body, which Nest's own exception handling sends as it is (throttler's
 * ThrottlerException carries only a message); Retry-After is already on the response when this is thrown.
 */
export class RateLimitExceededException extends HttpException {
  constructor(message: string) {
    const body: ApiErrorBody = { error: message, code: 'TOO_MANY_REQUESTS' };
    super(body, HttpStatus.TOO_MANY_REQUESTS);
    this.message = message;
  }
}

/**
 * @nestjs/throttler's guard with the public API's policy: RATE_LIMIT_PER_MINUTE requests per API key
 * (SPEC.md §9). Runs after ApiKeyGuard, which names the key: `@UseGuards(ApiKeyGuard, RateLimitGuard)`.
 * Every request it counts carries X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset (seconds
 * until the window ends), a refused one too, with Retry-After (the same seconds) and the public 429 body.
 * With RATE_LIMIT_ENABLED=false it lets everything through. The count is RateLimiter's, which the REST
 * fast lane shares, so a request it already counted is not counted again.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    @Inject(Reflector) reflector: Reflector,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
  ) {
    super(options, storage, reflector);
  }

  protected override async shouldSkip(): Promise<boolean> {
    return !this.limiter.enabled;
  }

  protected override async handleRequest({ context }: ThrottlerRequest): Promise<boolean> {
    const decision = await this.limiter.count(context.switchToHttp().getRequest<CountedRequest>());
    setRateLimitHeaders(context.switchToHttp().getResponse<ServerResponse>(), decision);
    if (decision.allowed) return true;
    throw new RateLimitExceededException(this.limiter.exceededMessage);
  }
}

/** X-RateLimit-Limit / Remaining / Reset on every counted request, and Retry-After on a refused one. */
export function setRateLimitHeaders(response: Pick<ServerResponse, 'setHeader'>, decision: RateLimitDecision): void {
  const headers = rateLimitHeaders(decision);
  for (let index = 0; index < headers.length; index += 2) response.setHeader(headers[index]!, headers[index + 1]!);
}

/** The same headers as names and values in turn, after `before`'s, for an answer written in one writeHead (the REST fast lane). */
export function rateLimitHeaders(decision: RateLimitDecision, before: readonly string[] = []): string[] {
  const reset = String(decision.resetInSeconds);
  const headers = [...before, 'X-RateLimit-Limit', String(decision.limit), 'X-RateLimit-Remaining', String(decision.remaining), 'X-RateLimit-Reset', reset];
  if (!decision.allowed) headers.push('Retry-After', reset);
  return headers;
}
