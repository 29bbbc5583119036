// The web app imports only the type below (ESLint enforces it); keep this file free of decorators.
import { apiKeysRouter } from '../../modules/api-keys/api-keys.router';
import { auditRouter } from '../../modules/audit/audit.router';
import { characterRouter } from '../../modules/character/character.router';
import { factionRouter } from '../../modules/faction/faction.router';
import { locationRouter } from '../../modules/location/location.router';
import { worldRouter } from '../../modules/world/world.router';
import { router } from './trpc';

export const appRouter = router({
  world: worldRouter,
  location: locationRouter,
  character: characterRouter,
  faction: factionRouter,
  auth: router({ apiKeys: apiKeysRouter }),
  audit: auditRouter,
});

export type AppRouter = typeof appRouter;
