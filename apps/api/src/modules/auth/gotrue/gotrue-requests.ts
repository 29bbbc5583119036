import { z } from 'zod';
import { type AuthError, authErrors } from '../auth-error';
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
});

export const GrantType = z.enum(['password', 'refresh_token'], { error: 'unsupported_grant_type' });

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
