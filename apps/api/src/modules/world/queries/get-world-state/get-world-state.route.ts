import { WorldStateAt, WorldStateAtQuery, WorldStateView } from '@worldloom/contracts';
import { z } from 'zod';
import { restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';
import { worldPath } from '../../rest-params';

export const getWorldStateRoute = restRoute({
  method: 'get',
  path: '/api/worlds/{worldId}/state',
  operationId: 'getWorldState',
  tag: 'Worlds',
  summary: "Get a world with its current arc and that arc's beats, now or at any point of its history",
  description:
    'currentArc is the latest arc, even once complete; currentBeats are its generated beats by beat_index. ' +
    'With atRevision, arcId + beatIndex (just after that beat was generated) or at (an ISO time), the world as it was ' +
    "then, folded from its event stream: the same shape with every location, faction and character, and the point's " +
    'revision and time. A revision past the end, or a beat index without its arc, is a 400; a beat never generated a 404. ' +
    'Poll cheaply with If-None-Match: an unchanged state is a 304 without a body.',
  params: { path: worldPath, query: WorldStateAtQuery },
  success: {
    status: 200,
    description: 'The world state (now), or the world at the point named',
    schema: z.union([WorldStateAt, WorldStateView]),
    example: examples.worldState,
  },
  errors: ['BadRequest', 'NotFound'],
  conditional: true,
});
