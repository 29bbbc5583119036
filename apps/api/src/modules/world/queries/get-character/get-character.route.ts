import { Character } from '@worldloom/contracts';
import { restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';
import { entityPath } from '../../rest-params';

export const getCharacterRoute = restRoute({
  method: 'get',
  path: '/api/characters/{id}',
  operationId: 'getCharacter',
  tag: 'Characters',
  summary: 'Get a character',
  description: "One character by id, with their location, faction, motivations and relationships. Another user's character answers 404.",
  params: { path: entityPath },
  success: { status: 200, description: 'The character', schema: Character, example: examples.character },
  errors: ['BadRequest', 'NotFound'],
});
