import { Faction } from '@worldloom/contracts';
import { restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';
import { entityPath } from '../../rest-params';

export const getFactionRoute = restRoute({
  method: 'get',
  path: '/api/factions/{id}',
  operationId: 'getFaction',
  tag: 'Factions',
  summary: 'Get a faction',
  description: "One faction by id, with its status, ideology, leader, controlled locations and stances. Another user's faction answers 404.",
  params: { path: entityPath },
  success: { status: 200, description: 'The faction', schema: Faction, example: examples.faction },
  errors: ['BadRequest', 'NotFound'],
});
