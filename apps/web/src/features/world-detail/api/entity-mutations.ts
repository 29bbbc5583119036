import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** Entities refer to each other (a faction's leader, a character's location), so a change reloads all three lists. */
export function useReloadEntities(worldId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.location.list.queryKey({ worldId }) }),
      queryClient.invalidateQueries({ queryKey: trpc.faction.list.queryKey({ worldId }) }),
      queryClient.invalidateQueries({ queryKey: trpc.character.list.queryKey({ worldId }) }),
    ]);
}

export function useLocationMutations(worldId: string) {
  const onSuccess = useReloadEntities(worldId);
  return {
    create: useMutation(trpc.location.create.mutationOptions({ onSuccess })),
    update: useMutation(trpc.location.update.mutationOptions({ onSuccess })),
    remove: useMutation(trpc.location.delete.mutationOptions({ onSuccess })),
  };
}

export function useCharacterMutations(worldId: string) {
  const onSuccess = useReloadEntities(worldId);
  return {
    create: useMutation(trpc.character.create.mutationOptions({ onSuccess })),
    update: useMutation(trpc.character.update.mutationOptions({ onSuccess })),
    remove: useMutation(trpc.character.delete.mutationOptions({ onSuccess })),
  };
}

export function useFactionMutations(worldId: string) {
  const onSuccess = useReloadEntities(worldId);
  return {
    create: useMutation(trpc.faction.create.mutationOptions({ onSuccess })),
    update: useMutation(trpc.faction.update.mutationOptions({ onSuccess })),
    remove: useMutation(trpc.faction.delete.mutationOptions({ onSuccess })),
  };
}
