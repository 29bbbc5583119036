import { useQuery } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { trpc } from '../../../lib/trpc';

/** Another user's world or a malformed id is simply not there; no point asking twice. */
export function isMissingWorld(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const code: unknown = error.data?.code;
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}

export function useWorldState(worldId: string) {
  return useQuery({
    ...trpc.world.getWorldState.queryOptions({ worldId }),
    retry: (failures, error) => !isMissingWorld(error) && failures < 1,
  });
}
