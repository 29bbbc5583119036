import { createHash } from 'node:crypto';
import { hashApiKey, isWellFormedApiKey, KEY_PREFIX_LENGTH, newApiKeySecret } from './api-key-secret';

describe('API key secrets', () => {
  it('makes wl_ + 43 base62 characters, a 10-character prefix and the SHA-256 hash', () => {
    const secret = newApiKeySecret();
    expect(secret.key).toMatch(/^wl_[0-9A-Za-z]{43}$/);
    expect(secret.prefix).toBe(secret.key.slice(0, KEY_PREFIX_LENGTH));
    expect(secret.prefix).toHaveLength(10);
    expect(secret.hash).toEqual(createHash('sha256').update(secret.key).digest());
    expect(hashApiKey(secret.key)).toEqual(secret.hash);
  });

  it('never repeats itself and uses the whole alphabet', () => {
    const keys = Array.from({ length: 500 }, () => newApiKeySecret().key);
    expect(new Set(keys).size).toBe(500);
    const characters = new Set(keys.flatMap((key) => [...key.slice(3)]));
    expect(characters.size).toBe(62);
  });

  it('tells well-formed keys from anything else', () => {
    expect(isWellFormedApiKey(newApiKeySecret().key)).toBe(true);
    for (const value of ['', 'wl_', `wl_${'a'.repeat(42)}`, `wl_${'a'.repeat(44)}`, `xx_${'a'.repeat(43)}`, `wl_${'-'.repeat(43)}`]) {
      expect(isWellFormedApiKey(value)).toBe(false);
    }
  });
});
