import type { Arc, Beat, World } from '@worldloom/contracts';
import { formatDate } from '../../../lib/format-date';
import type { WorldEntities } from '../api/world-entities';
import { storyProgressLabel } from '../hooks/arc-progress';
import styles from './panels.module.css';

interface WorldSummaryProps {
  readonly world: World;
  readonly arc: Arc | null;
  readonly beatCount: number;
  readonly currentBeat: Beat | undefined;
  readonly entities: WorldEntities;
}

export function WorldSummary({ world, arc, beatCount, currentBeat, entities }: WorldSummaryProps) {
  const story = storyProgressLabel(arc, currentBeat?.beat_index, beatCount);
  return (
    <section className={`card ${styles.summary}`} aria-labelledby="world-summary-title">
      <h2 id="world-summary-title" className={styles.sectionTitle}>
        World Summary
      </h2>
      <dl className={styles.stats}>
        <Stat label="Locations" value={entities.locations.length} />
        <Stat label="Factions" value={entities.factions.length} />
        <Stat label="Characters" value={entities.characters.length} />
      </dl>
      <dl className={styles.facts}>
        <div>
          <dt>Story</dt>
          <dd>{arc ? arc.story_name : 'No story arc yet'}</dd>
        </div>
        <div>
          <dt>Progress</dt>
          <dd data-testid="story-progress">{story}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>
            <time dateTime={world.created_at}>{formatDate(world.created_at)}</time>
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className={styles.stat}>
      <dt>{label}</dt>
      <dd data-testid={`count-${label.toLowerCase()}`}>{value}</dd>
    </div>
  );
}
