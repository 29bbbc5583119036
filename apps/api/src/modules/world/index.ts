// The world module's public file for other modules: decorator-free (the web's type-check reaches it through
// the app router). The Nest module itself is in world.module.ts, for the composition root.
export { worldRouters } from './world.router';
export { WorldCapEnv } from './commands/create-world/world-cap';
export { GetWorldStateQuery } from './queries/get-world-state/get-world-state.query';
export { GetWorldStateAtQuery, namesAPoint, type NamedPoint } from './queries/get-world-state/get-world-state-at.query';
export { ListLocationsQuery } from './queries/list-locations/list-locations.query';
export { ListCharactersQuery } from './queries/list-characters/list-characters.query';
export { ListFactionsQuery } from './queries/list-factions/list-factions.query';
export { memoryJson } from './projections/world-details/characters.projector';
export { historicalEventJson } from './projections/world-details/historical-event.json';
export { worldEventTime } from './projections/world-event-time';
export { sampleWorld } from './rest-examples';
