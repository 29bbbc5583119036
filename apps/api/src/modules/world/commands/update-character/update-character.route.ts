import { Character, UpdateCharacterBody } from '@worldloom/contracts';
import { COMMAND_ERRORS, restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';
import { entityPath } from '../../rest-params';

export const updateCharacterRoute = restRoute({
  method: 'put',
  path: '/api/characters/{id}',
  operationId: 'updateCharacter',
  tag: 'Characters',
  summary: 'Update a character',
  description: 'Only the fields given change.',
  params: { path: entityPath },
  body: { schema: UpdateCharacterBody, example: examples.updateCharacter },
  success: { status: 200, description: 'The updated character', schema: Character, example: examples.character },
  errors: COMMAND_ERRORS,
});
