import type { HistoricalEvent } from '@worldloom/contracts';
import { type ReactNode, type Ref, useId } from 'react';
import { formatDateTime } from '../../../lib/format-date';
import { beatLabel } from '../hooks/arc-progress';
import styles from './entities.module.css';

/** The building blocks of the detail modals: labelled fields, titled blocks, chips and history lines. */

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

interface BlockProps {
  readonly label: string;
  /** After the title, in a smaller voice: a count, an order. */
  readonly note?: string;
  /** Controls at the title's end (Set Stance, Claim Location). */
  readonly actions?: ReactNode;
  readonly children: ReactNode;
  readonly ref?: Ref<HTMLElement>;
}

export function Block({ label, note, actions, children, ref }: BlockProps) {
  const titleId = useId();
  return (
    <section ref={ref} className={styles.block} aria-labelledby={titleId}>
      <div className={styles.blockTop}>
        <h3 id={titleId} className={styles.blockTitle}>
          {label}
          {note && <span className={styles.blockNote}> {note}</span>}
        </h3>
        {actions && <div className={styles.blockActions}>{actions}</div>}
      </div>
      {children}
    </section>
  );
}

export function Text({ label, text }: { label: string; text: string }) {
  return (
    <Block label={label}>
      <p className={styles.text}>{text || <span className={styles.none}>None</span>}</p>
    </Block>
  );
}

export function Chips({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <Block label={label}>
      {items.length === 0 ? (
        <p className={styles.none}>None</p>
      ) : (
        <ul className={styles.chips}>
          {items.map((item, index) => (
            <li key={index} className="badge">
              {item}
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}

interface HistoryProps {
  readonly label?: string;
  readonly note?: string;
  readonly events: readonly HistoricalEvent[];
  /** A tag before a line's time: what the line is about. */
  readonly tagOf?: (event: HistoricalEvent) => string | null;
}

/** History lines as given, each with its time, the status it ended and the beat that wrote it. */
export function History({ label = 'Historical events', note, events, tagOf }: HistoryProps) {
  return (
    <Block label={label} note={note}>
      {events.length === 0 ? (
        <p className={styles.none}>None yet</p>
      ) : (
        <ul className={styles.timeline}>
          {events.map((event, index) => {
            const tag = tagOf?.(event);
            return (
              <li key={index} data-testid="historical-event">
                <p className={styles.timelineText}>{event.event}</p>
                <p className={styles.timelineMeta}>
                  {tag && <span className={styles.tag}>{tag}</span>}
                  <time dateTime={event.timestamp}>{formatDateTime(event.timestamp)}</time>
                  {event.previous_status && <span>Was {event.previous_status}</span>}
                  {event.beat_index !== undefined && <span className={styles.beat}>{beatLabel(event.beat_index)}</span>}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </Block>
  );
}
