import { z } from 'zod';

/** The API keys module's environment variables; app.config.ts joins them with the others. */
export const ApiKeysEnv = z.object({
  /** Active keys (not revoked, not expired) one account may hold at once. */
  MAX_API_KEYS_PER_USER: z.coerce.number().int().min(1).max(10_000).default(20),
});

export type ApiKeysConfig = z.infer<typeof ApiKeysEnv>;
