import { hashRefreshToken, newRefreshToken } from './refresh-token';

describe('refresh tokens', () => {
  it('are random, URL-safe and 256 bits long', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => newRefreshToken()));

    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('are stored as their SHA-256, the same for the same token', () => {
    const token = newRefreshToken();

    expect(hashRefreshToken(token)).toEqual(hashRefreshToken(token));
    expect(hashRefreshToken(token)).toHaveLength(32);
    expect(hashRefreshToken(token)).not.toEqual(hashRefreshToken(newRefreshToken()));
    expect(hashRefreshToken('abc').toString('hex')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
