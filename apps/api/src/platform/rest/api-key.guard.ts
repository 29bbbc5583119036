import {
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { ApiErrorBody } from '@worldloom/contracts';
import {
  API_KEY_AUTHENTICATOR,
  API_KEY_REQUEST_PROPERTY,
  type ApiKeyAuthenticator,
  type AuthenticatedApiKey,
  InvalidApiKeyError,
  type KeyedRequest,
} from './api-key-auth';

export const API_KEY_HEADER = 'x-api-key';

/** The same answer whatever was wrong with the key, so a caller learns nothing about other users' keys. */
const REJECTED_MESSAGE = 'Invalid or missing API key';

/**
 * 401 with the public error body, which Nest's own exception handling sends as it is; the
 * InvalidApiKeyError that caused it stays as `cause`.
 */
export class ApiKeyRejectedException extends UnauthorizedException {
  constructor(cause: InvalidApiKeyError) {
    const body: ApiErrorBody = { error: REJECTED_MESSAGE, code: 'UNAUTHORIZED' };
    super(body, { cause });
    this.message = REJECTED_MESSAGE;
  }
}

/**
 * Lets a request through only with a valid `x-api-key` (unknown, revoked and expired keys are refused)
 * and puts the key on `req.apiKey` for @CurrentApiKey() and RateLimitGuard.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(@Inject(API_KEY_AUTHENTICATOR) private readonly authenticator: ApiKeyAuthenticator) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    try {
      await authenticateRequest(this.authenticator, context.switchToHttp().getRequest<KeyedRequest>());
      return true;
    } catch (error) {
      if (error instanceof InvalidApiKeyError) throw new ApiKeyRejectedException(error);
      throw error;
    }
  }
}

/**
 * The request's `x-api-key`, checked once and kept on the request for the steps after it (the rate limit,
 * @CurrentApiKey()); ApiKeyGuard and the REST fast lane both check through this. Throws InvalidApiKeyError.
 */
export async function authenticateRequest(authenticator: ApiKeyAuthenticator, request: KeyedRequest): Promise<AuthenticatedApiKey> {
  const checked = request[API_KEY_REQUEST_PROPERTY];
  if (checked) return checked;
  const header = request.headers[API_KEY_HEADER];
  const rawKey = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!rawKey) throw new InvalidApiKeyError();
  const key = await authenticator.authenticate(rawKey);
  request[API_KEY_REQUEST_PROPERTY] = key;
  return key;
}
