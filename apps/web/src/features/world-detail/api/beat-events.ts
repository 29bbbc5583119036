import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { trpc } from '../../../lib/trpc';

/** A beat's events, oldest first; a failed fetch is logged only (SPEC.md §8). */
export function useBeatEvents(beatId: string | undefined) {
  const events = useQuery(trpc.world.getBeatEvents.queryOptions(beatId ? { beatId } : skipToken));
  useEffect(() => {
    if (events.error) console.error('Failed to fetch the beat events', events.error);
  }, [events.error]);
  return events;
}

/** Selecting a beat asks for its events again, even when they are cached. */
export function useRefetchBeatEvents() {
  const queryClient = useQueryClient();
  return (beatId: string) => queryClient.invalidateQueries({ queryKey: trpc.world.getBeatEvents.queryKey({ beatId }) });
}

/** An event joins the current beat; every beat's event list reloads, so whichever is shown is fresh. */
export function useRecordWorldEvent() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.world.recordWorldEvent.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.world.getBeatEvents.pathKey() }),
    }),
  );
}
