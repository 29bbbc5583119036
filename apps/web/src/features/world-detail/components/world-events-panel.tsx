import type { Beat } from '@worldloom/contracts';
import { PlusIcon } from '../../../components/icons';
import { formatDateTime } from '../../../lib/format-date';
import { useWorldAccess } from '../../../lib/use-world-access';
import { useBeatEvents } from '../api/beat-events';
import { beatLabel } from '../hooks/arc-progress';
import { eventTypeLabel, impactLabel } from '../hooks/event-vocabulary';
import styles from './panels.module.css';

interface WorldEventsPanelProps {
  readonly hasArc: boolean;
  /** The beat whose events are listed: the current one unless another is selected. */
  readonly beat: Beat | undefined;
  readonly isCurrent: boolean;
  readonly onAddEvent: () => void;
}

export function WorldEventsPanel({ hasArc, beat, isCurrent, onAddEvent }: WorldEventsPanelProps) {
  const events = useBeatEvents(beat?.id);
  const access = useWorldAccess();
  return (
    <section className={`card ${styles.events}`} aria-labelledby="world-events-title">
      <div className={styles.sectionTop}>
        <div>
          <h2 id="world-events-title" className={styles.sectionTitle}>
            World Events
          </h2>
          {beat && (
            <p className={styles.sectionNote} data-testid="events-beat">
              {isCurrent ? 'Current beat' : 'Selected beat'} · {beatLabel(beat.beat_index)}: {beat.beat_name}
            </p>
          )}
        </div>
        {hasArc && access.eventTypes.length > 0 && (
          <button type="button" className="btn btn-secondary btn-small" onClick={onAddEvent}>
            <PlusIcon width={16} height={16} />
            {access.recordsActions ? 'Record an Action' : 'Add Event'}
          </button>
        )}
      </div>
      {!hasArc ? (
        <p className={styles.empty}>Events are recorded against a story's beats. Start a story arc to record them.</p>
      ) : !beat ? (
        <p className={styles.empty}>No beat yet: events join the current beat once there is one.</p>
      ) : events.isPending ? (
        <p className="status-text">Loading events...</p>
      ) : !events.data?.length ? (
        <p className={styles.empty}>No events recorded for this beat yet.</p>
      ) : (
        <ol className={styles.eventList} aria-label={`Events of beat ${beat.beat_index}`}>
          {events.data.map((event) => (
            <li key={event.id} className={styles.event} data-testid="world-event">
              <div className={styles.eventMeta}>
                <span className="badge" data-event-type={event.event_type}>
                  {eventTypeLabel(event.event_type)}
                </span>
                <span className={`badge ${styles.impact}`} data-impact={event.impact_level}>
                  {impactLabel(event.impact_level)}
                </span>
                <time dateTime={event.created_at} className={styles.eventTime}>
                  {formatDateTime(event.created_at)}
                </time>
              </div>
              <p className={styles.eventDescription}>{event.description}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
