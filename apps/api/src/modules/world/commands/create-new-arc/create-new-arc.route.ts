import { Arc, CreateArcBody } from '@worldloom/contracts';
import { GENERATION_ERRORS, restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';
import { worldPath } from '../../rest-params';

export const createNewArcRoute = restRoute({
  method: 'post',
  path: '/api/worlds/{worldId}/arcs',
  operationId: 'createArc',
  tag: 'Story',
  summary: 'Start a 15-beat story arc, with its opening beat',
  description: 'The world must be seeded and have no active arc. Leave storyIdea out or blank for a random arc.',
  params: { path: worldPath },
  body: { schema: CreateArcBody, example: examples.createArc },
  success: { status: 201, description: 'The new arc', schema: Arc, example: examples.arc },
  errors: GENERATION_ERRORS,
});
