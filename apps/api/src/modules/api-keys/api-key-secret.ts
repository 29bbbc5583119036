import { createHash, randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_START = 'wl_';
// 43 base62 characters carry 256 random bits.
const SECRET_LENGTH = 43;
/** `wl_` and 7 characters: enough for a user to tell their keys apart, far too little to guess the rest. */
export const KEY_PREFIX_LENGTH = 10;

const WELL_FORMED_KEY = new RegExp(`^${KEY_START}[0-9A-Za-z]{${SECRET_LENGTH}}$`);

export interface NewApiKeySecret {
  /** Shown to the user once, never stored. */
  readonly key: string;
  readonly prefix: string;
  readonly hash: Buffer;
}

/** `wl_` + 256 random bits in base62 (letters and digits only, so a double-click selects it all). */
export function newApiKeySecret(): NewApiKeySecret {
  const key = KEY_START + randomBase62(SECRET_LENGTH);
  return { key, prefix: key.slice(0, KEY_PREFIX_LENGTH), hash: hashApiKey(key) };
}

/** The key is unguessable, so a fast hash (not a password hash) is enough to store and look it up. */
export function hashApiKey(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

/** Cheap check before any lookup: anything else cannot be a key we issued. */
export function isWellFormedApiKey(value: string): boolean {
  return WELL_FORMED_KEY.test(value);
}

function randomBase62(length: number): string {
  let text = '';
  while (text.length < length) {
    for (const byte of randomBytes(length)) {
      // Bytes from 248 up would make the first 8 characters likelier than the others.
      if (byte < 248 && text.length < length) text += BASE62[byte % 62];
    }
  }
  return text;
}
