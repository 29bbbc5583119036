import { Location, CreateLocationInput } from '@worldloom/contracts';
import { GENERATION_ERRORS, restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';

export const createLocationRoute = restRoute({
  method: 'post',
  path: '/api/locations',
  operationId: 'createLocation',
  tag: 'Locations',
  summary: 'Create a location',
  description: "Adds a location to one of your worlds; the world's rules are checked first (coordinates, when given, between 0 and 1). Answers once the world's read models show the location.",
  body: { schema: CreateLocationInput, example: examples.createLocation },
  success: { status: 201, description: 'The new location', schema: Location, example: examples.location },
  errors: GENERATION_ERRORS,
});
