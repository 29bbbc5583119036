import type { HistoryEntry } from '@worldloom/contracts';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { formatPreciseDateTime } from '../../../lib/format-date';
import { useSession } from '../../../lib/session';
import { type TimelineFilters, useTimeline } from '../api/history';
import {
  ACTOR_KINDS,
  actorKindLabel,
  actorLabel,
  ALL_EVENTS,
  eventCategory,
  eventTypeFilterGroups,
  eventTypeLabel,
  generatorLabel,
  isEventTypeFilter,
  SOURCES,
  sourceLabel,
  type TimelineFilterState,
  typesOfFilter,
} from '../hooks/event-labels';
import type { HistoryPoint, ScrubberStop, StoryArc } from '../hooks/story-points';
import { type BeatGroup, entryCount, foldSeedingPhases, groupTimeline } from '../hooks/timeline-groups';
import { LoadFailure } from './load-failure';
import styles from './world-history.module.css';

interface HistoryTimelineProps {
  readonly worldId: string;
  /** Undefined until the story's outline is in. */
  readonly arcs: readonly StoryArc[] | undefined;
  readonly stops: readonly ScrubberStop[] | undefined;
  readonly point: HistoryPoint | null;
  readonly onShowPoint: (point: HistoryPoint) => void;
  /** Kept by the view (in the page's address), so a reload or a link keeps them. */
  readonly filters: TimelineFilterState;
  readonly onFiltersChange: (filters: TimelineFilterState) => void;
}

/** Every event of the world, newest first, by arc and beat, filtered by type, source and actor, page by page. */
export function HistoryTimeline({ worldId, arcs, stops, point, onShowPoint, filters: shown, onFiltersChange }: HistoryTimelineProps) {
  const titleId = useId();
  const { type: typeFilter, source, actorKind } = shown;
  const filters: TimelineFilters = { types: typesOfFilter(typeFilter), source: source || undefined, actorKind: actorKind || undefined };
  const filtered = typeFilter !== ALL_EVENTS || source !== '' || actorKind !== '';
  const timeline = useTimeline(worldId, filters);
  const groups = useMemo(() => groupTimeline(timeline.entries, arcs), [timeline.entries, arcs]);
  const updating = timeline.isPlaceholderData;
  const signedInUserId = useSession()?.user.id;

  function clearFilters() {
    onFiltersChange({ type: ALL_EVENTS, source: '', actorKind: '' });
  }

  return (
    <section className={`card ${styles.pane} ${styles.timeline}`} aria-labelledby={titleId} aria-busy={timeline.isPending || updating}>
      <div className={styles.paneTop}>
        <div>
          <p className={styles.eyebrow}>Who changed what, and when</p>
          <h3 id={titleId} className={styles.cardTitle}>
            Timeline
          </h3>
          <p className={styles.paneNote}>Newest first, by arc and beat</p>
        </div>
      </div>

      <div className={styles.filters} role="group" aria-label="Filter the timeline">
        <TimelineFilter label="Event type" value={typeFilter} onChange={(value) => isEventTypeFilter(value) && onFiltersChange({ ...shown, type: value })}>
          <option value={ALL_EVENTS}>All events</option>
          {eventTypeFilterGroups().map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </TimelineFilter>
        <TimelineFilter label="Source" value={source} onChange={(value) => onFiltersChange({ ...shown, source: SOURCES.find((known) => known === value) ?? '' })}>
          <option value="">All sources</option>
          {SOURCES.map((known) => (
            <option key={known} value={known}>
              {sourceLabel(known)}
            </option>
          ))}
        </TimelineFilter>
        <TimelineFilter label="Actor" value={actorKind} onChange={(value) => onFiltersChange({ ...shown, actorKind: ACTOR_KINDS.find((known) => known === value) ?? '' })}
        >
          <option value="">All actors</option>
          {ACTOR_KINDS.map((known) => (
            <option key={known} value={known}>
              {actorKindLabel(known)}
            </option>
          ))}
        </TimelineFilter>
      </div>

      {timeline.isPending ? (
        <p role="status" className="status-text">
          Loading history...
        </p>
      ) : timeline.isError && !timeline.isFetchNextPageError ? (
        <LoadFailure message="Failed to load the history." onRetry={() => void timeline.refetch()} />
      ) : groups.length === 0 ? (
        <div className={styles.empty}>
          <p>{filtered ? 'No events match these filters.' : 'No events yet.'}</p>
          {filtered && (
            <button type="button" className="btn btn-secondary btn-small" onClick={clearFilters}>
              Clear filters
            </button>
          )}
        </div>
      ) : (
        <ol className={styles.arcGroups} aria-label="Events by arc and beat" data-updating={updating}>
          {groups.map((group) => (
            <li key={group.key} className={styles.arcGroup} data-testid="timeline-arc">
              <h4 className={styles.arcGroupTitle}>{group.title}</h4>
              <ol className={styles.beatGroups}>
                {group.beats.map((beat) => (
                  <li key={beat.key} className={styles.beatGroup} data-testid="timeline-beat">
                    <BeatHeading arcId={group.arcId} beat={beat} stops={stops} onShowPoint={onShowPoint} />
                    <ol className={styles.entries}>
                      {foldSeedingPhases(beat.entries).map((row) => (
                        <TimelineEntry
                          key={row.entry.event_id}
                          worldId={worldId}
                          entry={row.entry}
                          signedInUserId={signedInUserId}
                          point={point}
                          onShowPoint={onShowPoint}
                        >
                          {row.kind === 'seeding-phase' && row.members.length > 0 && (
                            <FoldedEntries worldId={worldId} entries={row.members} signedInUserId={signedInUserId} point={point} onShowPoint={onShowPoint} />
                          )}
                        </TimelineEntry>
                      ))}
                    </ol>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      )}

      {timeline.isFetchNextPageError && <LoadFailure message="Failed to load older events." onRetry={() => void timeline.fetchNextPage()} />}
      {!timeline.isPending && !timeline.isError && groups.length > 0 && (
        <div className={styles.timelineFoot}>
          <p className={styles.paneNote} role="status">
            {entryCount(groups)} {entryCount(groups) === 1 ? 'event' : 'events'} shown
            {timeline.hasNextPage ? '' : " · the start of this world's history"}
          </p>
          {timeline.hasNextPage && (
            <button type="button" className="btn btn-secondary btn-small" onClick={() => void timeline.fetchNextPage()} disabled={timeline.isFetchingNextPage}>
              {timeline.isFetchingNextPage ? 'Loading older events...' : 'Load older events'}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

interface TimelineFilterProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly children: ReactNode;
}

function TimelineFilter({ label, value, onChange, children }: TimelineFilterProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

interface BeatHeadingProps {
  readonly arcId: string | null;
  readonly beat: BeatGroup;
  readonly stops: readonly ScrubberStop[] | undefined;
  readonly onShowPoint: (point: HistoryPoint) => void;
}

/** A beat's title, and a way to see the world just after that beat when the scrubber has it. */
function BeatHeading({ arcId, beat, stops, onShowPoint }: BeatHeadingProps) {
  if (beat.title === null) return null;
  const reachable =
    arcId !== null && beat.beatIndex !== null && stops?.some((stop) => stop.kind === 'beat' && stop.arcId === arcId && stop.beatIndex === beat.beatIndex);
  return (
    <div className={styles.beatHeading}>
      <h5 className={styles.beatGroupTitle}>{beat.title}</h5>
      {reachable && (
        <button
          type="button"
          className={`btn btn-ghost btn-small ${styles.viewBeat}`}
          onClick={() => onShowPoint({ kind: 'beat', arcId, beatIndex: beat.beatIndex! })}
        >
          View world<span className="visually-hidden"> just after {beat.title}</span>
        </button>
      )}
    </div>
  );
}

interface FoldedEntriesProps {
  readonly worldId: string;
  readonly entries: readonly HistoryEntry[];
  readonly signedInUserId: string | undefined;
  readonly point: HistoryPoint | null;
  readonly onShowPoint: (point: HistoryPoint) => void;
}

/** A seeding phase's events, under a disclosure: closed, the phase takes one entry's height. */
function FoldedEntries({ worldId, entries, signedInUserId, point, onShowPoint }: FoldedEntriesProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const count = `${entries.length} ${entries.length === 1 ? 'event' : 'events'}`;
  return (
    <div className={styles.fold}>
      <button type="button" className="btn btn-ghost btn-small" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
        {expanded ? `Hide the ${count} of this phase` : `Show the ${count} of this phase`}
      </button>
      <ol id={id} className={styles.entries} hidden={!expanded} aria-label={`Events of this phase (${count})`} data-testid="seeding-phase-events">
        {entries.map((entry) => (
          <TimelineEntry key={entry.event_id} worldId={worldId} entry={entry} signedInUserId={signedInUserId} point={point} onShowPoint={onShowPoint} />
        ))}
      </ol>
    </div>
  );
}

interface TimelineEntryProps {
  readonly worldId: string;
  readonly entry: HistoryEntry;
  /** A seeding phase's folded events. */
  readonly children?: ReactNode;
  /** Shown as "You" when the actor. */
  readonly signedInUserId: string | undefined;
  readonly point: HistoryPoint | null;
  readonly onShowPoint: (point: HistoryPoint) => void;
}

function TimelineEntry({ worldId, entry, signedInUserId, point, onShowPoint, children }: TimelineEntryProps) {
  const generator = generatorLabel(entry.generator);
  const shown = point?.kind === 'revision' && point.revision === entry.revision;
  return (
    <li className={styles.entry} data-category={eventCategory(entry.type)} data-type={entry.type} data-selected={shown} data-testid="history-entry">
      <p className={styles.entrySummary}>{entry.summary}</p>
      <div className={styles.entryMeta}>
        <span className={`badge ${styles.typeBadge}`}>{eventTypeLabel(entry.type)}</span>
        {generator && (
          <span className={`badge ${styles.generatorBadge}`} title={`Prompt hash ${entry.generator!.prompt_hash}`} data-testid="entry-generator">
            <span className="visually-hidden">Written by the model </span>
            {generator}
          </span>
        )}
      </div>
      <div className={styles.entryMeta}>
        <span>
          <span className={styles.metaLabel}>By </span>
          <span data-testid="entry-actor" title={`${actorKindLabel(entry.actor.kind)} ${entry.actor.id}`}>
            {actorLabel(entry.actor, signedInUserId)}
          </span>
        </span>
        <span>
          <span className={styles.metaLabel}>via </span>
          <span data-testid="entry-source">{sourceLabel(entry.source)}</span>
        </span>
        <time className={styles.entryTime} dateTime={entry.occurred_at}>
          {formatPreciseDateTime(entry.occurred_at)}
        </time>
        <button
          type="button"
          className={styles.revision}
          aria-pressed={shown}
          title="View the world just after this event"
          onClick={() => onShowPoint({ kind: 'revision', revision: entry.revision, summary: entry.summary })}
        >
          #{entry.revision}
          <span className="visually-hidden">: view the world just after this event</span>
        </button>
        {/* The page's map and graph at this revision: a link of its own, to share or open beside this one. */}
        <Link to="/app/worlds/$worldId" params={{ worldId }} search={{ mapRevision: entry.revision }} className={styles.showOnMap}>
          Show on map<span className="visually-hidden">: the world just after revision {entry.revision}</span>
        </Link>
      </div>
      {children}
    </li>
  );
}
