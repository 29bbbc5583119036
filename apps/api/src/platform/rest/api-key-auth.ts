import type { IncomingMessage } from 'node:http';
import type { RequestContext } from '../commands/request-context';

/** The API key a REST request authenticated with, and the user it belongs to. */
export interface AuthenticatedApiKey {
  readonly keyId: string;
  readonly userId: string;
}

/** A missing, unknown, revoked or expired key; the REST face answers 401. */
export class InvalidApiKeyError extends Error {
  override readonly name = 'InvalidApiKeyError';
  constructor(message = 'Invalid or missing API key') {
    super(message);
  }
}

/** Checks a raw `x-api-key` value; throws InvalidApiKeyError; records last use. */
export interface ApiKeyAuthenticator {
  authenticate(rawKey: string): Promise<AuthenticatedApiKey>;
}

export const API_KEY_AUTHENTICATOR = Symbol('API_KEY_AUTHENTICATOR');

/** Request property the key check fills in (ApiKeyGuard, or the fast lane before express sees the request). */
export const API_KEY_REQUEST_PROPERTY = 'apiKey';

/** A request, node's or express's, with its API key once checked. */
export type KeyedRequest = IncomingMessage & { [API_KEY_REQUEST_PROPERTY]?: AuthenticatedApiKey };

/** The request context of an integrator's call: the key's owner, acting through that key. */
export function apiRequestContext(key: AuthenticatedApiKey, correlationId: string): RequestContext {
  return { userId: key.userId, actor: { kind: 'api_key', id: key.keyId }, source: 'api', correlationId };
}
