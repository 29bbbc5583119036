// The web app imports only the type below (ESLint enforces it); keep this file free of decorators.
import { worldRouter } from '../../modules/world/world.router';
import { router } from './trpc';

export const appRouter = router({
  world: worldRouter,
});

export type AppRouter = typeof appRouter;
