import { type ReactNode, useId } from 'react';
import { StepRange } from '../../../components/step-range';
import styles from './atlas.module.css';

export interface ScrubberStop {
  /** "Beat 3: Catalyst", "Now". */
  readonly label: string;
  /** Under its tick: "3", "Now". */
  readonly tick: string;
}

interface AtlasScrubberProps {
  readonly stops: readonly ScrubberStop[];
  readonly index: number;
  readonly onChange: (index: number) => void;
  /** Said while the world at the chosen point loads. */
  readonly busy: boolean;
  /** Shown under the scrubber: which revision from the History is shown, and the way back to now. */
  readonly note?: ReactNode;
}

/**
 * The point of the story the map and the graph show: each beat of the arc so far (and a revision chosen in the
 * History), then now. The range's own keys step (arrows) and jump (Home, End); the buttons step too.
 */
export function AtlasScrubber({ stops, index, onChange, busy, note }: AtlasScrubberProps) {
  const titleId = useId();
  const last = stops.length - 1;
  const label = stops[index]?.label ?? '';
  const go = (next: number) => onChange(Math.max(0, Math.min(last, next)));
  return (
    <section className={`card ${styles.card} ${styles.scrubber}`} aria-labelledby={titleId} data-testid="atlas-scrubber">
      <div className={styles.cardTop}>
        <h2 id={titleId} className={styles.title}>
          Through the Story
        </h2>
        <p className={styles.scrubberValue} data-testid="atlas-point">
          {label}
        </p>
      </div>
      <StepRange
        index={index}
        count={stops.length}
        label="Beat shown on the map and the graph"
        valueText={label}
        previousLabel="Previous beat"
        nextLabel="Next beat"
        onChange={go}
        onStep={(delta) => go(index + delta)}
        classNames={{ row: styles.scrubberRow, track: styles.track, range: styles.range }}
      >
        <ol className={styles.ticks} aria-hidden="true">
          {stops.map((stop, stopIndex) => (
            <li key={stopIndex} data-selected={stopIndex === index}>
              {stop.tick}
            </li>
          ))}
        </ol>
      </StepRange>
      {note}
      <p className={styles.busy} role="status">
        {busy ? `Loading the world at ${label}...` : ''}
      </p>
    </section>
  );
}
