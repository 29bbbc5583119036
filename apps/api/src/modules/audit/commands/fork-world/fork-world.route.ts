import { CopiedWorldResult, ForkWorldBody } from '@worldloom/contracts';
import { COMMAND_ERRORS, restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';
import { worldPath } from '../../rest-params';

export const forkWorldRoute = restRoute({
  method: 'post',
  path: '/api/worlds/{worldId}/fork',
  operationId: 'forkWorld',
  tag: 'Audit',
  summary: 'Fork a world at a point of its history (a what-if branch)',
  description:
    "A new world of the same owner whose history is the source's up to the point (atRevision, arcId + beatIndex or " +
    'at; default: its latest event) under new ids; its first event names the source and the revision. The source does ' +
    'not change.',
  params: { path: worldPath },
  body: { schema: ForkWorldBody, example: examples.forkWorld },
  success: { status: 201, description: 'The new world', schema: CopiedWorldResult, example: examples.forked },
  errors: COMMAND_ERRORS,
});
