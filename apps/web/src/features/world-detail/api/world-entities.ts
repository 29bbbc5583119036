import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { entityListOptions } from './world-queries';

/**
 * The world's locations, factions and characters, asked again every `pollMs` while seeding. A failed list
 * is logged only (SPEC.md §8) and counts as not loaded.
 */
export function useWorldEntities(worldId: string, pollMs: number | false = false) {
  const [locationOptions, factionOptions, characterOptions] = entityListOptions(worldId);
  const [locations, factions, characters] = useQueries({
    queries: [
      { ...locationOptions, refetchInterval: pollMs },
      { ...factionOptions, refetchInterval: pollMs },
      { ...characterOptions, refetchInterval: pollMs },
    ],
  });

  useLogFailure(locations.error);
  useLogFailure(factions.error);
  useLogFailure(characters.error);

  return {
    locations: locations.data ?? [],
    factions: factions.data ?? [],
    characters: characters.data ?? [],
    loaded: locations.isSuccess && factions.isSuccess && characters.isSuccess,
  };
}

export type WorldEntities = ReturnType<typeof useWorldEntities>;

function useLogFailure(error: unknown) {
  useEffect(() => {
    if (error) console.error('Failed to fetch the world entities', error);
  }, [error]);
}
