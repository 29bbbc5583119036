import { z } from 'zod';
import { type AuthError, authErrors } from '../auth-error';
import { VERIFY_TYPES } from '../email-links/verify-type';
import { SIGN_OUT_SCOPES } from '../sessions/sessions.service';

// GoTrue's texts for the inputs it refuses; the first failing field's message is the answer.
const INVALID_EMAIL = 'Unable to validate email address: invalid format';

const email = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: INVALID_EMAIL }));

const metadata = z.record(z.string(), z.unknown(), { error: 'data must be a JSON object' });

/** `POST /signup`; auth-js also sends captcha and PKCE fields, which are not used here and are dropped. */
export const SignUpRequest = z.object({
  email,
  password: z.string({ error: 'Signup requires a valid password' }),
  data: metadata.nullish().transform((data) => data ?? {}),
});

/** `POST /token?grant_type=password`. The email is not format-checked: a malformed one just matches no account. */
export const PasswordGrantRequest = z.object({
  email: z.string().trim().toLowerCase().min(1),
  password: z.string().min(1),
});

/** `POST /token?grant_type=refresh_token`. */
export const RefreshGrantRequest = z.object({
  refresh_token: z.string({ error: 'refresh_token is required' }).min(1, { error: 'refresh_token is required' }),
});

/** `PUT /user`; every field optional, absent fields stay as they are. */
export const UpdateUserRequest = z.object({
  email: email.optional(),
  password: z.string({ error: 'password must be a string' }).optional(),
  data: metadata.optional(),
  /** The code /reauthenticate mailed; required with a new password when AUTH_SECURE_PASSWORD_CHANGE=true. */
  nonce: z.string({ error: 'nonce must be a string' }).optional(),
});

/** `redirect_to` of the mail-sending calls (a query parameter, as auth-js sends it); checked by allowedRedirect. */
export const RedirectToParam = z.string().optional().catch(undefined);

/** `POST /recover`. */
export const RecoverRequest = z.object({ email });

/** `POST /resend`: only sign-up confirmations are mailed again here (no phone, no email change). */
export const ResendRequest = z.object({
  type: z.literal('signup', { error: 'Missing one of these types: signup, email_change, sms, phone_change' }),
  email,
});

/** `POST /otp`: a magic link and a code by mail; phone numbers are not offered. */
export const OtpRequest = z.object({
  email: z.string({ error: 'An email address or phone number is required' }).pipe(email),
  create_user: z.boolean({ error: 'create_user must be a boolean' }).default(true),
  data: metadata.nullish().transform((data) => data ?? {}),
});

const verifyType = z.enum(VERIFY_TYPES, { error: 'Verify requires a verification type' });

/** `GET /verify`: the link of a mail. */
export const VerifyLinkQuery = z.object({
  token: z.string({ error: 'Verify requires a token or a token hash' }).min(1, { error: 'Verify requires a token or a token hash' }),
  type: verifyType,
  redirect_to: z.string().optional(),
});

/** `POST /verify`: a link's token (`token_hash`) or the mailed code (`token`) with its `email`. */
export const VerifyRequest = z.union(
  [
    z.object({ type: verifyType, token_hash: z.string().min(1) }),
    z.object({ type: verifyType, token: z.string().trim().min(1), email }),
  ],
  { error: 'Verify requires a token or a token hash' },
);

/** `POST /factors`: TOTP only (no phone, no WebAuthn). */
export const EnrollFactorRequest = z.object({
  factor_type: z.literal('totp', { error: 'factor_type needs to be totp' }),
  friendly_name: z.string().max(120).optional(),
  issuer: z.string().max(120).optional(),
});

/** `POST /factors/{id}/verify`. */
export const VerifyFactorRequest = z.object({
  challenge_id: z.uuid({ error: 'challenge_id must be a UUID' }),
  code: z.string({ error: 'code is required' }).trim().min(1, { error: 'code is required' }),
});

/** The grants auth-js sends; id_token (OAuth providers) and web3 are answered as GoTrue does with them switched off. */
export const GrantType = z.enum(['password', 'refresh_token', 'id_token', 'web3'], { error: 'unsupported_grant_type' });

/** `POST /verify` of a phone code: no account here has a phone number, so no such code is valid. */
export const PhoneVerifyRequest = z.object({ phone: z.string(), token: z.string() });

export const SignOutScopeParam = z.enum(SIGN_OUT_SCOPES, { error: 'Unsupported logout scope' }).default('global');

/** Parses `input`, or throws GoTrue's 400 with the first problem's message (or `onError`'s error). */
export function parseRequest<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  onError?: () => AuthError,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw onError?.() ?? authErrors.invalidInput(result.error.issues[0]?.message ?? 'Invalid input');
}
