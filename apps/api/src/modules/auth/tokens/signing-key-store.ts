import { Inject, Injectable } from '@nestjs/common';
import {
  type CryptoKey,
  calculateJwkThumbprint,
  errors as joseErrors,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { ACCESS_TOKEN_ALGORITHM } from './access-token';
import { insertCurrentKeyIfNone, listSigningKeys, type StoredSigningKey } from './signing-keys.repository';

/** The same lifetime auth-js gives its JWKS cache (SPEC §9), so a rotated-in key is seen as soon as clients see it. */
export const KEY_RING_TTL_MS = 10 * 60 * 1000;

export interface SigningKey {
  readonly kid: string;
  readonly privateKey: CryptoKey;
}

interface KeyRing {
  readonly signingKey: SigningKey;
  readonly publicJwks: JWK[];
  readonly verificationKeys: ReadonlyMap<string, CryptoKey>;
}

/**
 * The ES256 key pair(s) of access tokens, kept in auth_signing_keys so every instance and restart shares
 * them. The first instance to need a key creates it; the ring is cached for KEY_RING_TTL_MS.
 */
@Injectable()
export class SigningKeyStore {
  private cached: { ring: Promise<KeyRing>; loadedAt: number } | undefined;

  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async signingKey(): Promise<SigningKey> {
    return (await this.ring()).signingKey;
  }

  /** The public half of every key, as `/.well-known/jwks.json` serves it. */
  async publicJwks(): Promise<JWK[]> {
    return (await this.ring()).publicJwks;
  }

  async verificationKey(kid: string | undefined): Promise<CryptoKey | undefined> {
    return kid === undefined ? undefined : (await this.ring()).verificationKeys.get(kid);
  }

  /** `claims` signed with the current key (ES256, its kid): from `issuer` about `subject` for `audience`, valid `expiresIn` seconds from `issuedAt` (epoch seconds). */
  async sign(
    claims: JWTPayload,
    registered: { subject: string; audience: string; issuer: string; issuedAt: number; expiresIn: number },
  ): Promise<string> {
    const { kid, privateKey } = await this.signingKey();
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, kid, typ: 'JWT' })
      .setSubject(registered.subject)
      .setAudience(registered.audience)
      .setIssuer(registered.issuer)
      .setIssuedAt(registered.issuedAt)
      .setExpirationTime(registered.issuedAt + registered.expiresIn)
      .sign(privateKey);
  }

  /**
   * The payload of a token signed by one of these keys for `audience` by `issuer`, with exp, iat and sub, not
   * expired; or jose's reason for refusing it. Any other failure (the database down) is thrown: it is not the
   * token's fault.
   */
  async verify(token: string, expected: { issuer: string; audience: string }): Promise<{ payload: JWTPayload } | { refused: string; code: string }> {
    try {
      const { payload } = await jwtVerify(token, ({ kid }) => this.requiredVerificationKey(kid), {
        algorithms: [ACCESS_TOKEN_ALGORITHM],
        ...expected,
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      return { payload };
    } catch (error) {
      if (!(error instanceof joseErrors.JOSEError)) throw error;
      return { refused: error.message, code: error.code };
    }
  }

  private async requiredVerificationKey(kid: string | undefined): Promise<CryptoKey> {
    const key = await this.verificationKey(kid);
    if (!key) throw new joseErrors.JWKSNoMatchingKey();
    return key;
  }

  private ring(): Promise<KeyRing> {
    const now = Date.now();
    if (!this.cached || now - this.cached.loadedAt >= KEY_RING_TTL_MS) {
      const ring = this.loadRing();
      // A failed load (database down) must not be cached: the next call tries again.
      ring.catch(() => {
        if (this.cached?.ring === ring) this.cached = undefined;
      });
      this.cached = { ring, loadedAt: now };
    }
    return this.cached.ring;
  }

  private async loadRing(): Promise<KeyRing> {
    let keys = await listSigningKeys(this.pool);
    if (!keys.some((key) => key.isCurrent)) {
      await insertCurrentKeyIfNone(this.pool, await generateSigningKey());
      keys = await listSigningKeys(this.pool);
    }
    return toKeyRing(keys);
  }
}

async function generateSigningKey(): Promise<Omit<StoredSigningKey, 'isCurrent'>> {
  const { publicKey, privateKey } = await generateKeyPair(ACCESS_TOKEN_ALGORITHM, { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  // RFC 7638 thumbprint: a kid that is derived from the key itself, so it can never name another key.
  const kid = await calculateJwkThumbprint(publicJwk);
  return {
    kid,
    algorithm: ACCESS_TOKEN_ALGORITHM,
    publicJwk: { ...publicJwk, kid, alg: ACCESS_TOKEN_ALGORITHM, use: 'sig', key_ops: ['verify'] },
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: ACCESS_TOKEN_ALGORITHM },
  };
}

async function toKeyRing(keys: StoredSigningKey[]): Promise<KeyRing> {
  const current = keys.find((key) => key.isCurrent);
  if (!current) throw new Error('auth_signing_keys has no current key');
  const verificationKeys = new Map<string, CryptoKey>();
  for (const key of keys) {
    verificationKeys.set(key.kid, await importAsymmetricKey(key.publicJwk, key.algorithm));
  }
  return {
    signingKey: { kid: current.kid, privateKey: await importAsymmetricKey(current.privateJwk, current.algorithm) },
    publicJwks: keys.map((key) => key.publicJwk),
    verificationKeys,
  };
}

async function importAsymmetricKey(jwk: JWK, algorithm: string): Promise<CryptoKey> {
  const key = await importJWK(jwk, algorithm);
  // Only a symmetric ("oct") JWK imports as bytes; one here would mean a corrupt row.
  if (key instanceof Uint8Array) throw new Error(`signing key ${jwk.kid ?? '?'} is not an asymmetric key`);
  return key;
}
