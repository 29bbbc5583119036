import type { AuthUser } from '../accounts/auth-user';
import type { Factor } from '../mfa/factors.repository';
import type { IssuedSession } from '../sessions/sessions.service';
import { ACCESS_TOKEN_AUDIENCE, AUTHENTICATED_ROLE } from '../tokens/access-token';

/** GoTrue's email identity: auth-js lists `user.identities`, and the SPEC's session user carries them. */
export interface GoTrueIdentity {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: { email: string; email_verified: boolean; phone_verified: boolean; sub: string };
  provider: 'email';
  email: string;
  last_sign_in_at?: string;
  created_at: string;
  updated_at: string;
}

/** GoTrue's user object, as auth-js's `User` type reads it; unset optional timestamps are left out, as GoTrue does. */
export interface GoTrueUser {
  id: string;
  aud: string;
  role: string;
  email: string;
  phone: string;
  email_confirmed_at?: string;
  confirmed_at?: string;
  last_sign_in_at?: string;
  app_metadata: { provider: 'email'; providers: ['email'] };
  user_metadata: Record<string, unknown>;
  identities: GoTrueIdentity[];
  created_at: string;
  updated_at: string;
  is_anonymous: false;
  /** Present once the user has enrolled a factor, as GoTrue omits an empty list. */
  factors?: GoTrueFactor[];
}

/** GoTrue's MFA factor, as auth-js's `mfa.listFactors` reads `user.factors`. */
export interface GoTrueFactor {
  id: string;
  friendly_name: string;
  factor_type: 'totp';
  status: 'unverified' | 'verified';
  created_at: string;
  updated_at: string;
}

export function toGoTrueFactor(factor: Factor): GoTrueFactor {
  return {
    id: factor.id,
    friendly_name: factor.friendlyName,
    factor_type: 'totp',
    status: factor.status,
    created_at: factor.createdAt.toISOString(),
    updated_at: factor.updatedAt.toISOString(),
  };
}

export interface GoTrueSession {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: GoTrueUser;
}

function isoOrOmitted(date: Date | null): string | undefined {
  return date?.toISOString();
}

function toIdentity(user: AuthUser): GoTrueIdentity {
  return {
    identity_id: user.identityId,
    // GoTrue's identity `id` is the provider's id for the user, which for the email provider is the user id.
    id: user.id,
    user_id: user.id,
    identity_data: {
      email: user.email,
      email_verified: user.emailConfirmedAt !== null,
      phone_verified: false,
      sub: user.id,
    },
    provider: 'email',
    email: user.email,
    last_sign_in_at: isoOrOmitted(user.lastSignInAt),
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}

export function toGoTrueUser(user: AuthUser, factors: readonly Factor[] = []): GoTrueUser {
  const confirmedAt = isoOrOmitted(user.emailConfirmedAt);
  return {
    ...(factors.length > 0 ? { factors: factors.map(toGoTrueFactor) } : {}),
    id: user.id,
    aud: ACCESS_TOKEN_AUDIENCE,
    role: AUTHENTICATED_ROLE,
    email: user.email,
    phone: '',
    email_confirmed_at: confirmedAt,
    confirmed_at: confirmedAt,
    last_sign_in_at: isoOrOmitted(user.lastSignInAt),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: user.userMetadata,
    identities: [toIdentity(user)],
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    is_anonymous: false,
  };
}

export function toGoTrueSession(session: IssuedSession, factors: readonly Factor[] = []): GoTrueSession {
  return {
    access_token: session.accessToken.token,
    token_type: 'bearer',
    expires_in: session.accessToken.expiresIn,
    expires_at: session.accessToken.expiresAt,
    refresh_token: session.refreshToken,
    user: toGoTrueUser(session.user, factors),
  };
}
