import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** The world's AI usage of all time, shown beside its history. */
export function useWorldUsage(worldId: string) {
  return useQuery(trpc.usage.getWorldUsage.queryOptions({ worldId }));
}
