import { createFileRoute } from '@tanstack/react-router';
import { prefetchDashboard } from '../../features/dashboard/api/dashboard';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';

export const Route = createFileRoute('/app/')({
  loader: prefetchDashboard,
  component: DashboardPage,
});
