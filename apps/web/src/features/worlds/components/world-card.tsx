import { Link } from '@tanstack/react-router';
import type { WorldRole } from '@worldloom/contracts';
import { WorldSphere } from '../../../components/world-sphere';
import { playEffect } from '../../../lib/audio/audio-player';
import { formatDate } from '../../../lib/format-date';
import { ROLE_LABELS } from '../../../lib/world-roles';
import styles from './worlds.module.css';

interface WorldCardProps {
  readonly world: {
    readonly id: string;
    readonly name: string;
    readonly description: string;
    readonly created_at: string;
    readonly current_arc_id: string | null;
  };
  /** A shared world's card shows the caller's role in it as a badge. */
  readonly role?: WorldRole;
  /** h2 in the list of one's own worlds; h3 under the "Shared with you" heading. */
  readonly headingLevel?: 2 | 3;
}

export function WorldCard({ world, role, headingLevel = 2 }: WorldCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <Link
      to="/app/worlds/$worldId"
      params={{ worldId: world.id }}
      className={styles.card}
      onClick={() => playEffect('enter_world')}
    >
      <WorldSphere seed={world.id} size={88} className={styles.cardSphere} />
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>{world.name}</Heading>
        <p className={styles.cardDescription}>{world.description}</p>
        <div className={styles.cardMeta}>
          <time dateTime={world.created_at}>Created {formatDate(world.created_at)}</time>
          {world.current_arc_id && <span className="badge badge-active">Active Arc</span>}
          {role && (
            <span className="badge" data-role={role}>
              <span className="visually-hidden">Your role: </span>
              {ROLE_LABELS[role]}
            </span>
          )}
        </div>
      </div>
    </Link>
  );
}
