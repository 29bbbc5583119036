import { createFileRoute } from '@tanstack/react-router';
import { WorldListPage } from '../../../features/worlds/components/world-list-page';
import { parseWorldListSearch } from '../../../features/worlds/hooks/world-list-search';
import { useCanonicalSearch } from '../../../lib/canonical-search';
import { queryClient, trpc } from '../../../lib/trpc';

export const Route = createFileRoute('/app/worlds/')({
  validateSearch: parseWorldListSearch,
  loader: () => void queryClient.prefetchQuery(trpc.world.list.queryOptions()),
  component: WorldListRoute,
});

function WorldListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  useCanonicalSearch(parseWorldListSearch, (canonical) => void navigate({ search: canonical, replace: true }));
  return (
    <WorldListPage
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
