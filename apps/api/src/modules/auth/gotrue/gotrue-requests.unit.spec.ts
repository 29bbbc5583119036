import { authErrors } from '../auth-error';
import {
  GrantType,
  parseRequest,
  PasswordGrantRequest,
  SignOutScopeParam,
  SignUpRequest,
  UpdateUserRequest,
} from './gotrue-requests';

describe('GoTrue request parsing', () => {
  it('normalises the sign-up email and defaults data to {}', () => {
    expect(parseRequest(SignUpRequest, { email: '  Ada@Example.TEST ', password: 'secret', data: null })).toEqual({
      email: 'ada@example.test',
      password: 'secret',
      data: {},
    });
  });

  it('drops fields auth-js sends that are not used', () => {
    const parsed = parseRequest(SignUpRequest, {
      email: 'a@example.test',
      password: 'secret',
      gotrue_meta_security: { captcha_token: null },
      code_challenge: null,
    });
    expect(Object.keys(parsed).sort()).toEqual(['data', 'email', 'password']);
  });

  it('refuses bad sign-up input with GoTrue messages', () => {
    expect(() => parseRequest(SignUpRequest, { email: 'nope', password: 'secret' })).toThrow(
      'Unable to validate email address: invalid format',
    );
    expect(() => parseRequest(SignUpRequest, { email: 'a@example.test' })).toThrow('Signup requires a valid password');
    expect(() => parseRequest(SignUpRequest, undefined)).toThrow(
      expect.objectContaining({ code: 'validation_failed' }),
    );
  });

  it('lets the caller choose the error, as the password grant does', () => {
    expect(() =>
      parseRequest(PasswordGrantRequest, { email: ' ', password: 'x' }, authErrors.missingCredentials),
    ).toThrow('You must provide either an email or phone number and a password');
    expect(parseRequest(PasswordGrantRequest, { email: ' A@B ', password: 'x' })).toEqual({
      email: 'a@b',
      password: 'x',
    });
  });

  it('knows two grant types and three sign-out scopes, global by default', () => {
    expect(parseRequest(GrantType, 'refresh_token')).toBe('refresh_token');
    expect(() => parseRequest(GrantType, 'implicit')).toThrow('unsupported_grant_type');
    expect(parseRequest(SignOutScopeParam, undefined)).toBe('global');
    expect(parseRequest(SignOutScopeParam, 'others')).toBe('others');
    expect(() => parseRequest(SignOutScopeParam, ['local', 'global'])).toThrow('Unsupported logout scope');
  });

  it('takes any subset of user changes', () => {
    expect(parseRequest(UpdateUserRequest, {})).toEqual({});
    expect(parseRequest(UpdateUserRequest, { data: { a: null } })).toEqual({ data: { a: null } });
    expect(() => parseRequest(UpdateUserRequest, { data: [] })).toThrow('data must be a JSON object');
  });
});
