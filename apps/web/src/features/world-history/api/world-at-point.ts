import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { type HistoryPoint, pointInput } from '../hooks/story-points';

/** The world as it was at a point; while the next point loads, the last one stays on screen. */
export function useWorldAt(worldId: string, point: HistoryPoint | null) {
  return useQuery({
    ...trpc.audit.stateAt.queryOptions(point ? { worldId, ...pointInput(point) } : skipToken),
    placeholderData: keepPreviousData,
  });
}

/** What changed from a point to now; now itself has nothing to compare. */
export function useChangesSince(worldId: string, point: HistoryPoint | null) {
  return useQuery({
    ...trpc.audit.diff.queryOptions(point && point.kind !== 'now' ? { worldId, from: pointInput(point) } : skipToken),
    placeholderData: keepPreviousData,
  });
}
