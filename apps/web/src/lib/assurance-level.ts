import type { Session } from '@supabase/auth-js';

export type AssuranceLevel = 'aal1' | 'aal2';

export interface AssuranceLevels {
  /** The level the access token carries (its `aal` claim). */
  readonly currentLevel: AssuranceLevel | null;
  /** The level the person can reach: aal2 once they have a verified factor. */
  readonly nextLevel: AssuranceLevel | null;
}

function tokenClaims(accessToken: string): Record<string, unknown> {
  const payload = accessToken.split('.')[1];
  if (!payload) return {};
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function assuranceLevel(value: unknown): AssuranceLevel | null {
  return value === 'aal1' || value === 'aal2' ? value : null;
}

/**
 * auth-js's `mfa.getAuthenticatorAssuranceLevel()` for a session at hand, without auth-js: the same reading of
 * the token's `aal` claim and of the user's verified factors, so the /app guard stays synchronous.
 */
export function assuranceLevels(session: Pick<Session, 'access_token' | 'user'>): AssuranceLevels {
  const currentLevel = assuranceLevel(tokenClaims(session.access_token).aal);
  const verified = (session.user.factors ?? []).some((factor) => factor.status === 'verified');
  return { currentLevel, nextLevel: verified ? 'aal2' : currentLevel };
}

/** A person with a verified factor who has not yet given a code in this session. */
export function needsSecondFactor(session: Pick<Session, 'access_token' | 'user'>): boolean {
  const { currentLevel, nextLevel } = assuranceLevels(session);
  return nextLevel === 'aal2' && currentLevel !== 'aal2';
}
