import { containsInvalidText } from './valid-text';

describe('containsInvalidText', () => {
  it('finds NUL and unpaired surrogates anywhere: strings, keys, deep inside', () => {
    expect(containsInvalidText({ name: 'a\u0000b' })).toBe(true);
    expect(containsInvalidText(['ok', ['\ud800']])).toBe(true);
    expect(containsInvalidText({ ['\udfff']: 1 })).toBe(true);
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(containsInvalidText(deep)).toBe(true);
  });

  it('lets every other text through: emoji (paired surrogates), RTL marks, combining accents, numbers and nulls', () => {
    expect(containsInvalidText({ name: '👩‍👩‍👧 \u202e e\u0301', count: 3, none: null, list: [true, 'ok'] })).toBe(false);
    expect(containsInvalidText(undefined)).toBe(false);
  });
});
