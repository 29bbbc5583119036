import { keepPreviousData, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { trpc } from '../../../lib/trpc';
import type { WorldPicture } from '../hooks/world-changes';

/**
 * A point of the story the map and the graph show: now, just after a beat of the current arc, or just after
 * an event of the world's history (a revision chosen in the History view).
 */
export type StoryPoint =
  | { readonly kind: 'now' }
  | { readonly kind: 'beat'; readonly arcId: string; readonly beatIndex: number }
  | { readonly kind: 'revision'; readonly revision: number };

function stateAtInput(worldId: string, point: StoryPoint | null) {
  if (point?.kind === 'beat') return { worldId, arcId: point.arcId, beatIndex: point.beatIndex };
  if (point?.kind === 'revision') return { worldId, atRevision: point.revision };
  return skipToken;
}

function stateAtOptions(worldId: string, point: StoryPoint | null) {
  // The world just after a beat or an event never changes: what was read once is kept.
  return { ...trpc.audit.stateAt.queryOptions(stateAtInput(worldId, point)), staleTime: Infinity };
}

/**
 * The world at a point: now is the page's own lists; a beat or an event is the audit's state just after it.
 * While one loads, the picture shown before stays. `occurredAt` is when the point's last event happened
 * (null for now, and until the point's state is in).
 */
export function useWorldAt(worldId: string, point: StoryPoint, now: WorldPicture) {
  const past = useQuery({ ...stateAtOptions(worldId, point), placeholderData: keepPreviousData });
  if (point.kind === 'now') return { picture: now, loading: false, failed: false, occurredAt: null };
  const loading = past.isFetching || past.isPlaceholderData;
  return { picture: past.data ?? now, loading, failed: past.isError, occurredAt: loading ? null : (past.data?.occurred_at ?? null) };
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
