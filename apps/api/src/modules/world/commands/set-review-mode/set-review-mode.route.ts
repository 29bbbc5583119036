import { ReviewModeBody, WorldReview } from '@worldloom/contracts';
import { COMMAND_ERRORS, restRoute } from '#platform/rest/rest-route';
import { reviewExamples as examples } from '../../review-rest-examples';
import { worldPath } from '../../rest-params';

export const setReviewModeRoute = restRoute({
  method: 'put',
  path: '/api/worlds/{worldId}/review-mode',
  operationId: 'setReviewMode',
  tag: 'Story',
  summary: 'Turn review mode on or off',
  description:
    'Off by default. With it on, progressing an arc drafts the next beat instead of applying it: nothing in the world ' +
    'changes until the draft is accepted. A draft that waits stays when review mode is turned off.',
  params: { path: worldPath },
  body: { schema: ReviewModeBody, example: examples.reviewMode },
  success: { status: 200, description: 'Review mode and the waiting draft', schema: WorldReview, example: examples.review },
  errors: COMMAND_ERRORS,
});
