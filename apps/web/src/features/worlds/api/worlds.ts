import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

export function useWorlds() {
  return useQuery(trpc.world.list.queryOptions());
}

export function useCreateWorld() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.world.create.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.world.list.queryKey() }),
    }),
  );
}
