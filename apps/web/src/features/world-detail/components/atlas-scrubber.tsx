import { useId } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './detail-icons';
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
}

/**
 * The point of the story the map and the graph show: each beat of the arc so far, then now. The range's own
 * keys step (arrows) and jump (Home, End); the buttons step too.
 */
export function AtlasScrubber({ stops, index, onChange, busy }: AtlasScrubberProps) {
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
      <div className={styles.scrubberRow}>
        <button type="button" className="icon-button" aria-label="Previous beat" disabled={index <= 0} onClick={() => go(index - 1)}>
          <ChevronLeftIcon width={18} height={18} />
        </button>
        <div className={styles.track}>
          <input
            type="range"
            className={styles.range}
            min={0}
            max={last}
            step={1}
            value={index}
            aria-label="Beat shown on the map and the graph"
            aria-valuetext={label}
            onChange={(event) => go(Number(event.target.value))}
          />
          <ol className={styles.ticks} aria-hidden="true">
            {stops.map((stop, stopIndex) => (
              <li key={stopIndex} data-selected={stopIndex === index}>
                {stop.tick}
              </li>
            ))}
          </ol>
        </div>
        <button type="button" className="icon-button" aria-label="Next beat" disabled={index >= last} onClick={() => go(index + 1)}>
          <ChevronRightIcon width={18} height={18} />
        </button>
      </div>
      <p className={styles.busy} role="status">
        {busy ? `Loading the world at ${label}...` : ''}
      </p>
    </section>
  );
}
