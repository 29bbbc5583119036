import { SeedWorldResult } from '@worldloom/contracts';
import { COMMAND_ERRORS, restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';
import { worldPath } from '../../rest-params';

export const seedWorldRoute = restRoute({
  method: 'post',
  path: '/api/worlds/{worldId}/seed',
  operationId: 'seedWorld',
  tag: 'Worlds',
  summary: 'Fill a world with generated locations, factions and characters',
  description:
    'Starts seeding and answers at once (202). Poll GET /api/locations, /api/factions and /api/characters until all ' +
    'three have items (typically seconds offline, 30-60 s with an LLM). A world is seeded once.',
  params: { path: worldPath },
  success: { status: 202, description: 'Seeding has started', schema: SeedWorldResult, example: examples.seedResult },
  errors: COMMAND_ERRORS,
});
