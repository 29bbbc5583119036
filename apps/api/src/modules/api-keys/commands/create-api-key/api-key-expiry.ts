import { API_KEY_MAX_EXPIRES_AT_DAYS, type CreateApiKeyInput, Timestamp } from '@worldloom/contracts';
import { z } from 'zod';

const DAY_MS = 86_400_000;

/** An `expires_at` a client sent must lie ahead of the server's clock, by at most a year and a day. */
function expiresAtAfter(now: Date) {
  const latest = now.getTime() + API_KEY_MAX_EXPIRES_AT_DAYS * DAY_MS;
  return z.object({
    expires_at: Timestamp.refine((value) => Date.parse(value) > now.getTime(), 'must be in the future').refine(
      (value) => Date.parse(value) <= latest,
      `must be at most ${API_KEY_MAX_EXPIRES_AT_DAYS} days ahead`,
    ),
  });
}

/** When a new key expires: null for never; throws a ZodError (BAD_REQUEST with issues) for a bad expires_at. */
export function expiryOf(input: CreateApiKeyInput, now: Date): Date | null {
  if (input.expires_in_days != null) return new Date(now.getTime() + input.expires_in_days * DAY_MS);
  if (input.expires_at == null) return null;
  return new Date(expiresAtAfter(now).parse({ expires_at: input.expires_at }).expires_at);
}
