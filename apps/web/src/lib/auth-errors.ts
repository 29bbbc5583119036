/** SPEC.md §8: what the auth forms say when auth-js gives no message of its own. */
export const AUTH_FALLBACK_MESSAGE = 'Authentication failed';

/** The parts of an auth-js error (AuthError, AuthWeakPasswordError) the forms read. */
interface AuthErrorLike {
  readonly message?: unknown;
  readonly code?: unknown;
  readonly status?: unknown;
  readonly reasons?: unknown;
}

/** GoTrue's `weak_password` reasons, in plain words. */
const WEAKNESS: Readonly<Record<string, string>> = {
  length: 'it is too short',
  characters: 'it needs more kinds of characters',
  pwned: 'it is a common password that is easy to guess',
};

/** GoTrue's error codes whose own wording is too technical for a person. */
const PLAIN_WORDS: Readonly<Record<string, string>> = {
  over_request_rate_limit: 'Too many attempts. Please wait a minute and try again.',
  over_email_send_rate_limit: 'Too many emails were sent to this address. Please wait a while before asking for another.',
  mfa_verification_failed: 'That code is not right. Check your authenticator app and try again.',
  mfa_challenge_expired: 'That code has expired. Enter the code your authenticator app shows now.',
  reauthentication_not_valid: 'That verification code is not right or has expired. Ask for a new one and try again.',
  same_password: 'Choose a password different from your current one.',
  otp_expired: 'This link is no longer valid. Ask for a new one.',
};

function weakPasswordMessage(message: string, reasons: readonly unknown[]): string {
  const minimum = /at least (\d+) characters/i.exec(message)?.[1];
  const phrases = reasons
    .filter((reason): reason is string => typeof reason === 'string')
    .map((reason) => (reason === 'length' && minimum ? `it must be at least ${minimum} characters long` : (WEAKNESS[reason] ?? reason)));
  return phrases.length > 0 ? `Choose a stronger password: ${[...new Set(phrases)].join('; ')}.` : 'Choose a stronger password.';
}

/** What an auth form's banner says about a failed auth-js call: plain words for what GoTrue names in code, else its message. */
export function describeAuthError(error: unknown): string {
  if (typeof error !== 'object' || error === null) return AUTH_FALLBACK_MESSAGE;
  const { message, code, status, reasons } = error as AuthErrorLike;
  const text = typeof message === 'string' ? message : '';
  if (code === 'weak_password') return weakPasswordMessage(text, Array.isArray(reasons) ? reasons : []);
  // Our server's request limits say in plain words which limit it is and when to try again: that beats a guess.
  if (status === 429 && code !== 'over_email_send_rate_limit' && /try again in/i.test(text)) return text;
  if (typeof code === 'string' && PLAIN_WORDS[code]) return PLAIN_WORDS[code];
  if (status === 429) return PLAIN_WORDS.over_request_rate_limit!;
  return text || AUTH_FALLBACK_MESSAGE;
}

/** GoTrue's code for an auth-js error, when it has one. */
export function authErrorCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as AuthErrorLike).code : undefined;
  return typeof code === 'string' ? code : undefined;
}
