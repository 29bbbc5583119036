import { Location, pageOf, SearchLocationsInput } from '@worldloom/contracts';
import { restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';

export const searchLocationsRoute = restRoute({
  method: 'post',
  path: '/api/locations/search',
  operationId: 'searchLocations',
  tag: 'Locations',
  summary: "Search a world's locations by text and tags",
  description:
    '`query` is a case-insensitive substring of the name or description; every one of `tags` must be among the ' +
    "location's tags (ignoring case). Results are by name, a page of `limit` (default 20) after `cursor`.",
  body: { schema: SearchLocationsInput, example: examples.searchLocations },
  success: { status: 200, description: 'One page of matching locations', schema: pageOf(Location), example: examples.locationPage },
  errors: ['BadRequest', 'NotFound'],
});
