import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { useReloadWorld } from './world-state';

/** The world's review mode and the drafted beat waiting for its author (null when none waits). */
export function useReview(worldId: string) {
  return useQuery(trpc.world.getReview.queryOptions({ worldId }));
}

/** After a story step: the waiting draft and the usage so far may have changed with the world. */
export function useRefreshReview(worldId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.world.getReview.queryKey({ worldId }) }),
      queryClient.invalidateQueries({ queryKey: trpc.usage.getWorldUsage.queryKey({ worldId }) }),
    ]);
}

function useAfterReviewStep(worldId: string) {
  const refresh = useRefreshReview(worldId);
  const reload = useReloadWorld(worldId);
  return () => Promise.all([refresh(), reload()]);
}

export function useSetReviewMode(worldId: string) {
  return useMutation(trpc.world.setReviewMode.mutationOptions({ onSuccess: useRefreshReview(worldId) }));
}

export function useAcceptDraft(worldId: string) {
  return useMutation(trpc.world.acceptDraft.mutationOptions({ onSuccess: useAfterReviewStep(worldId) }));
}

export function useEditDraft(worldId: string) {
  return useMutation(trpc.world.editDraft.mutationOptions({ onSuccess: useRefreshReview(worldId) }));
}

/** A failed regeneration (a spent budget) leaves the draft as it was; the usage is read again either way. */
export function useRegenerateDraft(worldId: string) {
  return useMutation(trpc.world.regenerateDraft.mutationOptions({ onSettled: useRefreshReview(worldId) }));
}

export function useDiscardDraft(worldId: string) {
  return useMutation(trpc.world.discardDraft.mutationOptions({ onSuccess: useRefreshReview(worldId) }));
}

export function useRevertBeat(worldId: string) {
  return useMutation(trpc.world.revertBeat.mutationOptions({ onSuccess: useAfterReviewStep(worldId) }));
}
