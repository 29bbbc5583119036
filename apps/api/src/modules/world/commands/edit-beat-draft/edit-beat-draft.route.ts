import { BeatDraft, EditDraftBody } from '@worldloom/contracts';
import { COMMAND_ERRORS, restRoute } from '#platform/rest/rest-route';
import { reviewExamples as examples } from '../../review-rest-examples';
import { draftPath } from '../../review-rest-params';

export const editDraftRoute = restRoute({
  method: 'put',
  path: '/api/worlds/{worldId}/drafts/{draftId}',
  operationId: 'editDraft',
  tag: 'Story',
  summary: 'Edit a drafted beat',
  description:
    'Send the whole beat back: its text and its consequences, with any change dropped or altered. The domain judges ' +
    'the result as it would the beat itself (400 with its message when it does not hold); the draft keeps its beat id and index.',
  params: { path: draftPath },
  body: { schema: EditDraftBody, example: examples.editDraft },
  success: { status: 200, description: 'The edited draft', schema: BeatDraft, example: examples.draft },
  errors: COMMAND_ERRORS,
});
