import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { queryClient, trpc } from '../../lib/trpc';

export const Route = createFileRoute('/app/')({
  loader: () => void queryClient.prefetchQuery(trpc.world.list.queryOptions()),
  component: DashboardPage,
});
