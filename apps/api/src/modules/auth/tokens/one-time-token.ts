import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A link token: 256 random bits, URL-safe. Only its hash is stored. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A 6-digit code, uniformly drawn, leading zeros kept. */
export function newOneTimeCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function hashLinkToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** Codes are few (10^6): hashed with the user id, so one table of code hashes does not serve every account. */
export function hashOneTimeCode(userId: string, code: string): Buffer {
  return createHash('sha256').update(`${userId}:${code.trim()}`).digest();
}
