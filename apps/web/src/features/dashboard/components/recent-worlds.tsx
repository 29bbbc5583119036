import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { WorldSphere } from '../../../components/world-sphere';
import { playEffect } from '../../../lib/audio/audio-player';
import styles from './dashboard.module.css';

/** One world on the dashboard: a link to it with its sphere, name and description, then what `children` add (badges). */
export function DashboardWorldCard({ world, children }: { world: { id: string; name: string; description: string }; children?: ReactNode }) {
  return (
    <Link to="/app/worlds/$worldId" params={{ worldId: world.id }} className={styles.worldCard} onClick={() => playEffect('enter_world')}>
      <WorldSphere seed={world.id} className={styles.worldSphere} />
      <span className={styles.worldName}>{world.name}</span>
      <span className={styles.worldDescription}>{world.description}</span>
      {children}
    </Link>
  );
}

/** SPEC.md §9: the dashboard shows at most 3 worlds. */
export const DASHBOARD_WORLD_LIMIT = 3;

interface RecentWorld {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly current_arc_id: string | null;
}

export function RecentWorlds({ worlds, loading }: { worlds: readonly RecentWorld[] | undefined; loading: boolean }) {
  return (
    <section aria-labelledby="your-worlds-heading" className={styles.recent}>
      <div className={styles.recentHeader}>
        <h2 id="your-worlds-heading" className={styles.sectionTitle}>
          Your Worlds
        </h2>
        <Link to="/app/worlds" className={styles.viewAll}>
          View all worlds
        </Link>
      </div>
      {loading && <p className="status-text">Loading worlds...</p>}
      {worlds?.length === 0 && (
        <p className="status-text">
          No worlds yet. <Link to="/app/worlds">Create your first world</Link> to begin.
        </p>
      )}
      {worlds && worlds.length > 0 && (
        <ul className={styles.worldGrid}>
          {worlds.slice(0, DASHBOARD_WORLD_LIMIT).map((world) => (
            <li key={world.id}>
              <DashboardWorldCard world={world}>
                {world.current_arc_id && <span className="badge badge-active">Active Story</span>}
              </DashboardWorldCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
