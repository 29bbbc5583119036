import { PasswordHasher } from './password-hasher';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('hashes with argon2id and a fresh salt each time', async () => {
    const [first, second] = await Promise.all([hasher.hash('open sesame'), hasher.hash('open sesame')]);

    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(second).not.toBe(first);
  });

  it('verifies the right password only', async () => {
    const stored = await hasher.hash('open sesame');

    await expect(hasher.verify(stored, 'open sesame')).resolves.toBe(true);
    await expect(hasher.verify(stored, 'open sesame!')).resolves.toBe(false);
    await expect(hasher.verifyNothing('open sesame')).resolves.toBe(false);
  });
});
