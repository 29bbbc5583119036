import { Inject, Injectable, Logger } from '@nestjs/common';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { type ApiKeyAuthenticator, type AuthenticatedApiKey, InvalidApiKeyError } from '#platform/rest/api-key-auth';
import { hashApiKey, isWellFormedApiKey } from '../api-key-secret';
import { findApiKeyByHash, touchApiKey } from '../api-keys.repository';

/**
 * How long a valid key is taken on trust without asking Postgres. A revocation takes effect at once on
 * the instance that revoked the key and within this bound on every other instance.
 */
export const API_KEY_CACHE_MS = 5_000;
const CACHE_MAX_ENTRIES = 10_000;

/** last_used_at is accurate to this: each key costs at most one UPDATE per this many seconds. */
export const LAST_USED_RESOLUTION_SECONDS = 60;

interface TrustedKey {
  readonly key: AuthenticatedApiKey;
  readonly expiresAt: number | null;
  readonly trustedUntil: number;
}

/** Looks a raw key up by its SHA-256 hash; unknown, revoked and expired keys are an InvalidApiKeyError. */
@Injectable()
export class PostgresApiKeyAuthenticator implements ApiKeyAuthenticator {
  private readonly logger = new Logger('ApiKeys');
  private readonly trusted = new Map<string, TrustedKey>();
  private readonly lastTouchedAt = new Map<string, number>();

  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async authenticate(rawKey: string): Promise<AuthenticatedApiKey> {
    if (!isWellFormedApiKey(rawKey)) throw new InvalidApiKeyError();
    const now = Date.now();
    const trusted = await this.trustedKey(hashApiKey(rawKey), now);
    if (trusted.expiresAt !== null && trusted.expiresAt <= now) throw new InvalidApiKeyError();
    await this.recordUse(trusted.key.keyId, now);
    return trusted.key;
  }

  /** Stops trusting a revoked key on this instance at once. */
  forget(keyId: string): void {
    for (const [hash, trusted] of this.trusted) {
      if (trusted.key.keyId === keyId) this.trusted.delete(hash);
    }
  }

  private async trustedKey(hash: Buffer, now: number): Promise<TrustedKey> {
    const cacheKey = hash.toString('base64');
    const cached = this.trusted.get(cacheKey);
    if (cached && cached.trustedUntil > now) return cached;
    this.trusted.delete(cacheKey);
    const stored = await findApiKeyByHash(this.pool, hash);
    if (!stored || stored.revoked) throw new InvalidApiKeyError();
    const trusted: TrustedKey = {
      key: { keyId: stored.keyId, userId: stored.userId },
      expiresAt: stored.expiresAt?.getTime() ?? null,
      trustedUntil: now + API_KEY_CACHE_MS,
    };
    if (this.trusted.size >= CACHE_MAX_ENTRIES) this.trusted.delete(this.trusted.keys().next().value as string);
    this.trusted.set(cacheKey, trusted);
    return trusted;
  }

  /** Awaited but rare (once per key per resolution); a failure is logged, never the caller's problem. */
  private async recordUse(keyId: string, now: number): Promise<void> {
    const resolutionMs = LAST_USED_RESOLUTION_SECONDS * 1000;
    const last = this.lastTouchedAt.get(keyId);
    if (last !== undefined && now - last < resolutionMs) return;
    if (this.lastTouchedAt.size >= CACHE_MAX_ENTRIES) this.lastTouchedAt.clear();
    this.lastTouchedAt.set(keyId, now);
    try {
      await touchApiKey(this.pool, keyId, LAST_USED_RESOLUTION_SECONDS);
    } catch (error) {
      this.lastTouchedAt.delete(keyId);
      this.logger.warn(`Could not record the use of API key ${keyId}: ${(error as Error).message}`);
    }
  }
}
