// The root tRPC router. The web app imports only the type below (ESLint enforces it); keep this file free of decorators.
import { apiKeysRouter } from '#api-keys';
import { auditRouter } from '#audit';
import { router } from '#platform/trpc/trpc';
import { worldRouters } from '#world';

export const appRouter = router({
  ...worldRouters,
  auth: router({ apiKeys: apiKeysRouter }),
  audit: auditRouter,
});

export type AppRouter = typeof appRouter;
