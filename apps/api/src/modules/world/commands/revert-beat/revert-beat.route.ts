import { RevertBeatResult } from '@worldloom/contracts';
import { COMMAND_ERRORS, restRoute } from '#platform/rest/rest-route';
import { reviewExamples as examples } from '../../review-rest-examples';
import { worldArcPath } from '../../review-rest-params';

export const revertBeatRoute = restRoute({
  method: 'post',
  path: '/api/worlds/{worldId}/arcs/{arcId}/revert',
  operationId: 'revertBeat',
  tag: 'Story',
  summary: "Revert the arc's current beat",
  description:
    'Compensating events put back every status, stance, territory, allegiance, motivation, relationship, memory, move ' +
    'and description the beat changed and remove its newcomers; the beat before it is current again, and the reverted ' +
    'beat stays in the history. Where a later edit changed the same field, the edit wins and `kept` says so. Again: ' +
    'one more beat back. 409 at the opening beat, on a complete arc, or while a draft waits.',
  params: { path: worldArcPath },
  success: { status: 200, description: 'The beat undone and the one current again', schema: RevertBeatResult, example: examples.reverted },
  errors: COMMAND_ERRORS,
});
