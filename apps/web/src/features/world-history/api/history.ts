import type { ActorKind, EventSource, HistoryEventType } from '@worldloom/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { trpc } from '../../../lib/trpc';
import { storyOutline } from '../hooks/story-points';

/** Events per page of the timeline ("Load older" asks for the next). */
export const TIMELINE_PAGE_SIZE = 50;
/** The story's arcs and beats are read in the largest pages the API gives. */
const OUTLINE_PAGE_SIZE = 100;

export interface TimelineFilters {
  readonly types?: HistoryEventType[];
  readonly source?: EventSource;
  readonly actorKind?: ActorKind;
}

/** The world's events newest first, page by page; a new filter keeps the old list up until its answer is in. */
export function useTimeline(worldId: string, filters: TimelineFilters) {
  const timeline = useInfiniteQuery(
    trpc.audit.history.infiniteQueryOptions(
      { worldId, order: 'newest', limit: TIMELINE_PAGE_SIZE, ...filters },
      { getNextPageParam: (page) => page.next_cursor, placeholderData: keepPreviousData },
    ),
  );
  const entries = useMemo(() => timeline.data?.pages.flatMap((page) => page.items) ?? [], [timeline.data]);
  return { ...timeline, entries };
}

/** Every arc start and beat of the world, oldest first (all pages), as the scrubber's stops. */
export function useStoryOutline(worldId: string) {
  const beats = useInfiniteQuery(
    trpc.audit.history.infiniteQueryOptions(
      { worldId, order: 'oldest', limit: OUTLINE_PAGE_SIZE, types: ['ArcStarted', 'BeatGenerated'] },
      { getNextPageParam: (page) => page.next_cursor },
    ),
  );
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = beats;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  const complete = beats.isSuccess && !hasNextPage;
  const outline = useMemo(
    () => (complete && beats.data ? storyOutline(beats.data.pages.flatMap((page) => page.items)) : undefined),
    [complete, beats.data],
  );
  return { outline, isError, retry: () => beats.refetch() };
}
