import { World } from '@worldloom/contracts';
import { restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';
import { worldPath } from '../../rest-params';

export const getWorldRoute = restRoute({
  method: 'get',
  path: '/api/worlds/{worldId}',
  operationId: 'getWorld',
  tag: 'Worlds',
  summary: 'Get a world',
  description: "One world by id: its name, description, current arc and timestamps. Another user's world answers 404.",
  params: { path: worldPath },
  success: { status: 200, description: 'The world', schema: World, example: examples.world },
  errors: ['BadRequest', 'NotFound'],
});
