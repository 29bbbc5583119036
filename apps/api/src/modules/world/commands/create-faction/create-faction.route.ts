import { Faction, CreateFactionInput } from '@worldloom/contracts';
import { COMMAND_ERRORS, restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';

export const createFactionRoute = restRoute({
  method: 'post',
  path: '/api/factions',
  operationId: 'createFaction',
  tag: 'Factions',
  summary: 'Create a faction',
  description: "Adds a faction to one of your worlds; the world's rules are checked first. Answers once the world's read models show the faction.",
  body: { schema: CreateFactionInput, example: examples.createFaction },
  success: { status: 201, description: 'The new faction', schema: Faction, example: examples.faction },
  errors: COMMAND_ERRORS,
});
