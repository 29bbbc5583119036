import { HttpException } from '@nestjs/common';
import { InvalidAccessTokenError } from '../access-token-verifier';
import { authErrors } from '../auth-error';
import { toGoTrueErrorBody } from './gotrue-exception.filter';

describe('toGoTrueErrorBody', () => {
  it('gives GoTrue status, error_code and msg', () => {
    expect(toGoTrueErrorBody(authErrors.invalidCredentials())).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
    expect(toGoTrueErrorBody(authErrors.userAlreadyExists())).toMatchObject({
      code: 422,
      error_code: 'user_already_exists',
    });
  });

  it('carries weak-password reasons', () => {
    expect(toGoTrueErrorBody(authErrors.weakPassword('Too short', ['length']))).toEqual({
      code: 422,
      error_code: 'weak_password',
      msg: 'Too short',
      weak_password: { reasons: ['length'] },
    });
  });

  it('maps refused access tokens to 403 bad_jwt or session_not_found', () => {
    expect(toGoTrueErrorBody(new InvalidAccessTokenError('invalid', 'invalid JWT'))).toMatchObject({
      code: 403,
      error_code: 'bad_jwt',
    });
    expect(toGoTrueErrorBody(new InvalidAccessTokenError('session_ended', 'gone'))).toMatchObject({
      code: 403,
      error_code: 'session_not_found',
    });
    expect(toGoTrueErrorBody(new InvalidAccessTokenError('insufficient_aal', 'AAL2 required'))).toEqual({
      code: 403,
      error_code: 'insufficient_aal',
      msg: 'AAL2 required',
    });
  });

  it('answers a failed mail server as 502, in GoTrue words', () => {
    expect(toGoTrueErrorBody(authErrors.mailFailed())).toEqual({
      code: 502,
      error_code: 'unexpected_failure',
      msg: 'Error sending email',
    });
  });

  it('keeps the status of a Nest HttpException', () => {
    expect(toGoTrueErrorBody(new HttpException('Too Many Requests', 429))).toMatchObject({
      code: 429,
      error_code: 'over_request_rate_limit',
    });
  });

  it('hides everything else behind a 500', () => {
    expect(toGoTrueErrorBody(new Error('connection refused at 10.0.0.3'))).toEqual({
      code: 500,
      error_code: 'unexpected_failure',
      msg: 'Internal server error',
    });
  });
});
