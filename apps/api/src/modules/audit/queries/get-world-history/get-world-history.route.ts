import { HistoryPage, WorldHistoryQuery } from '@worldloom/contracts';
import { restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';
import { worldPath } from '../../rest-params';

export const getWorldHistoryRoute = restRoute({
  method: 'get',
  path: '/api/worlds/{worldId}/history',
  operationId: 'getWorldHistory',
  tag: 'Audit',
  summary: "A world's events, newest (or oldest) first",
  description:
    'Each event with its type, time, actor (kind and id), source (web, api, generator), the provider, model and prompt ' +
    'hash when a generator wrote it, the arc and beat current when it happened, and a one-line summary. Filter by ' +
    'types (comma-separated), actorId, actorKind, source, arcId (+ beatIndex) and a time range (from, to).',
  params: { path: worldPath, query: WorldHistoryQuery },
  success: { status: 200, description: 'One page of events', schema: HistoryPage, example: examples.historyPage },
  errors: ['BadRequest', 'NotFound'],
});
