import type { WorldRole } from '@worldloom/contracts';
import { useId } from 'react';
import { WorldCard } from './world-card';
import styles from './worlds.module.css';

interface SharedWorld {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly created_at: string;
  readonly current_arc_id: string | null;
  readonly role?: WorldRole;
}

/** Worlds others shared with the caller, each with the caller's role; the page leaves it out when there are none. */
export function SharedWorlds({ worlds }: { worlds: readonly SharedWorld[] }) {
  const headingId = useId();
  return (
    <section className={styles.shared} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sharedTitle}>
        Shared with you
      </h2>
      <ul className={styles.grid} aria-labelledby={headingId}>
        {worlds.map((world) => (
          <li key={world.id}>
            <WorldCard world={world} role={world.role} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
