// The tRPC namespaces of the world stream (SPEC.md §7). No decorators here: the web app's type-check reaches this file.
import { router } from '#platform/trpc/trpc';
import { createCharacterProcedure } from './commands/create-character/create-character.procedure';
import { createFactionProcedure } from './commands/create-faction/create-faction.procedure';
import { createLocationProcedure } from './commands/create-location/create-location.procedure';
import { createNewArcProcedure } from './commands/create-new-arc/create-new-arc.procedure';
import { createWorldProcedure } from './commands/create-world/create-world.procedure';
import { deleteCharacterProcedure } from './commands/delete-character/delete-character.procedure';
import { deleteFactionProcedure } from './commands/delete-faction/delete-faction.procedure';
import { deleteLocationProcedure } from './commands/delete-location/delete-location.procedure';
import { progressArcProcedure } from './commands/progress-arc/progress-arc.procedure';
import { recordWorldEventProcedure } from './commands/record-world-event/record-world-event.procedure';
import { seedWorldProcedure } from './commands/seed-world/seed-world.procedure';
import { updateCharacterProcedure } from './commands/update-character/update-character.procedure';
import { updateFactionProcedure } from './commands/update-faction/update-faction.procedure';
import { updateLocationProcedure } from './commands/update-location/update-location.procedure';
import { getBeatEventsProcedure } from './queries/get-beat-events/get-beat-events.procedure';
import { getCharacterProcedure } from './queries/get-character/get-character.procedure';
import { getFactionProcedure } from './queries/get-faction/get-faction.procedure';
import { getLocationProcedure } from './queries/get-location/get-location.procedure';
import { getWorldStateProcedure } from './queries/get-world-state/get-world-state.procedure';
import { listCharactersProcedure } from './queries/list-characters/list-characters.procedure';
import { listFactionsProcedure } from './queries/list-factions/list-factions.procedure';
import { listLocationsProcedure } from './queries/list-locations/list-locations.procedure';
import { listWorldsProcedure } from './queries/list-worlds/list-worlds.procedure';

/** `world.*`, `location.*`, `character.*` and `faction.*`, merged into the app router as they are. */
export const worldRouters = {
  world: router({
    list: listWorldsProcedure,
    create: createWorldProcedure,
    getWorldState: getWorldStateProcedure,
    seedWorld: seedWorldProcedure,
    createNewArc: createNewArcProcedure,
    progressArc: progressArcProcedure,
    getBeatEvents: getBeatEventsProcedure,
    recordWorldEvent: recordWorldEventProcedure,
  }),
  location: router({
    list: listLocationsProcedure,
    get: getLocationProcedure,
    create: createLocationProcedure,
    update: updateLocationProcedure,
    delete: deleteLocationProcedure,
  }),
  character: router({
    list: listCharactersProcedure,
    get: getCharacterProcedure,
    create: createCharacterProcedure,
    update: updateCharacterProcedure,
    delete: deleteCharacterProcedure,
  }),
  faction: router({
    list: listFactionsProcedure,
    get: getFactionProcedure,
    create: createFactionProcedure,
    update: updateFactionProcedure,
    delete: deleteFactionProcedure,
  }),
};
