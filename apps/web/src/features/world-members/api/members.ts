import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

export function useMembers(worldId: string) {
  return useQuery(trpc.members.list.queryOptions(worldId));
}

export function useInvites(worldId: string, enabled: boolean) {
  return useQuery({ ...trpc.members.invites.queryOptions(worldId), enabled });
}

export function useAutoAdvance(worldId: string, enabled: boolean) {
  return useQuery({ ...trpc.world.getAutoAdvance.queryOptions(worldId), enabled });
}

/** Membership changes reload the members, the invites (a use counts) and the caller's own role. */
function useReloadMembers(worldId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.members.list.queryKey(worldId) }),
      queryClient.invalidateQueries({ queryKey: trpc.members.invites.queryKey(worldId) }),
    ]);
}

export function useMemberMutations(worldId: string) {
  const onSuccess = useReloadMembers(worldId);
  const queryClient = useQueryClient();
  return {
    invite: useMutation(trpc.members.invite.mutationOptions({ onSuccess })),
    revokeInvite: useMutation(trpc.members.revokeInvite.mutationOptions({ onSuccess })),
    setRole: useMutation(trpc.members.setRole.mutationOptions({ onSuccess })),
    remove: useMutation(trpc.members.remove.mutationOptions({ onSuccess })),
    leave: useMutation(trpc.members.leave.mutationOptions({ onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.world.list.queryKey() }) })),
    setAutoAdvance: useMutation(
      trpc.world.setAutoAdvance.mutationOptions({
        onSuccess: (answer) => queryClient.setQueryData(trpc.world.getAutoAdvance.queryKey(worldId), answer),
      }),
    ),
  };
}

export function useInvitePreview(token: string) {
  return useQuery({ ...trpc.members.previewInvite.queryOptions({ token }), retry: false });
}

export function useJoinWorld() {
  const queryClient = useQueryClient();
  return useMutation(trpc.members.join.mutationOptions({ onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.world.list.queryKey() }) }));
}
