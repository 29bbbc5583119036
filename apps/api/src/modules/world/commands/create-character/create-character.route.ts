import { Character, CreateCharacterInput } from '@worldloom/contracts';
import { COMMAND_ERRORS, restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';

export const createCharacterRoute = restRoute({
  method: 'post',
  path: '/api/characters',
  operationId: 'createCharacter',
  tag: 'Characters',
  summary: 'Create a character',
  description: "Adds a character to one of your worlds; the world's rules are checked first (the world must exist and be yours, the location and faction must belong to it). Answers once the world's read models show the character.",
  body: { schema: CreateCharacterInput, example: examples.createCharacter },
  success: { status: 201, description: 'The new character', schema: Character, example: examples.character },
  errors: COMMAND_ERRORS,
});
