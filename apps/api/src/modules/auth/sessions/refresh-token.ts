import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits: unguessable, so a fast hash (not a password hash) is enough to store it. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What auth_refresh_tokens keeps instead of the token, so a database leak yields no usable tokens. */
export function hashRefreshToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
