import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import {
  isServiceUnavailable,
  logUnavailable,
  SERVICE_UNAVAILABLE_MESSAGE,
  SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS,
} from '#platform/errors/service-unavailable';
import { InvalidAccessTokenError } from '../access-token-verifier';
import { AuthError, type AuthErrorCode } from '../auth-error';

const STATUS_OF: Record<AuthErrorCode, number> = {
  validation_failed: 400,
  invalid_credentials: 400,
  email_not_confirmed: 400,
  user_already_exists: 422,
  email_exists: 422,
  weak_password: 422,
  same_password: 422,
  refresh_token_not_found: 400,
  refresh_token_already_used: 400,
  no_authorization: 401,
  bad_jwt: 403,
  session_not_found: 403,
  user_not_found: 404,
  not_found: 404,
  over_request_rate_limit: 429,
  over_email_send_rate_limit: 429,
  otp_expired: 403,
  otp_disabled: 422,
  email_address_invalid: 400,
  reauthentication_needed: 400,
  reauthentication_not_valid: 400,
  mfa_factor_not_found: 404,
  mfa_challenge_expired: 422,
  mfa_verification_failed: 422,
  mfa_factor_name_conflict: 422,
  insufficient_aal: 403,
  saml_provider_disabled: 404,
  web3_provider_disabled: 400,
  manual_linking_disabled: 404,
  unexpected_failure: 502,
};

/**
 * GoTrue's error body. This is its pre-2024 shape (numeric `code`, `error_code`, `msg`), which auth-js reads
 * whether or not the response names an API version, so one shape serves old and new clients.
 */
export interface GoTrueErrorBody {
  code: number;
  error_code: string;
  msg: string;
  weak_password?: { reasons: string[] };
}

/** Retry-After on a rate-limit refusal (GoTrue sends it too); nothing for any other failure. */
export function retryAfterOf(exception: unknown): number | undefined {
  if (exception instanceof AuthError) return exception.retryAfterSeconds;
  return isServiceUnavailable(exception) ? SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS : undefined;
}

export function toGoTrueErrorBody(exception: unknown): GoTrueErrorBody {
  if (exception instanceof InvalidAccessTokenError) {
    const code = { invalid: 'bad_jwt', session_ended: 'session_not_found', insufficient_aal: 'insufficient_aal' } as const;
    return fromAuthError(new AuthError(code[exception.reason], exception.message));
  }
  if (exception instanceof AuthError) return fromAuthError(exception);
  // Raised by Nest around the handler (a global guard, say): keep its status rather than call it a crash.
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    return {
      code: status,
      error_code: status === 429 ? 'over_request_rate_limit' : 'unexpected_failure',
      msg: exception.message,
    };
  }
  // auth-js treats a 503 as a network failure worth retrying (AuthRetryableFetchError) and keeps the session.
  if (isServiceUnavailable(exception)) return { code: 503, error_code: 'unexpected_failure', msg: SERVICE_UNAVAILABLE_MESSAGE };
  // auth-js treats a 500 as retryable and keeps the session; the message shows no internals.
  return { code: 500, error_code: 'unexpected_failure', msg: 'Internal server error' };
}

function fromAuthError(error: AuthError): GoTrueErrorBody {
  const body: GoTrueErrorBody = { code: STATUS_OF[error.code], error_code: error.code, msg: error.message };
  if (error.weakPasswordReasons) body.weak_password = { reasons: error.weakPasswordReasons };
  return body;
}

/** Every failure of /auth/v1 leaves in GoTrue's error shape, so auth-js raises the error its callers expect. */
@Catch()
export class GoTrueExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Auth');

  catch(exception: unknown, host: ArgumentsHost): void {
    const body = toGoTrueErrorBody(exception);
    if (body.code === 503) logUnavailable('Auth', exception);
    else if (body.code >= 500) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : exception);
    }
    const response = host.switchToHttp().getResponse<Response>();
    const retryAfter = retryAfterOf(exception);
    if (retryAfter !== undefined) response.setHeader('Retry-After', String(retryAfter));
    response.status(body.code).json(body);
  }
}
