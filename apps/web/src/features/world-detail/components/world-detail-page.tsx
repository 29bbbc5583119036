import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from '../../../components/icons';
import { WorldSphere } from '../../../components/world-sphere';
import { isMissingWorld, useWorldState } from '../api/world-state';
import styles from './world-detail-page.module.css';

/**
 * Placeholder for the world detail screen (SPEC.md §2, World detail). The world-detail feature replaces
 * this component; the route (routes/app/worlds/$worldId.tsx) only passes `worldId`.
 */
export function WorldDetailPage({ worldId }: { worldId: string }) {
  const state = useWorldState(worldId);

  return (
    <div className={styles.page}>
      <Link to="/app/worlds" className={styles.back}>
        <ArrowLeftIcon width={18} height={18} />
        Worlds
      </Link>
      {state.isPending && <p role="status">Loading world details...</p>}
      {state.isError &&
        (isMissingWorld(state.error) ? (
          <div className={styles.missing}>
            <h1 className="page-title">World not found</h1>
            <Link to="/app/worlds">Return to Worlds</Link>
          </div>
        ) : (
          <p role="alert" className="banner banner-error">
            Failed to load world details.
          </p>
        ))}
      {state.data && (
        <header className={styles.header}>
          <WorldSphere seed={state.data.world.id} size={200} label={`${state.data.world.name}, as seen from orbit`} />
          <div>
            <h1 className="page-title">{state.data.world.name}</h1>
            <p className="page-subtitle">{state.data.world.description}</p>
          </div>
        </header>
      )}
    </div>
  );
}
