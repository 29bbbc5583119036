import type { AuthUser } from '../accounts/auth-user';
import { toGoTrueSession, toGoTrueUser } from './gotrue-responses';

const createdAt = new Date('2025-01-02T03:04:05.678Z');
const user: AuthUser = {
  id: '6f1d3c1e-0000-4000-8000-000000000001',
  email: 'ada@example.test',
  emailConfirmedAt: createdAt,
  userMetadata: { name: 'Ada' },
  identityId: '6f1d3c1e-0000-4000-8000-000000000002',
  lastSignInAt: new Date('2025-01-03T00:00:00.000Z'),
  createdAt,
  updatedAt: createdAt,
};

describe('toGoTrueUser', () => {
  it('has the fields auth-js reads, with one email identity', () => {
    expect(toGoTrueUser(user)).toEqual({
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: 'ada@example.test',
      phone: '',
      email_confirmed_at: '2025-01-02T03:04:05.678Z',
      confirmed_at: '2025-01-02T03:04:05.678Z',
      last_sign_in_at: '2025-01-03T00:00:00.000Z',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Ada' },
      identities: [
        {
          identity_id: user.identityId,
          id: user.id,
          user_id: user.id,
          identity_data: { email: 'ada@example.test', email_verified: true, phone_verified: false, sub: user.id },
          provider: 'email',
          email: 'ada@example.test',
          last_sign_in_at: '2025-01-03T00:00:00.000Z',
          created_at: '2025-01-02T03:04:05.678Z',
          updated_at: '2025-01-02T03:04:05.678Z',
        },
      ],
      created_at: '2025-01-02T03:04:05.678Z',
      updated_at: '2025-01-02T03:04:05.678Z',
      is_anonymous: false,
    });
  });

  it('leaves unset timestamps out of the JSON, as GoTrue does', () => {
    const json = JSON.parse(JSON.stringify(toGoTrueUser({ ...user, emailConfirmedAt: null, lastSignInAt: null })));

    expect(json).not.toHaveProperty('email_confirmed_at');
    expect(json).not.toHaveProperty('confirmed_at');
    expect(json).not.toHaveProperty('last_sign_in_at');
    expect(json.identities[0].identity_data.email_verified).toBe(false);
  });
});

describe('toGoTrueSession', () => {
  it('is a bearer session with the token pair, its expiry and the user', () => {
    const session = toGoTrueSession({
      accessToken: { token: 'access', expiresAt: 1_800_000_000, expiresIn: 3600 },
      refreshToken: 'refresh',
      user,
    });

    expect(session).toEqual({
      access_token: 'access',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: 1_800_000_000,
      refresh_token: 'refresh',
      user: toGoTrueUser(user),
    });
  });
});
