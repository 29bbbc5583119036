import { pageOf, PageQuery, World } from '@worldloom/contracts';
import { withExamples } from '#platform/openapi/examples';
import { restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';

export const listWorldsRoute = restRoute({
  method: 'get',
  path: '/api/worlds',
  operationId: 'listWorlds',
  tag: 'Worlds',
  summary: "List the key owner's worlds, newest first",
  description: 'The worlds of the user who owns the API key, newest first, a page at a time: pass `next_cursor` back as `cursor` until it is null.',
  params: { query: withExamples(PageQuery, { limit: 20 }) },
  success: { status: 200, description: 'One page of worlds', schema: pageOf(World), example: examples.worldPage },
  errors: ['BadRequest'],
});
