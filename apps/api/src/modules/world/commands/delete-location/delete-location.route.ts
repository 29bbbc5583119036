import { DeletedResult } from '@worldloom/contracts';
import { COMMAND_ERRORS, restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';
import { entityPath } from '../../rest-params';

export const deleteLocationRoute = restRoute({
  method: 'delete',
  path: '/api/locations/{id}',
  operationId: 'deleteLocation',
  tag: 'Locations',
  summary: 'Delete a location',
  description: 'Answers 200 with the deleted id.',
  params: { path: entityPath },
  success: { status: 200, description: 'The location is gone', schema: DeletedResult, example: { ...examples.deleted } },
  errors: COMMAND_ERRORS,
});
