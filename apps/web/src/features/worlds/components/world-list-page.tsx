import { splitWorlds } from '../../../lib/world-roles';
import { useWorlds } from '../api/worlds';
import { countLine, matchesSearch, type WorldListSearch, worldPage } from '../hooks/world-list-search';
import { CreateWorldPanel } from './create-world-panel';
import { Pagination } from './pagination';
import { SharedWorlds } from './shared-worlds';
import { WorldCard } from './world-card';
import { WorldSearch } from './world-search';
import styles from './worlds.module.css';

interface WorldListPageProps {
  readonly search: WorldListSearch;
  readonly onSearchChange: (next: WorldListSearch) => void;
}

export function WorldListPage({ search, onSearchChange }: WorldListPageProps) {
  const worlds = useWorlds();
  const split = worlds.data ? splitWorlds(worlds.data) : undefined;
  // The count, pages and empty state are about the caller's own worlds; the shared ones follow in their own section.
  const page = split ? worldPage(split.own, search) : undefined;
  const shared = split?.shared.filter((world) => matchesSearch(world, search.q ?? '')) ?? [];

  function goToPage(next: number) {
    onSearchChange({ ...search, page: next });
    window.scrollTo({ top: 0 });
  }

  return (
    <div className={styles.page}>
      <header className="page-header">
        <div>
          <h1 className="page-title">Your Story Worlds</h1>
          <p className="page-subtitle">Every universe you have woven, and the ones still waiting to be born.</p>
        </div>
      </header>
      <CreateWorldPanel />
      <div className={styles.toolbar}>
        {/* Changing the text starts again from page 1 (SPEC.md §5). */}
        <WorldSearch value={search.q ?? ''} onChange={(q) => onSearchChange({ q: q || undefined })} />
        {page && (
          <p className={styles.count} aria-live="polite">
            {countLine(page.total, page.page, page.pageCount)}
          </p>
        )}
      </div>
      {worlds.isPending && (
        <p role="status" className={styles.state}>
          Loading worlds...
        </p>
      )}
      {worlds.isError && (
        <p role="alert" className="banner banner-error">
          Failed to load worlds.
        </p>
      )}
      {page && page.total === 0 && (
        <div className={styles.empty}>
          {search.q ? (
            <p>No worlds match “{search.q}”.</p>
          ) : (
            <>
              <h2 className={styles.emptyTitle}>No worlds yet</h2>
              <p>Create your first world to begin weaving its story.</p>
            </>
          )}
        </div>
      )}
      {page && page.items.length > 0 && (
        <ul className={styles.grid} aria-label="Worlds">
          {page.items.map((world) => (
            <li key={world.id}>
              <WorldCard world={world} />
            </li>
          ))}
        </ul>
      )}
      {page && page.pageCount > 1 && <Pagination page={page.page} pageCount={page.pageCount} onPageChange={goToPage} />}
      {shared.length > 0 && <SharedWorlds worlds={shared} />}
    </div>
  );
}
