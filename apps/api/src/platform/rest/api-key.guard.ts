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
  InvalidApiKeyError,
} from './api-key-auth';
import type { ApiKeyRequest } from './current-api-key.decorator';

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
    const request = context.switchToHttp().getRequest<ApiKeyRequest>();
    if (request[API_KEY_REQUEST_PROPERTY]) return true;
    const rawKey = request.header(API_KEY_HEADER)?.trim();
    try {
      if (!rawKey) throw new InvalidApiKeyError();
      request[API_KEY_REQUEST_PROPERTY] = await this.authenticator.authenticate(rawKey);
      return true;
    } catch (error) {
      if (error instanceof InvalidApiKeyError) throw new ApiKeyRejectedException(error);
      throw error;
    }
  }
}
