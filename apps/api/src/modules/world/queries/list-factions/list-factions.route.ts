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
  params: { query: worldEntitiesQuery },
  success: { status: 200, description: 'One page of factions', schema: pageOf(Faction), example: examples.factionPage },
  errors: ['BadRequest', 'NotFound'],
});
