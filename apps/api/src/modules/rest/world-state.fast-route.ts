import type { IncomingMessage, ServerResponse } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import etag from 'etag';
import fresh from 'fresh';
import { API_KEY_HEADER } from '../../platform/rest/api-key.guard';
import {
  API_KEY_AUTHENTICATOR,
  API_KEY_REQUEST_PROPERTY,
  type ApiKeyAuthenticator,
  type AuthenticatedApiKey,
  InvalidApiKeyError,
  RATE_LIMIT_DECISION_PROPERTY,
} from '../../platform/rest/api-key-auth';
import type { FastRoute, FastRouteOutcome } from '../../platform/http/fast-lane';
import { RateLimiter, type RateLimitDecision } from '../../platform/rest/rate-limit/rate-limiter';
import { setRateLimitHeaders } from '../../platform/rest/rate-limit/rate-limit.guard';
import { type CachedWorldState, WorldStateCache } from '../world/queries/get-world-state/world-state.cache';

/** `GET /api/worlds/{worldId}/state` and nothing else: no query string (the audit points go the full way). */
const STATE_PATH = /^\/api\/worlds\/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\/state$/;

type LaneRequest = IncomingMessage & {
  [API_KEY_REQUEST_PROPERTY]?: AuthenticatedApiKey;
  [RATE_LIMIT_DECISION_PROPERTY]?: RateLimitDecision;
};

/**
 * The current state of a world whose state is cached (WorldStateCache), answered before express: the
 * same key check and rate limit as ApiKeyGuard and RateLimitGuard, the same bytes, ETag and headers as
 * WorldsController.state. Whatever it cannot answer that way — no or a bad key, 429, a world not cached,
 * another user's world — goes on to the full route, carrying the key and the counted request with it so
 * neither is done twice.
 */
@Injectable()
export class WorldStateFastRoute implements FastRoute {
  readonly name = 'GET /api/worlds/{worldId}/state';
  private readonly etags = new WeakMap<CachedWorldState, string>();
  /** Requests answered here and passed on; for tests and diagnostics. */
  readonly counts = { answered: 0, passed: 0 };

  constructor(
    @Inject(API_KEY_AUTHENTICATOR) private readonly authenticator: ApiKeyAuthenticator,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
    @Inject(WorldStateCache) private readonly cache: WorldStateCache,
  ) {}

  match(method: string, url: string): Record<string, string> | undefined {
    if (method !== 'GET' || !this.cache.enabled) return undefined;
    const worldId = STATE_PATH.exec(url)?.[1];
    return worldId === undefined ? undefined : { worldId };
  }

  async handle(request: LaneRequest, response: ServerResponse, { worldId }: Record<string, string>): Promise<FastRouteOutcome> {
    const outcome = await this.answer(request, response, worldId!);
    this.counts[outcome]++;
    return outcome;
  }

  private async answer(request: LaneRequest, response: ServerResponse, worldId: string): Promise<FastRouteOutcome> {
    const rawKey = headerValue(request, API_KEY_HEADER)?.trim();
    if (!rawKey) return 'passed';
    const key = await this.authenticate(rawKey);
    if (!key) return 'passed';
    request[API_KEY_REQUEST_PROPERTY] = key;
    const state = this.cache.peek(worldId, key.userId);
    if (!state) return 'passed';
    if (this.limiter.enabled) {
      const decision = await this.limiter.hit(key.keyId);
      request[RATE_LIMIT_DECISION_PROPERTY] = decision;
      if (!decision.allowed) return 'passed';
      setRateLimitHeaders(response, decision);
    }
    const body = state.body;
    const etag = this.etagFor(state);
    response.setHeader('ETag', etag);
    // express's req.fresh: If-None-Match names this ETag (weakly) or `*`, and no `Cache-Control: no-cache`.
    if (fresh(request.headers, { etag })) {
      response.statusCode = 304;
      response.end();
      return 'answered';
    }
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Content-Length', Buffer.byteLength(body));
    response.statusCode = 200;
    response.end(body);
    return 'answered';
  }

  /** A key the full route would refuse is left for it to refuse, in its own words. */
  private async authenticate(rawKey: string): Promise<AuthenticatedApiKey | undefined> {
    try {
      return await this.authenticator.authenticate(rawKey);
    } catch (error) {
      if (error instanceof InvalidApiKeyError) return undefined;
      throw error;
    }
  }

  private etagFor(state: CachedWorldState): string {
    let validator = this.etags.get(state);
    if (validator === undefined) {
      // express's default `etag` setting ("weak"), so both ways give the same validator.
      validator = etag(state.body, { weak: true });
      this.etags.set(state, validator);
    }
    return validator;
  }
}

function headerValue(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
