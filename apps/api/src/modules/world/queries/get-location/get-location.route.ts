import { Location } from '@worldloom/contracts';
import { restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';
import { entityPath } from '../../rest-params';

export const getLocationRoute = restRoute({
  method: 'get',
  path: '/api/locations/{id}',
  operationId: 'getLocation',
  tag: 'Locations',
  summary: 'Get a location',
  description: "One location by id, with its type, status, parent, coordinates and controlling faction. Another user's location answers 404.",
  params: { path: entityPath },
  success: { status: 200, description: 'The location', schema: Location, example: examples.location },
  errors: ['BadRequest', 'NotFound'],
});
