import { Faction, UpdateFactionBody } from '@worldloom/contracts';
import { COMMAND_ERRORS, restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';
import { entityPath } from '../../rest-params';

export const updateFactionRoute = restRoute({
  method: 'put',
  path: '/api/factions/{id}',
  operationId: 'updateFaction',
  tag: 'Factions',
  summary: 'Update a faction',
  description: 'Only the fields given change.',
  params: { path: entityPath },
  body: { schema: UpdateFactionBody, example: examples.updateFaction },
  success: { status: 200, description: 'The updated faction', schema: Faction, example: examples.faction },
  errors: COMMAND_ERRORS,
});
