import { BeatDraft } from '@worldloom/contracts';
import { GENERATION_ERRORS, restRoute } from '#platform/rest/rest-route';
import { reviewExamples as examples } from '../../review-rest-examples';
import { draftPath } from '../../review-rest-params';

export const regenerateDraftRoute = restRoute({
  method: 'post',
  path: '/api/worlds/{worldId}/drafts/{draftId}/regenerate',
  operationId: 'regenerateDraft',
  tag: 'Story',
  summary: 'Have a drafted beat written again',
  description:
    'The generator writes the beat anew, told which draft was turned down; the old draft stays in the history with its ' +
    'provenance. 502 GENERATOR_FAILED when no try holds, 402 BUDGET_EXCEEDED when the world\'s monthly budget is spent.',
  params: { path: draftPath },
  success: { status: 200, description: 'The new draft', schema: BeatDraft, example: examples.draft },
  errors: GENERATION_ERRORS,
});
