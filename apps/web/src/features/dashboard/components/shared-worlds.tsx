import { Link } from '@tanstack/react-router';
import type { WorldRole } from '@worldloom/contracts';
import { ROLE_LABELS } from '../../../lib/world-roles';
import styles from './dashboard.module.css';
import { DASHBOARD_WORLD_LIMIT, DashboardWorldCard } from './recent-worlds';

interface SharedWorld {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly current_arc_id: string | null;
  readonly role?: WorldRole;
}

/** The worlds others shared with the user, newest first, at most as many as Your Worlds shows; the page leaves it out when there are none. */
export function SharedWorlds({ worlds }: { worlds: readonly SharedWorld[] }) {
  return (
    <section aria-labelledby="shared-worlds-heading" className={styles.recent}>
      <div className={styles.recentHeader}>
        <h2 id="shared-worlds-heading" className={styles.sectionTitle}>
          Shared with you
        </h2>
        {worlds.length > DASHBOARD_WORLD_LIMIT && (
          <Link to="/app/worlds" className={styles.viewAll}>
            View all {worlds.length} shared worlds
          </Link>
        )}
      </div>
      <ul className={styles.worldGrid} aria-labelledby="shared-worlds-heading">
        {worlds.slice(0, DASHBOARD_WORLD_LIMIT).map((world) => (
          <li key={world.id}>
            <DashboardWorldCard world={world}>
              <span className={styles.worldBadges}>
                {world.role && (
                  <span className="badge" data-role={world.role}>
                    <span className="visually-hidden">Your role: </span>
                    {ROLE_LABELS[world.role]}
                  </span>
                )}
                {world.current_arc_id && <span className="badge badge-active">Active Story</span>}
              </span>
            </DashboardWorldCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
