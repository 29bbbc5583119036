import { createFileRoute } from '@tanstack/react-router';
import { entityListOptions } from '../../../features/world-detail/api/world-entities';
import { worldStateOptions } from '../../../features/world-detail/api/world-state';
import { WorldDetailPage } from '../../../features/world-detail/components/world-detail-page';
import { queryClient } from '../../../lib/trpc';

/**
 * The loader starts the world's four queries without waiting for them, so the page can say
 * "Loading world details..." and tell a missing world from a failed load itself.
 */
export const Route = createFileRoute('/app/worlds/$worldId')({
  loader: ({ params }) => {
    const worldId = params.worldId.trim();
    if (!worldId) return;
    void queryClient.prefetchQuery(worldStateOptions(worldId));
    const [locations, factions, characters] = entityListOptions(worldId);
    void queryClient.prefetchQuery(locations);
    void queryClient.prefetchQuery(factions);
    void queryClient.prefetchQuery(characters);
  },
  component: WorldDetailRoute,
});

function WorldDetailRoute() {
  const { worldId } = Route.useParams();
  return <WorldDetailPage worldId={worldId.trim()} />;
}
