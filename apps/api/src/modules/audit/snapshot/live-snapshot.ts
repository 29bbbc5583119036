import type { QueryBus } from '@nestjs/cqrs';
import type { WorldSnapshot } from '@worldloom/contracts';
import { ListCharactersQuery } from '../../character/queries/list-characters/list-characters.query';
import { ListFactionsQuery } from '../../faction/queries/list-factions/list-factions.query';
import { ListLocationsQuery } from '../../location/queries/list-locations/list-locations.query';
import { GetWorldStateQuery } from '../../world/queries/get-world-state/get-world-state.query';
import { byCreation } from './world-snapshot.mapper';

/** The world now, as the live read models show it, in the shape a folded snapshot has. */
export async function liveSnapshot(queryBus: QueryBus, worldId: string, ownerId: string): Promise<WorldSnapshot> {
  const [view, locations, factions, characters] = await Promise.all([
    queryBus.execute(new GetWorldStateQuery(worldId, ownerId)),
    queryBus.execute(new ListLocationsQuery(worldId, ownerId)),
    queryBus.execute(new ListFactionsQuery(worldId, ownerId)),
    queryBus.execute(new ListCharactersQuery(worldId, ownerId)),
  ]);
  return {
    ...view,
    locations: [...locations].sort(byCreation),
    factions: [...factions].sort(byCreation),
    characters: [...characters].sort(byCreation),
  };
}
