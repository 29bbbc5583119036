import { TRPCClientError } from '@trpc/client';
import { queryClient, trpc } from '../../../lib/trpc';
import { currentBeatOf } from '../hooks/arc-progress';

/*
 * The page's query options, apart from its hooks: the route's loader imports only this module, so it can
 * start the data calls as soon as the tRPC client is there, without waiting for React Query's hook chunks.
 */

/** Another user's world or a malformed id is simply not there; no point asking twice. */
export function isMissingWorld(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const code: unknown = error.data?.code;
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}

/**
 * A failure is asked again once (SPEC.md §7), a missing world never: neither by a retry nor when the page
 * mounts after its loader has had the answer.
 */
const onceUnlessMissing = {
  retry: (failures: number, error: unknown) => !isMissingWorld(error) && failures < 1,
  retryOnMount: (query: { state: { error: unknown } }) => !isMissingWorld(query.state.error),
};

export function worldStateOptions(worldId: string) {
  return { ...trpc.world.getWorldState.queryOptions({ worldId }), ...onceUnlessMissing };
}

export function entityListOptions(worldId: string) {
  return [
    { ...trpc.location.list.queryOptions({ worldId }), ...onceUnlessMissing },
    { ...trpc.faction.list.queryOptions({ worldId }), ...onceUnlessMissing },
    { ...trpc.character.list.queryOptions({ worldId }), ...onceUnlessMissing },
  ] as const;
}

/**
 * Starts everything the page shows, without waiting: the world, its three lists, and once the world is
 * there the events of its current beat. Failures are left to the page, which asks again and reports them.
 */
export function prefetchWorld(worldId: string): void {
  const [locations, factions, characters] = entityListOptions(worldId);
  void queryClient.prefetchQuery(locations);
  void queryClient.prefetchQuery(factions);
  void queryClient.prefetchQuery(characters);
  void queryClient
    .fetchQuery(worldStateOptions(worldId))
    .then(({ currentArc, currentBeats }) => {
      const beat = currentArc ? currentBeatOf(currentBeats, currentArc.current_beat_id) : undefined;
      if (beat) return queryClient.prefetchQuery(trpc.world.getBeatEvents.queryOptions({ beatId: beat.id }));
    })
    .catch(() => undefined);
}
