import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** The world's AI usage of all time and its monthly budget with what this month has spent. */
export function useWorldUsage(worldId: string) {
  return useQuery(trpc.usage.getWorldUsage.queryOptions({ worldId }));
}

export function useSetWorldBudget(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.world.setBudget.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.usage.getWorldUsage.queryKey({ worldId }) }),
    }),
  );
}
