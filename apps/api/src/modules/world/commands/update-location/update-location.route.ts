import { Location, UpdateLocationBody } from '@worldloom/contracts';
import { COMMAND_ERRORS, restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';
import { entityPath } from '../../rest-params';

export const updateLocationRoute = restRoute({
  method: 'put',
  path: '/api/locations/{id}',
  operationId: 'updateLocation',
  tag: 'Locations',
  summary: 'Update a location',
  description: 'Only the fields given change.',
  params: { path: entityPath },
  body: { schema: UpdateLocationBody, example: examples.updateLocation },
  success: { status: 200, description: 'The updated location', schema: Location, example: examples.location },
  errors: COMMAND_ERRORS,
});
