import { createFileRoute } from '@tanstack/react-router';
import { WorldDetailPage } from '../../../features/world-detail/components/world-detail-page';
import { queryClient, trpc } from '../../../lib/trpc';

// Seam: the world detail feature (features/world-detail) owns this screen; the route only hands it the id.
export const Route = createFileRoute('/app/worlds/$worldId')({
  loader: ({ params }) => void queryClient.prefetchQuery(trpc.world.getWorldState.queryOptions({ worldId: params.worldId })),
  component: WorldDetailRoute,
});

function WorldDetailRoute() {
  const { worldId } = Route.useParams();
  return <WorldDetailPage worldId={worldId} />;
}
