import { BeatIdInput, WorldEvent } from '@worldloom/contracts';
import { z } from 'zod';
import { withExamples } from '#platform/openapi/examples';
import { restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';

export const getBeatEventsRoute = restRoute({
  method: 'get',
  path: '/api/beats/{beatId}/events',
  operationId: 'listBeatEvents',
  tag: 'Story',
  summary: 'List the world events recorded against a beat, oldest first',
  description: 'The world events recorded while this beat was current, oldest first, with their type, description and the entities they name.',
  params: { path: withExamples(BeatIdInput, { beatId: examples.ids.beat }) },
  success: { status: 200, description: "The beat's events", schema: z.array(WorldEvent), example: examples.beatEvents },
  errors: ['BadRequest', 'NotFound'],
});
