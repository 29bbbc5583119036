import type { IncomingMessage, ServerResponse } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { type FastRoute, type FastRouteOutcome, writeAfterReads } from '#platform/http/fast-lane';
import { type HeaderList, jsonEntityOf, sendJsonEntity } from '#platform/http/json-entity';
import { API_KEY_AUTHENTICATOR, type ApiKeyAuthenticator, type AuthenticatedApiKey, InvalidApiKeyError } from '#platform/rest/api-key-auth';
import { authenticateRequest } from '#platform/rest/api-key.guard';
import { type CountedRequest, RateLimiter } from '#platform/rest/rate-limit/rate-limiter';
import { rateLimitHeaders } from '#platform/rest/rate-limit/rate-limit.guard';
import { WorldStateCache } from './world-state.cache';

/** `GET /api/worlds/{worldId}/state` and nothing else: no query string (the audit points go the full way). */
const STATE_PATH = /^\/api\/worlds\/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\/state$/;

/**
 * The current state of a world whose state is cached (WorldStateCache), answered before express by the
 * same steps as the full route (GetWorldStateController behind ApiKeyGuard and RateLimitGuard): the key
 * check, the count, the JSON entity with its ETag or a 304 (written with the turn's other answers: writeAfterReads).
 * Whatever it cannot answer that way — no or a bad key, 429, a world not cached, another user's world — goes on to
 * the full route, carrying the key and the counted request with it so neither is done twice.
 */
@Injectable()
export class WorldStateFastRoute implements FastRoute {
  readonly name = 'GET /api/worlds/{worldId}/state';
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

  async handle(request: IncomingMessage, response: ServerResponse, { worldId }: Record<string, string>, headers: HeaderList): Promise<FastRouteOutcome> {
    const outcome = await this.answer(request, response, worldId!, headers);
    this.counts[outcome]++;
    return outcome;
  }

  private async answer(request: CountedRequest, response: ServerResponse, worldId: string, headers: HeaderList): Promise<FastRouteOutcome> {
    const key = await this.authenticate(request);
    if (!key) return 'passed';
    const state = this.cache.peek(worldId, key.userId);
    if (!state) return 'passed';
    if (this.limiter.enabled) {
      // In memory the count comes at once: no await (a turn of the event loop's microtasks) on the hot path.
      const counted = this.limiter.count(request);
      const decision = counted instanceof Promise ? await counted : counted;
      if (!decision.allowed) return 'passed';
      headers = rateLimitHeaders(decision, headers);
    }
    const entity = jsonEntityOf(state.view);
    writeAfterReads(response, () => sendJsonEntity(request, response, entity, headers));
    return 'answered';
  }

  /** A key the full route would refuse is left for it to refuse, in its own words. */
  private async authenticate(request: CountedRequest): Promise<AuthenticatedApiKey | undefined> {
    try {
      return await authenticateRequest(this.authenticator, request);
    } catch (error) {
      if (error instanceof InvalidApiKeyError) return undefined;
      throw error;
    }
  }
}
