import { Character, pageOf } from '@worldloom/contracts';
import { restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';
import { worldEntitiesQuery } from '../../rest-params';

export const listCharactersRoute = restRoute({
  method: 'get',
  path: '/api/characters',
  operationId: 'listCharacters',
  tag: 'Characters',
  summary: "List a world's characters",
  description: 'The characters of one world, a page at a time: pass `next_cursor` back as `cursor` until it is null.',
  params: { query: worldEntitiesQuery },
  success: { status: 200, description: 'One page of characters', schema: pageOf(Character), example: examples.characterPage },
  errors: ['BadRequest', 'NotFound'],
});
