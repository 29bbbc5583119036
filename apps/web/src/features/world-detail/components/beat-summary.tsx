import type { Beat } from '@worldloom/contracts';
import { useId, useState } from 'react';
import { beatLabel } from '../hooks/arc-progress';
import type { EntityRef } from '../hooks/entity-vocabulary';
import { BeatChanges } from './beat-changes';
import type { OpenEntity } from './entity-link';
import styles from './arc-panel.module.css';

interface BeatSummaryProps {
  readonly beat: Beat;
  readonly isCurrent: boolean;
  readonly onBackToCurrent: () => void;
  /** Whether an entity a change names is still in the world, to link it. */
  readonly entityExists: (entity: EntityRef) => boolean;
  readonly onOpenEntity: OpenEntity;
}

/**
 * The current (or selected) beat and what it changed; Show More reveals its world directives and emergent
 * storylines.
 */
export function BeatSummary({ beat, isCurrent, onBackToCurrent, entityExists, onOpenEntity }: BeatSummaryProps) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();

  return (
    <section className={styles.beat} aria-labelledby={`${detailsId}-title`} data-testid="beat-summary">
      <div className={styles.beatTop}>
        <h3 id={`${detailsId}-title`} className={styles.beatLabel}>
          {isCurrent ? 'Current Beat' : `Selected Beat`}
          <span className={styles.beatIndex}> · {beatLabel(beat.beat_index)}</span>
        </h3>
        {!isCurrent && (
          <button type="button" className="btn btn-ghost btn-small" onClick={onBackToCurrent}>
            Back to current beat
          </button>
        )}
      </div>
      <p className={styles.beatName}>
        {beat.beat_name}
        {beat.beat_type === 'anchor' && <span className={`badge ${styles.anchorBadge}`}>Anchor</span>}
      </p>
      <p className={styles.beatDescription}>{beat.description}</p>
      <BeatChanges beatId={beat.id} exists={entityExists} onOpen={onOpenEntity} />
      {expanded && (
        <div id={detailsId} className={styles.beatDetails}>
          <BeatList title="World Directives" items={beat.world_directives} />
          <BeatList title="Emergent Storylines" items={beat.emergent_storylines} />
        </div>
      )}
      <button
        type="button"
        className={`btn btn-ghost btn-small ${styles.more}`}
        aria-expanded={expanded}
        aria-controls={expanded ? detailsId : undefined}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? 'Show Less' : 'Show More'}
      </button>
    </section>
  );
}

function BeatList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h4 className={styles.beatListTitle}>{title}</h4>
      {items.length === 0 ? (
        <p className={styles.none}>None</p>
      ) : (
        <ul className={styles.beatList}>
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
