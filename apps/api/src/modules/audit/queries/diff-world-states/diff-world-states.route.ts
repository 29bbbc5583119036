import { WorldDiff, WorldDiffQuery } from '@worldloom/contracts';
import { restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';
import { worldPath } from '../../rest-params';

export const diffWorldStatesRoute = restRoute({
  method: 'get',
  path: '/api/worlds/{worldId}/diff',
  operationId: 'diffWorldStates',
  tag: 'Audit',
  summary: 'What changed between two points of a world’s history',
  description:
    'Name the earlier point with fromRevision, fromArcId + fromBeatIndex or fromAt, the later one the same way with ' +
    'to… (default: now, the live state). Entities added, removed and changed, with each changed field before and after.',
  params: { path: worldPath, query: WorldDiffQuery },
  success: { status: 200, description: 'The difference', schema: WorldDiff, example: examples.diff },
  errors: ['BadRequest', 'NotFound'],
});
