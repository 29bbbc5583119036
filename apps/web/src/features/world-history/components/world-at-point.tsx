import type { WorldStateAt } from '@worldloom/contracts';
import { BEAT_COUNT } from '@worldloom/contracts/vocabulary';
import { useId } from 'react';
import { LockIcon } from '../../../components/icons';
import { formatPreciseDateTime } from '../../../lib/format-date';
import type { ChangeMark } from '../hooks/diff-view';
import { LoadFailure } from './load-failure';
import styles from './world-history.module.css';

interface WorldAtPointProps {
  readonly title: string;
  readonly state: WorldStateAt | undefined;
  /** Nothing to show yet. */
  readonly loading: boolean;
  /** The last point stays on screen while the next one loads. */
  readonly updating: boolean;
  readonly failed: boolean;
  readonly onRetry: () => void;
  readonly marks: ReadonlyMap<string, ChangeMark>;
}

/** The world as it was at the point: its story and its entities, read-only, those changed since marked. */
export function WorldAtPoint({ title, state, loading, updating, failed, onRetry, marks }: WorldAtPointProps) {
  const titleId = useId();
  return (
    <section className={`card ${styles.pane}`} aria-labelledby={titleId} aria-busy={loading || updating} data-testid="world-at-point">
      <div className={styles.paneTop}>
        <div>
          <p className={styles.eyebrow}>The world</p>
          <h3 id={titleId} className={styles.cardTitle}>
            {title}
          </h3>
          {state && <PointMeta state={state} />}
        </div>
        {updating && !failed && (
          <p role="status" className={styles.updating}>
            <span className={styles.spinner} aria-hidden="true" />
            Updating...
          </p>
        )}
      </div>
      {failed ? (
        <LoadFailure message="Failed to load the world at this point." onRetry={onRetry} />
      ) : loading || !state ? (
        <p role="status" className="status-text">
          Loading the world at this point...
        </p>
      ) : (
        <div className={styles.paneBody} data-updating={updating}>
          <p className={styles.readOnly}>
            <LockIcon width={16} height={16} />
            Read-only: a record of the world at this point. Changes are made on the live world.
          </p>
          <StoryAt state={state} />
          <EntityGroup
            title="Locations"
            marks={marks}
            items={state.locations.map((location) => ({ id: location.id, name: location.name, note: `${location.type} · ${location.status}` }))}
          />
          <EntityGroup
            title="Factions"
            marks={marks}
            items={state.factions.map((faction) => ({ id: faction.id, name: faction.name, note: `${faction.type} · ${faction.status}` }))}
          />
          <EntityGroup
            title="Characters"
            marks={marks}
            items={state.characters.map((character) => ({
              id: character.id,
              name: character.name,
              note: `${character.story_role} · ${character.status}`,
            }))}
          />
        </div>
      )}
    </section>
  );
}

function PointMeta({ state }: { state: WorldStateAt }) {
  if (state.revision === null || state.occurred_at === null) return <p className={styles.paneNote}>As the world stands now</p>;
  return (
    <p className={styles.paneNote}>
      <time dateTime={state.occurred_at}>{formatPreciseDateTime(state.occurred_at)}</time> · revision {state.revision}
    </p>
  );
}

function StoryAt({ state }: { state: WorldStateAt }) {
  const arc = state.currentArc;
  if (!arc) return <p className={styles.muted}>No story arc had started yet.</p>;
  const beat = state.currentBeats.find((candidate) => candidate.id === arc.current_beat_id) ?? state.currentBeats.at(-1);
  return (
    <div className={styles.storyAt} data-testid="story-at-point">
      <p className={styles.eyebrow}>
        Story arc · {arc.status === 'complete' ? 'complete' : `${state.currentBeats.length} of ${BEAT_COUNT} beats`}
      </p>
      <p className={styles.storyName}>{arc.story_name}</p>
      {beat ? (
        <div className={styles.beatAt}>
          <p className={styles.beatName}>
            Beat {beat.beat_index}: {beat.beat_name}
            {beat.beat_type === 'anchor' && <span className={`badge ${styles.anchorBadge}`}>Anchor</span>}
          </p>
          <p className={styles.beatDescription}>{beat.description}</p>
        </div>
      ) : (
        <p className={styles.muted}>No beat generated yet.</p>
      )}
    </div>
  );
}

interface EntityItem {
  readonly id: string;
  readonly name: string;
  readonly note: string;
}

const MARK_LABELS: Readonly<Record<ChangeMark, string>> = { changed: 'Changed since', removed: 'Gone now' };

/** Longer lists scroll in their box, which then takes the focus so the keyboard can scroll it. */
const SCROLLS_AFTER = 8;

function EntityGroup({ title, items, marks }: { title: string; items: readonly EntityItem[]; marks: ReadonlyMap<string, ChangeMark> }) {
  const marked = items.filter((item) => marks.has(item.id)).length;
  return (
    <details className={styles.entityGroup} open>
      <summary>
        <span className={styles.entityGroupTitle}>{title}</span>
        <span className={styles.count}>{items.length}</span>
        {marked > 0 && <span className={styles.groupNote}>{marked} differ now</span>}
      </summary>
      {items.length === 0 ? (
        <p className={styles.muted}>None at this point.</p>
      ) : (
        <ul className={styles.entityList} aria-label={title} data-scrolls={items.length > SCROLLS_AFTER} tabIndex={items.length > SCROLLS_AFTER ? 0 : undefined}>
          {items.map((item) => {
            const mark = marks.get(item.id);
            return (
              <li key={item.id} className={styles.entityRow} data-change={mark}>
                <span className={styles.entityName}>{item.name}</span>
                <span className={styles.entityNote}>{item.note}</span>
                {mark && <span className={`badge ${styles.markBadge}`}>{MARK_LABELS[mark]}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </details>
  );
}
