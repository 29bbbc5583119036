import { createFileRoute } from '@tanstack/react-router';
import { lazy, useCallback } from 'react';
import { prefetchWorld } from '../../../features/world-detail/api/world-queries';
import { WorldDetailPage } from '../../../features/world-detail/components/world-detail-page';
import { parseWorldDetailSearch, type WorldDetailSearch } from '../../../features/world-history/hooks/history-search';
import { MembersPanel } from '../../../features/world-members/components/members-panel';
import { useCanonicalSearch } from '../../../lib/canonical-search';

/** Its own chunk: a visit that never opens the history does not download it. */
const WorldHistoryView = lazy(() =>
  import('../../../features/world-history/components/world-history-view').then((view) => ({ default: view.WorldHistoryView })),
);

/**
 * The loader starts the world's data calls without waiting for them, so the page can say
 * "Loading world details..." and tell a missing world from a failed load itself. The History view's
 * state is in the address (`?history=true&arc=…&beat=7`, see history-search.ts); moving through it stays
 * on the page, which does not start the world's calls again.
 */
export const Route = createFileRoute('/app/worlds/$worldId')({
  validateSearch: parseWorldDetailSearch,
  loader: ({ params }) => {
    const worldId = params.worldId.trim();
    if (worldId) prefetchWorld(worldId);
  },
  shouldReload: ({ cause }) => cause !== 'stay',
  component: WorldDetailRoute,
});

function WorldDetailRoute() {
  const { worldId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Opening and closing the view are steps Back retraces; closing forgets the point and the filters.
  const setHistoryOpen = useCallback(
    (open: boolean) => void navigate({ search: open ? { history: true } : {}, resetScroll: false }),
    [navigate],
  );
  // Scrubbing and filtering replace the entry, so Back leaves the view rather than retrace each beat.
  const changeSearch = useCallback(
    (change: Partial<WorldDetailSearch>) =>
      void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true, resetScroll: false }),
    [navigate],
  );
  // The map leaves a revision from the History (for now or a beat) in place: Back returns to it.
  const setMapRevision = useCallback(
    (mapRevision: number | undefined) => void navigate({ search: (previous) => ({ ...previous, mapRevision }), resetScroll: false }),
    [navigate],
  );
  useCanonicalSearch(parseWorldDetailSearch, (canonical) => void navigate({ search: canonical, replace: true, resetScroll: false }));
  return (
    <WorldDetailPage
      worldId={worldId.trim()}
      historyOpen={search.history === true}
      onHistoryOpenChange={setHistoryOpen}
      history={(props) => <WorldHistoryView {...props} search={search} onSearchChange={changeSearch} />}
      members={(world) => <MembersPanel worldId={world.id} worldName={world.name} />}
      mapRevision={search.mapRevision}
      onMapRevisionChange={setMapRevision}
    />
  );
}
