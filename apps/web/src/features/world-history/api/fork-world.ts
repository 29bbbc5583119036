import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** A fork is a new world of the user's: the world list reloads. */
export function useForkWorld() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.audit.fork.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.world.list.queryKey() }),
    }),
  );
}
