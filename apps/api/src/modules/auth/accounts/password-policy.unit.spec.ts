import { MIN_PASSWORD_LENGTH, weakPasswordReasons } from './password-policy';

describe('weakPasswordReasons', () => {
  it('flags a password shorter than the minimum as too short', () => {
    expect(weakPasswordReasons('a'.repeat(MIN_PASSWORD_LENGTH - 1))).toEqual(['length']);
    expect(weakPasswordReasons('')).toEqual(['length']);
  });

  it('accepts a password of the minimum length', () => {
    expect(weakPasswordReasons('a'.repeat(MIN_PASSWORD_LENGTH))).toEqual([]);
  });

  it('counts characters as the user sees them, not UTF-16 units', () => {
    // Five emoji are ten UTF-16 units but five characters.
    expect(weakPasswordReasons('😀😀😀😀😀')).toEqual(['length']);
  });
});
