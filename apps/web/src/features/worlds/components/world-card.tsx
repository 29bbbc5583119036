import { Link } from '@tanstack/react-router';
import { WorldSphere } from '../../../components/world-sphere';
import { playEffect } from '../../../lib/audio/audio-player';
import { formatDate } from '../../../lib/format-date';
import styles from './worlds.module.css';

interface WorldCardProps {
  readonly world: {
    readonly id: string;
    readonly name: string;
    readonly description: string;
    readonly created_at: string;
    readonly current_arc_id: string | null;
  };
}

export function WorldCard({ world }: WorldCardProps) {
  return (
    <Link
      to="/app/worlds/$worldId"
      params={{ worldId: world.id }}
      className={styles.card}
      onClick={() => playEffect('enter_world')}
    >
      <WorldSphere seed={world.id} size={88} className={styles.cardSphere} />
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>{world.name}</h2>
        <p className={styles.cardDescription}>{world.description}</p>
        <div className={styles.cardMeta}>
          <time dateTime={world.created_at}>Created {formatDate(world.created_at)}</time>
          {world.current_arc_id && <span className="badge badge-active">Active Arc</span>}
        </div>
      </div>
    </Link>
  );
}
