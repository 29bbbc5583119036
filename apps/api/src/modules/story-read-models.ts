import type { Projection } from '../platform/projections/projection';
import { worldStoryProjection } from './world/projections/world-story/world-story.projection';
import { GetArcHandler } from './arc/queries/get-arc/get-arc.handler';
import { GetBeatEventsHandler } from './arc/queries/get-beat-events/get-beat-events.handler';
import { GetCharacterHandler } from './character/queries/get-character/get-character.handler';
import { ListCharactersHandler } from './character/queries/list-characters/list-characters.handler';
import { GetFactionHandler } from './faction/queries/get-faction/get-faction.handler';
import { ListFactionsHandler } from './faction/queries/list-factions/list-factions.handler';
import { GetLocationHandler } from './location/queries/get-location/get-location.handler';
import { ListLocationsHandler } from './location/queries/list-locations/list-locations.handler';
import { SearchLocationsHandler } from './location/queries/search-locations/search-locations.handler';
import { GetWorldStateHandler } from './world/queries/get-world-state/get-world-state.handler';

/**
 * The story read models to register: the projection beside `worldProjections` in ProjectionsModule.forRoot,
 * the handlers as providers of a module that imports CqrsModule.
 */
export const storyProjections: Projection[] = [worldStoryProjection];

export const storyQueryHandlers = [
  GetWorldStateHandler,
  ListLocationsHandler,
  GetLocationHandler,
  SearchLocationsHandler,
  ListCharactersHandler,
  GetCharacterHandler,
  ListFactionsHandler,
  GetFactionHandler,
  GetArcHandler,
  GetBeatEventsHandler,
];
