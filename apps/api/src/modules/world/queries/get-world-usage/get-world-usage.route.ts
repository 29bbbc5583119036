import { WorldUsage } from '@worldloom/contracts';
import { restRoute } from '#platform/rest/rest-route';
import { reviewExamples as examples } from '../../review-rest-examples';
import { worldUsageQuery } from '../../review-rest-params';
import { worldPath } from '../../rest-params';

export const getWorldUsageRoute = restRoute({
  method: 'get',
  path: '/api/worlds/{worldId}/usage',
  operationId: 'getWorldUsage',
  tag: 'Worlds',
  summary: "A world's AI usage: tokens, latency and estimated cost of each generator call",
  description:
    'Between startDate and endDate (a day, taken whole, or a moment; all time without them), newest first, with totals by ' +
    'model and the monthly budget (the world\'s own, else the server\'s default) with what this month has spent of it.',
  params: { path: worldPath, query: worldUsageQuery },
  success: { status: 200, description: "The world's usage", schema: WorldUsage, example: examples.usage },
  errors: ['BadRequest', 'NotFound'],
});
