import { createFileRoute } from '@tanstack/react-router';
import { prefetchWorld } from '../../../features/world-detail/api/world-queries';
import { WorldDetailPage } from '../../../features/world-detail/components/world-detail-page';

/**
 * The loader starts the world's data calls without waiting for them, so the page can say
 * "Loading world details..." and tell a missing world from a failed load itself.
 */
export const Route = createFileRoute('/app/worlds/$worldId')({
  loader: ({ params }) => {
    const worldId = params.worldId.trim();
    if (worldId) prefetchWorld(worldId);
  },
  component: WorldDetailRoute,
});

function WorldDetailRoute() {
  const { worldId } = Route.useParams();
  return <WorldDetailPage worldId={worldId.trim()} />;
}
