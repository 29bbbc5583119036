import { type CSSProperties, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { StepRange } from '../../../components/step-range';
import { arcSegments, type ScrubberStop, scrubberTicks, stopLabel, type StoryArc, tickFraction } from '../hooks/story-points';
import styles from './world-history.module.css';

interface BeatScrubberProps {
  readonly stops: readonly ScrubberStop[];
  readonly arcs: readonly StoryArc[];
  readonly index: number;
  readonly onChange: (index: number) => void;
  /** Shown under the scrubber when the view is at an event picked from the timeline rather than a stop. */
  readonly note?: ReactNode;
}

/** Past this many stops a small screen labels only anchors, now and the selected tick. */
const DENSE_AFTER = 8;

/** A position on the track, in step with the range input's thumb (which stops half a thumb from each end). */
function at(fraction: number): CSSProperties {
  return { '--at': fraction } as CSSProperties;
}

/**
 * The range over every beat the world's arcs reached, then now: arrow keys step, Page Up / Page Down
 * and Home / End jump (the browser's own range keys); ticks below are labelled with beat indexes.
 */
export function BeatScrubber({ stops, arcs, index: chosen, onChange: choose, note }: BeatScrubberProps) {
  const titleId = useId();
  // The point lives in the URL, which the router updates a moment later: until it does, the scrubber shows
  // the step just taken, so a key pressed meanwhile steps on from there instead of from the old point.
  const [pending, setPending] = useState<{ readonly from: number; readonly to: number } | null>(null);
  const index = pending && pending.from === chosen ? pending.to : chosen;
  // The point the last step reached, even before a render shows it: the buttons step on from there.
  const reached = useRef(chosen);
  // Once the URL moves (there, or anywhere else: Back), what it says wins.
  useEffect(() => {
    reached.current = chosen;
    setPending(null);
  }, [chosen]);
  const last = stops.length - 1;
  const onChange = (next: number) => {
    const to = Math.max(0, Math.min(last, next));
    reached.current = to;
    setPending({ from: chosen, to });
    choose(to);
  };
  const step = (delta: number) => onChange(reached.current + delta);
  const stop = stops[index];
  const label = stop ? stopLabel(stop, arcs.length) : '';

  if (last < 1) {
    return (
      <section className={`card ${styles.scrubber}`} aria-labelledby={titleId}>
        <h3 id={titleId} className={styles.cardTitle}>
          Travel through time
        </h3>
        <p className={styles.empty}>No beats yet. Once an arc progresses, each beat becomes a point of this world's past you can go back to.</p>
        {note}
      </section>
    );
  }

  return (
    <section className={`card ${styles.scrubber}`} aria-labelledby={titleId}>
      <div className={styles.scrubberTop}>
        <h3 id={titleId} className={styles.cardTitle}>
          Travel through time
        </h3>
        <p className={styles.scrubberValue} data-testid="scrubber-value">
          {label}
        </p>
      </div>
      <StepRange
        index={index}
        count={stops.length}
        label="Point in the world's history"
        valueText={label}
        previousLabel="Previous point"
        nextLabel="Next point"
        onChange={onChange}
        onStep={step}
        classNames={{ row: styles.scrubberRow, track: styles.track, range: styles.range }}
        trackStyle={at(tickFraction(index, stops.length))}
      >
        {/* The ticks repeat what the range announces; a click on one jumps there. */}
        <ol className={styles.ticks} aria-hidden="true" data-dense={stops.length > DENSE_AFTER}>
          {scrubberTicks(stops).map((tick) => (
            <li
              key={tick.index}
              className={styles.tick}
              style={at(tick.fraction)}
              data-anchor={tick.anchor}
              data-now={tick.label === 'Now'}
              data-selected={tick.index === index}
              data-testid="scrubber-tick"
              title={stopLabel(stops[tick.index]!, arcs.length)}
              onClick={() => onChange(tick.index)}
            >
              <span className={styles.tickMark} />
              {tick.labelled && <span className={styles.tickLabel}>{tick.label}</span>}
            </li>
          ))}
        </ol>
        <ol className={styles.arcSegments} aria-hidden="true">
          {arcSegments(stops, arcs).map((segment) => (
            <li key={segment.arcId} style={{ ...at(segment.from), '--to': segment.to } as CSSProperties} title={segment.label}>
              {segment.label}
            </li>
          ))}
        </ol>
      </StepRange>
      {note}
    </section>
  );
}
