import type { CSSProperties, ReactNode } from 'react';
import { Icon } from './icons';

interface StepRangeProps {
  /** The stop shown, 0 to count - 1. */
  readonly index: number;
  readonly count: number;
  /** The range's accessible name, and what it announces for the stop shown ("Beat 3: Catalyst"). */
  readonly label: string;
  readonly valueText: string;
  readonly previousLabel: string;
  readonly nextLabel: string;
  /** A stop chosen on the range (its keys, a drag). */
  readonly onChange: (index: number) => void;
  /** A step from the buttons. */
  readonly onStep: (delta: -1 | 1) => void;
  /** The caller's styles: the row, the track holding the range and what is drawn under it, the range. */
  readonly classNames: { readonly row: string | undefined; readonly track: string | undefined; readonly range: string | undefined };
  readonly trackStyle?: CSSProperties;
  /** Drawn in the track under the range: the ticks. */
  readonly children?: ReactNode;
}

/**
 * A range over a list of stops between a previous and a next button: the scrubbers of the world page's map
 * and of its History view. The range's own keys step (arrows) and jump (Home, End, Page Up and Down).
 */
export function StepRange({ index, count, label, valueText, previousLabel, nextLabel, onChange, onStep, classNames, trackStyle, children }: StepRangeProps) {
  const last = count - 1;
  return (
    <div className={classNames.row}>
      <button type="button" className="icon-button" aria-label={previousLabel} disabled={index <= 0} onClick={() => onStep(-1)}>
        <Icon width={18} height={18}>
          <path d="M15 18l-6-6 6-6" />
        </Icon>
      </button>
      <div className={classNames.track} style={trackStyle}>
        <input
          type="range"
          className={classNames.range}
          min={0}
          max={last}
          step={1}
          value={index}
          aria-label={label}
          aria-valuetext={valueText}
          onChange={(event) => onChange(Number(event.target.value))}
        />
        {children}
      </div>
      <button type="button" className="icon-button" aria-label={nextLabel} disabled={index >= last} onClick={() => onStep(1)}>
        <Icon width={18} height={18}>
          <path d="M9 18l6-6-6-6" />
        </Icon>
      </button>
    </div>
  );
}
