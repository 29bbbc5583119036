import { DEFAULT_MIN_PASSWORD_LENGTH, weakPassword } from './password-policy';

describe('weakPassword', () => {
  it('flags a password shorter than the minimum as too short, in GoTrue words', () => {
    expect(weakPassword('a1b2c3d')).toEqual({ reasons: ['length'], message: 'Password should be at least 8 characters.' });
    expect(weakPassword('')).toMatchObject({ reasons: ['length'] });
    expect(weakPassword('a long passphrase', 20)).toEqual({
      reasons: ['length'],
      message: 'Password should be at least 20 characters.',
    });
  });

  it('defaults to a minimum of 8 characters', () => {
    expect(DEFAULT_MIN_PASSWORD_LENGTH).toBe(8);
    expect(weakPassword('Vq7#pLx2')).toBeNull();
  });

  it('refuses common passwords that are long enough as pwned', () => {
    for (const common of ['12345678', 'password', 'password1', 'qwertyuiop', 'iloveyou123']) {
      expect(weakPassword(common)).toEqual({
        reasons: ['pwned'],
        message: 'Password is known to be weak and easy to guess, please choose a different one.',
      });
    }
    expect(weakPassword('123456', 6)).toMatchObject({ reasons: ['pwned'] });
  });

  it('accepts a passphrase', () => {
    expect(weakPassword('correct horse battery staple')).toBeNull();
    expect(weakPassword('a long enough password')).toBeNull();
  });

  it('counts characters as the user sees them, not UTF-16 units', () => {
    // Seven emoji are fourteen UTF-16 units but seven characters.
    expect(weakPassword('😀😀😀😀😀😀😀')).toMatchObject({ reasons: ['length'] });
  });
});
