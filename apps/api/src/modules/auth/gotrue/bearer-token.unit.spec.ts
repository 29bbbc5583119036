import { AuthError } from '../auth-error';
import { bearerToken } from './bearer-token';

describe('bearerToken', () => {
  it('takes the token of a Bearer header, whatever the scheme case', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc')).toBe('abc');
  });

  it.each([undefined, '', 'Bearer', 'Bearer ', 'Basic abc', 'Bearer a b'])(
    'refuses %p with no_authorization',
    (header) => {
      expect(() => bearerToken(header)).toThrow(AuthError);
      expect(() => bearerToken(header)).toThrow(expect.objectContaining({ code: 'no_authorization' }));
    },
  );
});
