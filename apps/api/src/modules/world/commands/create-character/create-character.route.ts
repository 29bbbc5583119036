import { Character, CreateCharacterInput } from '@worldloom/contracts';
import { COMMAND_ERRORS, restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';

export const createCharacterRoute = restRoute({
  method: 'post',
  path: '/api/characters',
  operationId: 'createCharacter',
  tag: 'Characters',
  summary: 'Create a character',
  body: { schema: CreateCharacterInput, example: examples.createCharacter },
  success: { status: 201, description: 'The new character', schema: Character, example: examples.character },
  errors: COMMAND_ERRORS,
});
