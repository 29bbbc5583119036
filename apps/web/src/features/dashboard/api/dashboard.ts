import { skipToken, useQueries, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryClient, trpc } from '../../../lib/trpc';
import { tutorialWorlds } from '../hooks/tutorial-steps';

export function useWorlds() {
  return useQuery(trpc.world.list.queryOptions());
}

/** Whether a world has locations, factions and characters; a failed list is logged only (SPEC.md §8). */
export function useWorldHasContents(worldId: string | undefined) {
  const input = worldId ? { worldId } : skipToken;
  const result = useQueries({
    queries: [
      trpc.location.list.queryOptions(input),
      trpc.faction.list.queryOptions(input),
      trpc.character.list.queryOptions(input),
    ],
    combine: (lists) => ({
      loading: lists.some((list) => list.isLoading),
      hasContents: lists.every((list) => (list.data?.length ?? 0) > 0),
      errors: lists.flatMap((list) => (list.error ? [list.error] : [])),
    }),
  });

  useEffect(() => {
    result.errors.forEach((error) => console.error('Failed to fetch the world entities', error));
  }, [result.errors]);

  return { loading: result.loading, hasContents: result.hasContents };
}

/** The route's loader: the worlds, and as soon as they are there the first (own) world's lists, without waiting for the page. */
export function prefetchDashboard(): void {
  void queryClient
    .fetchQuery(trpc.world.list.queryOptions())
    .then((worlds) => {
      const first = tutorialWorlds(worlds).firstWorld;
      if (!first) return;
      const input = { worldId: first.id };
      return Promise.all([
        queryClient.prefetchQuery(trpc.location.list.queryOptions(input)),
        queryClient.prefetchQuery(trpc.faction.list.queryOptions(input)),
        queryClient.prefetchQuery(trpc.character.list.queryOptions(input)),
      ]);
    })
    .catch(() => undefined);
}
