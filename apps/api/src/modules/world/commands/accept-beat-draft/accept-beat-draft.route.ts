import { AcceptDraftResponse } from '@worldloom/contracts';
import { COMMAND_ERRORS, restRoute } from '#platform/rest/rest-route';
import { reviewExamples as examples } from '../../review-rest-examples';
import { draftPath } from '../../review-rest-params';

export const acceptDraftRoute = restRoute({
  method: 'post',
  path: '/api/worlds/{worldId}/drafts/{draftId}/accept',
  operationId: 'acceptDraft',
  tag: 'Story',
  summary: 'Accept a drafted beat',
  description:
    'The beat and its consequences land in one append, judged again by the domain on the world as it is now. ' +
    '404 for a draft never made, 409 for one already accepted or discarded, 400 when the world has changed so that it no longer holds.',
  params: { path: draftPath },
  success: { status: 200, description: 'The beat, now current', schema: AcceptDraftResponse, example: examples.accepted },
  errors: COMMAND_ERRORS,
});
