import { z } from 'zod';
import { requiredText, Timestamp, Uuid } from './common';

/** The `auth.apiKeys.*` calls of SPEC.md §7 and the API key entity of §3. */

export const API_KEY_NAME_MAX = 100;

/** The expiry choices of the API keys screen besides "never" (SPEC.md §5, §9). */
export const API_KEY_EXPIRY_DAYS = [30, 90, 365] as const;

/** The latest `expires_at` a client may send, in days from now: a year, plus a day for clock skew. */
export const API_KEY_MAX_EXPIRES_AT_DAYS = 366;

export const ApiKeyName = requiredText(API_KEY_NAME_MAX);

export const ApiKeyExpiresInDays = z.literal(API_KEY_EXPIRY_DAYS);
export type ApiKeyExpiresInDays = z.infer<typeof ApiKeyExpiresInDays>;

/**
 * The UI's choice maps to `expires_in_days`: never → null (or absent), 30 days → 30, 90 days → 90,
 * 1 year → 365; the server adds the days to its own clock. `expires_at` (SPEC.md §7) is the
 * alternative for scripts: an ISO time, which the server requires to be in the future and at most
 * API_KEY_MAX_EXPIRES_AT_DAYS ahead. Sending both is a bad request.
 */
export const CreateApiKeyInput = z
  .object({
    name: ApiKeyName,
    expires_in_days: ApiKeyExpiresInDays.nullish(),
    expires_at: Timestamp.nullish(),
  })
  .superRefine((input, context) => {
    if (input.expires_in_days != null && input.expires_at != null) {
      context.addIssue({
        code: 'custom',
        path: ['expires_at'],
        message: 'Send either expires_in_days or expires_at, not both',
      });
    }
  });
export type CreateApiKeyInput = z.infer<typeof CreateApiKeyInput>;

export const ApiKeyIdInput = z.object({ keyId: Uuid });
export type ApiKeyIdInput = z.infer<typeof ApiKeyIdInput>;

export const RevokeApiKeyInput = ApiKeyIdInput;
export type RevokeApiKeyInput = ApiKeyIdInput;

export const UpdateApiKeyInput = z.object({ keyId: Uuid, name: ApiKeyName });
export type UpdateApiKeyInput = z.infer<typeof UpdateApiKeyInput>;

/** A key as listed: never the key itself, only its visible prefix. Revoked and expired keys are not active. */
export const ApiKey = z.object({
  id: Uuid,
  name: z.string(),
  key_prefix: z.string(),
  created_at: Timestamp,
  last_used_at: Timestamp.nullable(),
  expires_at: Timestamp.nullable(),
  is_active: z.boolean(),
});
export type ApiKey = z.infer<typeof ApiKey>;

/** What creation answers, the only time the full key is ever shown. */
export const CreatedApiKey = z.object({
  id: Uuid,
  name: z.string(),
  key: z.string(),
  key_prefix: z.string(),
  created_at: Timestamp,
  expires_at: Timestamp.nullable(),
});
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;
