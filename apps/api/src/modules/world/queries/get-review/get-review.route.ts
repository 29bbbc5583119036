import { WorldReview } from '@worldloom/contracts';
import { restRoute } from '#platform/rest/rest-route';
import { reviewExamples as examples } from '../../review-rest-examples';
import { worldPath } from '../../rest-params';

export const getReviewRoute = restRoute({
  method: 'get',
  path: '/api/worlds/{worldId}/review',
  operationId: 'getReview',
  tag: 'Story',
  summary: "A world's review mode and the drafted beat waiting for its author",
  description: 'In review mode, progress drafts the next beat instead of applying it; `draft` is that beat (null when none waits).',
  params: { path: worldPath },
  success: { status: 200, description: 'Review mode and the waiting draft', schema: WorldReview, example: examples.review },
  errors: ['BadRequest', 'NotFound'],
});
