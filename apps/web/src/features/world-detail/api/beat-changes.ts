import { skipToken, useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** What a beat changed, in plain words; a generated beat's changes never change, so they are kept. */
export function useBeatChanges(beatId: string) {
  return useQuery({ ...trpc.world.getBeatChanges.queryOptions(beatId ? { beatId } : skipToken), staleTime: Infinity });
}
