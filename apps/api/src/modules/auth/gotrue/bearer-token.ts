import { AuthError } from '../auth-error';

/** The token of an `Authorization: Bearer <token>` header, or GoTrue's 401 when there is none. */
export function bearerToken(authorization: string | undefined): string {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!token) throw new AuthError('no_authorization', 'This endpoint requires a Bearer token');
  return token;
}
