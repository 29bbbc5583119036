/** GoTrue's `error_code`s that this service answers with; auth-js and its callers branch on them. */
export type AuthErrorCode =
  | 'validation_failed'
  | 'invalid_credentials'
  | 'email_not_confirmed'
  | 'user_already_exists'
  | 'email_exists'
  | 'weak_password'
  | 'same_password'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'no_authorization'
  | 'bad_jwt'
  | 'session_not_found'
  | 'user_not_found'
  | 'not_found'
  | 'over_request_rate_limit'
  | 'over_email_send_rate_limit'
  | 'otp_expired'
  | 'otp_disabled'
  | 'email_address_invalid'
  | 'reauthentication_needed'
  | 'reauthentication_not_valid'
  | 'mfa_factor_not_found'
  | 'mfa_challenge_expired'
  | 'mfa_verification_failed'
  | 'mfa_factor_name_conflict'
  | 'insufficient_aal'
  | 'saml_provider_disabled'
  | 'web3_provider_disabled'
  | 'manual_linking_disabled'
  | 'unexpected_failure';

/** An expected refusal of /auth/v1; the GoTrue edge maps its code to an HTTP status. */
export class AuthError extends Error {
  override readonly name = 'AuthError';

  constructor(
    readonly code: AuthErrorCode,
    message: string,
    /** Only for `weak_password`: GoTrue's reasons (`length`, ...), which auth-js hands to the caller. */
    readonly weakPasswordReasons?: string[],
    /** Only for `over_request_rate_limit`: the Retry-After seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The refusals in GoTrue's own words, so clients written against GoTrue read the same messages. */
export const authErrors = {
  invalidInput: (message: string) => new AuthError('validation_failed', message),
  missingCredentials: () =>
    new AuthError('validation_failed', 'You must provide either an email or phone number and a password'),
  invalidCredentials: () => new AuthError('invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthError('email_not_confirmed', 'Email not confirmed'),
  userAlreadyExists: () => new AuthError('user_already_exists', 'User already registered'),
  emailExists: () => new AuthError('email_exists', 'A user with this email address has already been registered'),
  weakPassword: (message: string, reasons: string[]) => new AuthError('weak_password', message, reasons),
  samePassword: () => new AuthError('same_password', 'New password should be different from the old password.'),
  refreshTokenNotFound: () =>
    new AuthError('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () => new AuthError('refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  userNotFound: () => new AuthError('user_not_found', 'User not found'),
  sessionNotFound: () => new AuthError('session_not_found', 'Session from session_id claim in JWT does not exist'),
  badJwt: () => new AuthError('bad_jwt', 'invalid JWT: unable to parse or verify signature, token is invalid'),
  otpExpired: () => new AuthError('otp_expired', 'Token has expired or is invalid'),
  otpSignUpsDisabled: () => new AuthError('otp_disabled', 'Signups not allowed for otp'),
  emailRateLimited: () => new AuthError('over_email_send_rate_limit', 'Email rate limit exceeded'),
  reauthenticationNeeded: () => new AuthError('reauthentication_needed', 'Password update requires reauthentication'),
  reauthenticationNotValid: () =>
    new AuthError('reauthentication_not_valid', 'Requires a valid nonce for reauthentication'),
  factorNotFound: () => new AuthError('mfa_factor_not_found', 'Factor not found'),
  challengeNotFound: () => new AuthError('mfa_challenge_expired', 'Challenge not found'),
  challengeExpired: (id: string) =>
    new AuthError('mfa_challenge_expired', `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`),
  invalidTotpCode: () => new AuthError('mfa_verification_failed', 'Invalid TOTP code entered'),
  factorNameConflict: (name: string) =>
    new AuthError('mfa_factor_name_conflict', `A factor with the friendly name "${name}" for this user already exists`),
  insufficientAal: () => new AuthError('insufficient_aal', 'AAL2 required'),
  mailFailed: () => new AuthError('unexpected_failure', 'Error sending email'),
  samlDisabled: () => new AuthError('saml_provider_disabled', 'SAML 2.0 is disabled'),
  providerNotEnabled: () => new AuthError('validation_failed', 'Unsupported provider: provider is not enabled'),
  web3Disabled: () => new AuthError('web3_provider_disabled', 'Web3 provider is disabled'),
  manualLinkingDisabled: () => new AuthError('manual_linking_disabled', 'Manual linking is disabled'),
  rateLimited: (what: string, retryAfterSeconds: number) =>
    new AuthError(
      'over_request_rate_limit',
      `Request rate limit reached: too many ${what}. Try again in ${waitText(retryAfterSeconds)}.`,
      undefined,
      retryAfterSeconds,
    ),
} as const;

/** "45 seconds", "5 minutes": the wait a person reads in the auth form's banner. */
function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
