import { DeletedResult } from '@worldloom/contracts';
import { COMMAND_ERRORS, restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';
import { entityPath } from '../../rest-params';

export const deleteCharacterRoute = restRoute({
  method: 'delete',
  path: '/api/characters/{id}',
  operationId: 'deleteCharacter',
  tag: 'Characters',
  summary: 'Delete a character',
  description: 'Answers 200 with the deleted id.',
  params: { path: entityPath },
  success: { status: 200, description: 'The character is gone', schema: DeletedResult, example: { ...examples.deleted } },
  errors: COMMAND_ERRORS,
});
