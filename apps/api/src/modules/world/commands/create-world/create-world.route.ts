import { CreateWorldInput, World } from '@worldloom/contracts';
import { restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';

export const createWorldRoute = restRoute({
  method: 'post',
  path: '/api/worlds',
  operationId: 'createWorld',
  tag: 'Worlds',
  summary: 'Create a world',
  body: { schema: CreateWorldInput, example: examples.createWorld },
  success: { status: 201, description: 'The new world', schema: World, example: examples.newWorld },
  description: 'An account may own at most MAX_WORLDS_PER_USER worlds (200 by default); beyond that the answer is 409.',
  errors: ['BadRequest', 'Conflict', 'Timeout'],
});
