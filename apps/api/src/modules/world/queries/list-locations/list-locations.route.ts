import { Location, pageOf } from '@worldloom/contracts';
import { restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';
import { worldEntitiesQuery } from '../../rest-params';

export const listLocationsRoute = restRoute({
  method: 'get',
  path: '/api/locations',
  operationId: 'listLocations',
  tag: 'Locations',
  summary: "List a world's locations",
  description: 'The locations of one world, a page at a time: pass `next_cursor` back as `cursor` until it is null.',
  params: { query: worldEntitiesQuery },
  success: { status: 200, description: 'One page of locations', schema: pageOf(Location), example: examples.locationPage },
  errors: ['BadRequest', 'NotFound'],
});
