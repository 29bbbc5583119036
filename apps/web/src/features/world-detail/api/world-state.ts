import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { worldStateOptions } from './world-queries';

export function useWorldState(worldId: string) {
  return useQuery(worldStateOptions(worldId));
}

/** The world and everything a story step may have changed in it. */
export function useReloadWorld(worldId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.world.getWorldState.queryKey({ worldId }) }),
      queryClient.invalidateQueries({ queryKey: trpc.world.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.location.list.queryKey({ worldId }) }),
      queryClient.invalidateQueries({ queryKey: trpc.faction.list.queryKey({ worldId }) }),
      queryClient.invalidateQueries({ queryKey: trpc.character.list.queryKey({ worldId }) }),
    ]);
}

export function useSeedWorld() {
  return useMutation(trpc.world.seedWorld.mutationOptions());
}

export function useCreateArc(worldId: string) {
  const reload = useReloadWorld(worldId);
  return useMutation(trpc.world.createNewArc.mutationOptions({ onSuccess: reload }));
}

/** Resolves with the new beat, or null when the arc is complete; the world reloads either way. */
export function useProgressArc(worldId: string) {
  const reload = useReloadWorld(worldId);
  return useMutation(trpc.world.progressArc.mutationOptions({ onSuccess: reload }));
}
