import type { Beat } from '@worldloom/contracts';
import { useId, useState } from 'react';
import { beatLabel } from '../hooks/arc-progress';
import styles from './arc-panel.module.css';

interface BeatSummaryProps {
  readonly beat: Beat;
  readonly isCurrent: boolean;
  readonly onBackToCurrent: () => void;
}

/** The current (or selected) beat; Show More reveals its world directives and emergent storylines. */
export function BeatSummary({ beat, isCurrent, onBackToCurrent }: BeatSummaryProps) {
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
