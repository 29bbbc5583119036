/** Where a link from one of our mails brings the person: the Login page, whose fragment auth-js reads. */
export const AUTH_LINK_PATH = '/login';

export type AuthLinkKind = 'recovery' | 'signup' | 'other';

export type AuthLink = { readonly kind: AuthLinkKind } | { readonly error: string };

/**
 * What the fragment of a page opened from a mail's link holds (GoTrue's /verify redirect): a session and the
 * link's type, or GoTrue's error. `null` for a page opened any other way.
 */
export function authLinkFromHash(hash: string): AuthLink | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const error = params.get('error_description') ?? params.get('error');
  if (error) return { error };
  if (!params.get('access_token')) return null;
  const type = params.get('type');
  return { kind: type === 'recovery' || type === 'signup' ? type : 'other' };
}

/** The address a mail's link returns to, on this origin. */
export function authLinkTarget(origin: string): string {
  return `${origin}${AUTH_LINK_PATH}`;
}
