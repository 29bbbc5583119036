import { DiscardDraftResponse } from '@worldloom/contracts';
import { COMMAND_ERRORS, restRoute } from '#platform/rest/rest-route';
import { reviewExamples as examples } from '../../review-rest-examples';
import { draftPath } from '../../review-rest-params';

export const discardDraftRoute = restRoute({
  method: 'post',
  path: '/api/worlds/{worldId}/drafts/{draftId}/discard',
  operationId: 'discardDraft',
  tag: 'Story',
  summary: 'Discard a drafted beat',
  description: 'Nothing in the world changed; the arc may progress again. The draft stays in the history.',
  params: { path: draftPath },
  success: { status: 200, description: 'The draft is discarded', schema: DiscardDraftResponse, example: examples.discarded },
  errors: COMMAND_ERRORS,
});
