import { keepPreviousData, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { trpc } from '../../../lib/trpc';
import type { WorldPicture } from '../hooks/world-changes';

/** A point of the story the map and the graph show: now, or just after a beat of the current arc. */
export type StoryPoint = { readonly kind: 'now' } | { readonly kind: 'beat'; readonly arcId: string; readonly beatIndex: number };

function stateAtOptions(worldId: string, point: StoryPoint | null) {
  // The world just after a beat never changes: what was read once is kept.
  return {
    ...trpc.audit.stateAt.queryOptions(point?.kind === 'beat' ? { worldId, arcId: point.arcId, beatIndex: point.beatIndex } : skipToken),
    staleTime: Infinity,
  };
}

/**
 * The world at a point: now is the page's own lists; a beat is the audit's state just after it. While a
 * beat loads, the picture shown before stays.
 */
export function useWorldAt(worldId: string, point: StoryPoint, now: WorldPicture) {
  const past = useQuery({ ...stateAtOptions(worldId, point), placeholderData: keepPreviousData });
  if (point.kind === 'now') return { picture: now, loading: false, failed: false };
  return { picture: past.data ?? now, loading: past.isFetching || past.isPlaceholderData, failed: past.isError };
}

/** Asks ahead for the points on either side of the one shown, so stepping to them shows them at once. */
export function usePrefetchNeighbours(worldId: string, points: readonly StoryPoint[], index: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    for (const neighbour of [points[index - 1], points[index + 1]]) {
      if (neighbour?.kind === 'beat') void queryClient.prefetchQuery(stateAtOptions(worldId, neighbour));
    }
  }, [queryClient, worldId, points, index]);
}
