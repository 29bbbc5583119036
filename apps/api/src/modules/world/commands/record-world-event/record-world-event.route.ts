import { RecordWorldEventBody, WorldEvent } from '@worldloom/contracts';
import { COMMAND_ERRORS, restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';
import { worldPath } from '../../rest-params';

export const recordWorldEventRoute = restRoute({
  method: 'post',
  path: '/api/worlds/{worldId}/events',
  operationId: 'recordWorldEvent',
  tag: 'Story',
  summary: "Record a world event against the current arc's current beat",
  description: 'It feeds the next beat. 400 when the world has no beat yet.',
  params: { path: worldPath },
  body: { schema: RecordWorldEventBody, example: examples.recordEvent },
  success: { status: 201, description: 'The recorded event', schema: WorldEvent, example: examples.worldEvent },
  errors: COMMAND_ERRORS,
});
