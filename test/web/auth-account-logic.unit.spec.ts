import { AuthApiError, AuthWeakPasswordError } from '@supabase/auth-js';
import { qrCodeSource } from '../../apps/web/src/features/account/hooks/qr-code-source';
import { AUTH_LINK_PATH, authLinkFromHash, authLinkTarget } from '../../apps/web/src/features/auth/hooks/auth-link';
import { assuranceLevels, needsSecondFactor } from '../../apps/web/src/lib/assurance-level';
import { AUTH_FALLBACK_MESSAGE, authErrorCode, describeAuthError } from '../../apps/web/src/lib/auth-errors';

function token(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'ES256', typ: 'JWT' })}.${part(claims)}.signature`;
}

type Factors = { id: string; status: 'verified' | 'unverified'; factor_type: 'totp'; created_at: string; updated_at: string }[];

function session(aal: string | undefined, factors?: Factors) {
  const user = { id: 'u1', aud: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: '2026-01-01T00:00:00Z', ...(factors ? { factors } : {}) };
  return { access_token: token(aal ? { sub: 'u1', aal } : { sub: 'u1' }), user };
}

const verified: Factors = [{ id: 'f1', status: 'verified', factor_type: 'totp', created_at: '', updated_at: '' }];
const unverified: Factors = [{ id: 'f2', status: 'unverified', factor_type: 'totp', created_at: '', updated_at: '' }];

describe('assurance levels (auth-js getAuthenticatorAssuranceLevel, read from the session)', () => {
  it('a person without factors stays at the level of the token', () => {
    expect(assuranceLevels(session('aal1'))).toEqual({ currentLevel: 'aal1', nextLevel: 'aal1' });
    expect(needsSecondFactor(session('aal1'))).toBe(false);
    expect(needsSecondFactor(session('aal1', unverified))).toBe(false);
  });

  it('a verified factor raises the next level to aal2, and an aal1 token then needs the code', () => {
    expect(assuranceLevels(session('aal1', verified))).toEqual({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect(needsSecondFactor(session('aal1', verified))).toBe(true);
  });

  it('an aal2 token has given the code', () => {
    expect(assuranceLevels(session('aal2', verified))).toEqual({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(needsSecondFactor(session('aal2', verified))).toBe(false);
  });

  it('a token without an aal claim, or that is no JWT, counts as no level', () => {
    expect(assuranceLevels(session(undefined, verified))).toEqual({ currentLevel: null, nextLevel: 'aal2' });
    expect(needsSecondFactor(session(undefined, verified))).toBe(true);
    expect(assuranceLevels({ ...session('aal1'), access_token: 'not-a-jwt' })).toEqual({ currentLevel: null, nextLevel: null });
    expect(assuranceLevels({ ...session('aal1'), access_token: 'a.%%%.c' })).toEqual({ currentLevel: null, nextLevel: null });
  });
});

describe('auth errors in plain words', () => {
  it('weak_password lists its reasons, with the minimum length GoTrue states', () => {
    const error = new AuthWeakPasswordError('Password should be at least 8 characters.', 422, ['length', 'pwned']);
    expect(describeAuthError(error)).toBe('Choose a stronger password: it must be at least 8 characters long; it is a common password that is easy to guess.');
    expect(describeAuthError(new AuthWeakPasswordError('Password is known to be weak and easy to guess', 422, ['pwned']))).toBe(
      'Choose a stronger password: it is a common password that is easy to guess.',
    );
    expect(describeAuthError(new AuthWeakPasswordError('weak', 422, ['length', 'characters']))).toBe(
      'Choose a stronger password: it is too short; it needs more kinds of characters.',
    );
    expect(describeAuthError(new AuthWeakPasswordError('weak', 422, []))).toBe('Choose a stronger password.');
    // A reason auth-js does not list yet is said as GoTrue names it.
    expect(describeAuthError({ message: 'weak', code: 'weak_password', reasons: ['entropy'] })).toBe('Choose a stronger password: entropy.');
  });

  it('a 429 says to wait, and the e-mail limit says which', () => {
    expect(describeAuthError(new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'))).toBe(
      'Too many attempts. Please wait a minute and try again.',
    );
    expect(describeAuthError(new AuthApiError('slow down', 429, undefined))).toBe('Too many attempts. Please wait a minute and try again.');
    // The server's own words, when they say when to try again.
    const worded = 'Request rate limit reached: too many failed sign-ins. Try again in 14 minutes.';
    expect(describeAuthError(new AuthApiError(worded, 429, 'over_request_rate_limit'))).toBe(worded);
    expect(describeAuthError(new AuthApiError('Email rate limit exceeded', 429, 'over_email_send_rate_limit'))).toBe(
      'Too many emails were sent to this address. Please wait a while before asking for another.',
    );
  });

  it('a wrong code, and other GoTrue errors, keep GoTrue message unless plainer words exist', () => {
    expect(describeAuthError(new AuthApiError('Invalid TOTP code entered', 422, 'mfa_verification_failed'))).toBe(
      'That code is not right. Check your authenticator app and try again.',
    );
    expect(describeAuthError(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'))).toBe('Invalid login credentials');
  });

  it('anything without a message falls back to SPEC.md wording', () => {
    expect(describeAuthError(new Error(''))).toBe(AUTH_FALLBACK_MESSAGE);
    expect(describeAuthError(null)).toBe('Authentication failed');
    expect(describeAuthError('boom')).toBe('Authentication failed');
  });

  it('reads the code of an auth-js error', () => {
    expect(authErrorCode(new AuthApiError('Password update requires reauthentication', 400, 'reauthentication_needed'))).toBe('reauthentication_needed');
    expect(authErrorCode(new Error('x'))).toBeUndefined();
    expect(authErrorCode(undefined)).toBeUndefined();
  });
});

describe("a mail's link", () => {
  it('a reset link and a confirmation link carry a session and their type', () => {
    expect(authLinkFromHash('#access_token=a&refresh_token=r&expires_in=3600&token_type=bearer&type=recovery')).toEqual({ kind: 'recovery' });
    expect(authLinkFromHash('#access_token=a&refresh_token=r&type=signup')).toEqual({ kind: 'signup' });
    expect(authLinkFromHash('#access_token=a&refresh_token=r&type=magiclink')).toEqual({ kind: 'other' });
  });

  it("a link that failed gives GoTrue's description", () => {
    expect(authLinkFromHash('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired')).toEqual({
      error: 'Email link is invalid or has expired',
    });
    expect(authLinkFromHash('#error=access_denied')).toEqual({ error: 'access_denied' });
  });

  it('any other page is no link', () => {
    expect(authLinkFromHash('')).toBeNull();
    expect(authLinkFromHash('#main-content')).toBeNull();
    expect(authLinkFromHash('#type=recovery')).toBeNull();
  });

  it('comes back to the Login page of this origin', () => {
    expect(AUTH_LINK_PATH).toBe('/login');
    expect(authLinkTarget('https://worldloom.example')).toBe('https://worldloom.example/login');
  });
});

describe('the QR code of a new factor', () => {
  it("percent-encodes the SVG auth-js puts in a data URL as it is, so a '#' does not cut it short", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#ffffff" d="M0 0h1v1H0z"/></svg>';
    const source = qrCodeSource(`data:image/svg+xml;utf-8,${svg}`);
    expect(source).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(source).not.toContain('#');
    expect(decodeURIComponent(source.slice(source.indexOf(',') + 1))).toBe(svg);
  });

  it('leaves any other source as it is', () => {
    expect(qrCodeSource('data:image/svg+xml;base64,PHN2Zy8+')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(qrCodeSource('data:image/svg+xml;utf-8,%3Csvg%2F%3E')).toBe('data:image/svg+xml;utf-8,%3Csvg%2F%3E');
  });
});
