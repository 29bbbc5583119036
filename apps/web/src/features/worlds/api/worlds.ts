import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

export function useWorlds() {
  const trpc = useTRPC();
  return useQuery(trpc.world.list.queryOptions());
}

export function useCreateWorld() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.world.create.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.world.list.queryKey() }),
    }),
  );
}
