import type { QueryBus } from '@nestjs/cqrs';
import type { WorldSnapshot } from '@worldloom/contracts';
import { GetWorldStateQuery, ListCharactersQuery, ListFactionsQuery, ListLocationsQuery } from '#world';
import { byCreation } from './world-snapshot.mapper';

/** The world now, as the live read models show it to its owner, in the shape a folded snapshot has. */
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
