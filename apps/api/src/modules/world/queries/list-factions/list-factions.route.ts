import { Faction, pageOf } from '@worldloom/contracts';
import { restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';
import { worldEntitiesQuery } from '../../rest-params';

export const listFactionsRoute = restRoute({
  method: 'get',
  path: '/api/factions',
  operationId: 'listFactions',
  tag: 'Factions',
  summary: "List a world's factions",
  description: 'The factions of one world, a page at a time: pass `next_cursor` back as `cursor` until it is null.',
  params: { query: worldEntitiesQuery },
  success: { status: 200, description: 'One page of factions', schema: pageOf(Faction), example: examples.factionPage },
  errors: ['BadRequest', 'NotFound'],
});
