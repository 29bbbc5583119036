import { DeletedResult } from '@worldloom/contracts';
import { COMMAND_ERRORS, restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';
import { entityPath } from '../../rest-params';

export const deleteFactionRoute = restRoute({
  method: 'delete',
  path: '/api/factions/{id}',
  operationId: 'deleteFaction',
  tag: 'Factions',
  summary: 'Delete a faction',
  description: 'Answers 200 with the deleted id.',
  params: { path: entityPath },
  success: { status: 200, description: 'The faction is gone', schema: DeletedResult, example: { ...examples.deleted } },
  errors: COMMAND_ERRORS,
});
