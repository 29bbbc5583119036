import type { World } from '@worldloom/contracts';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { AlertIcon, CheckIcon, CloseIcon } from '../../../components/icons';
import { useExportWorld } from '../api/export-world';
import { useStoryOutline } from '../api/history';
import { useChangesSince, useWorldAt } from '../api/world-at-point';
import { changeMarks, nameIndex } from '../hooks/diff-view';
import { filtersOfSearch, searchOfFilters, type TimelineFilterState } from '../hooks/event-labels';
import type { WorldDetailSearch } from '../hooks/history-search';
import {
  defaultForkName,
  defaultStopIndex,
  type HistoryPoint,
  pointOfSearch,
  pointOfStop,
  pointTitle,
  samePoint,
  searchOfPoint,
  stopIndexOfPoint,
  stopLabel,
} from '../hooks/story-points';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { BeatScrubber } from './beat-scrubber';
import { ChangesSince } from './changes-since';
import { ForkDialog } from './fork-dialog';
import { DownloadIcon, ForkIcon } from './history-icons';
import { HistoryTimeline } from './history-timeline';
import { HistoryUsage } from './history-usage';
import { LoadFailure } from './load-failure';
import { WorldAtPoint } from './world-at-point';
import styles from './world-history.module.css';

/** How long the scrubber must rest on a point before the world there is asked for. */
const SCRUB_SETTLE_MS = 150;

export interface WorldHistoryViewProps {
  readonly world: World;
  readonly onClose: () => void;
  /** Opened from the page's History button: the view's heading takes the focus. */
  readonly autoFocus?: boolean;
  /** The point shown and the timeline's filters, kept in the page's address. */
  readonly search: WorldDetailSearch;
  /** Changes those keys of the address, replacing its entry (Back is not flooded by scrubbing). */
  readonly onSearchChange: (change: Partial<WorldDetailSearch>) => void;
}

/**
 * A world's history for audits: a scrubber over its beats showing the world as it was (read-only) and
 * what changed since, the timeline of every event with who made it and which model wrote it, and
 * export and fork.
 */
export function WorldHistoryView({ world, onClose, autoFocus, search, onSearchChange }: WorldHistoryViewProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const story = useStoryOutline(world.id);
  const stops = story.outline?.stops;
  const arcs = story.outline?.arcs;
  const { arc, beat, revision, now, type, source, actor } = search;
  const asked = useMemo(() => pointOfSearch({ arc, beat, revision, now }), [arc, beat, revision, now]);
  const filters = useMemo(() => filtersOfSearch({ type, source, actor }), [type, source, actor]);
  // An event picked in the timeline: its summary, which the address does not carry.
  const [picked, setPicked] = useState<{ readonly revision: number; readonly summary: string } | null>(null);
  const [forking, setForking] = useState(false);
  const exporter = useExportWorld(world.id);

  // A beat the address names but the story does not have (a bad link) gives way to the latest beat.
  const askedUnknown = asked?.kind === 'beat' && stops !== undefined && !stops.some((stop) => stop.kind === 'beat' && samePoint(pointOfStop(stop), asked));
  const point = useMemo<HistoryPoint | null>(() => {
    if (asked?.kind === 'revision') return picked?.revision === asked.revision ? { ...asked, summary: picked.summary } : asked;
    if (asked?.kind === 'now') return asked;
    if (stops) return asked && !askedUnknown ? asked : pointOfStop(stops[defaultStopIndex(stops)]!);
    return story.isError ? { kind: 'now' } : null;
  }, [asked, askedUnknown, picked, stops, story.isError]);
  useEffect(() => {
    if (askedUnknown) onSearchChange({ arc: undefined, beat: undefined });
  }, [askedUnknown, onSearchChange]);

  function choose(next: HistoryPoint) {
    if (next.kind === 'revision' && next.summary !== undefined) setPicked({ revision: next.revision, summary: next.summary });
    onSearchChange(searchOfPoint(next));
  }

  function filter(next: TimelineFilterState) {
    onSearchChange(searchOfFilters(next));
  }
  const settled = useDebouncedValue(point, SCRUB_SETTLE_MS);
  // The first point is asked for at once; later ones once the scrubber rests.
  const queried = settled ?? point;
  const scrubbing = point !== null && queried !== null && !samePoint(point, queried);
  const state = useWorldAt(world.id, queried);
  const diff = useChangesSince(world.id, queried);
  const comparing = queried !== null && queried.kind !== 'now';
  const diffData = comparing ? diff.data : undefined;

  const names = useMemo(() => nameIndex(state.data, diffData), [state.data, diffData]);
  const marks = useMemo(() => changeMarks(diffData), [diffData]);

  useEffect(() => {
    if (autoFocus) heading.current?.focus();
  }, [autoFocus]);

  const stopIndex = stops && point ? stopIndexOfPoint(stops, point) : 0;
  const title = point ? pointTitle(point, arcs ?? []) : 'Finding the story...';
  const description = point?.kind === 'now' ? 'now' : title.charAt(0).toLowerCase() + title.slice(1);

  return (
    <section className={styles.view} aria-labelledby={headingId}>
      <header className={styles.top}>
        <div className={styles.titles}>
          <p className={styles.eyebrow}>Audit and time travel</p>
          <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
            History
          </h2>
          <p className={styles.paneNote}>Replay {world.name} beat by beat: how it was, who changed it, and which model wrote it.</p>
        </div>
        <div className={styles.actions}>
          <button type="button" className="btn btn-secondary" onClick={() => exporter.mutate()} disabled={exporter.isPending}>
            <DownloadIcon width={18} height={18} />
            {exporter.isPending ? 'Exporting...' : 'Export'}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => setForking(true)} disabled={!point}>
            <ForkIcon width={18} height={18} />
            Fork
          </button>
          <button type="button" className={`btn btn-ghost ${styles.close}`} onClick={onClose}>
            <CloseIcon width={18} height={18} />
            Close history
          </button>
        </div>
      </header>

      {exporter.isError && (
        <p role="alert" className="banner banner-error">
          <AlertIcon />
          <span>Failed to export the world. Please try again.</span>
        </p>
      )}
      {exporter.isSuccess && (
        <p role="status" className={`banner banner-info ${styles.saved}`}>
          <CheckIcon />
          <span>
            Exported as <strong>{exporter.data}</strong>
          </span>
        </p>
      )}

      {story.isError && !stops ? (
        <div className={`card ${styles.scrubber}`}>
          <LoadFailure message="Failed to load the story's beats." onRetry={() => void story.retry()} />
        </div>
      ) : !stops ? (
        <div className={`card ${styles.scrubber}`}>
          <p role="status" className="status-text">
            Loading the story's beats...
          </p>
        </div>
      ) : (
        <BeatScrubber
          stops={stops}
          arcs={arcs ?? []}
          index={stopIndex}
          onChange={(index) => choose(pointOfStop(stops[index]!))}
          note={
            point?.kind === 'revision' && (
              <div className={styles.revisionNote}>
                <p>
                  Showing the world just after revision {point.revision}
                  {point.summary !== undefined && (
                    <>
                      : <q>{point.summary}</q>
                    </>
                  )}
                </p>
                <button type="button" className="btn btn-ghost btn-small" onClick={() => choose(pointOfStop(stops[stopIndex]!))}>
                  Back to {stopLabel(stops[stopIndex]!, arcs?.length ?? 0)}
                </button>
              </div>
            )
          }
        />
      )}

      <HistoryUsage worldId={world.id} />

      <div className={styles.columns}>
        <div className={styles.column}>
          <WorldAtPoint
            title={title}
            state={state.data}
            loading={state.isPending}
            updating={scrubbing || state.isPlaceholderData}
            failed={state.isError}
            onRetry={() => void state.refetch()}
            marks={marks}
          />
          <ChangesSince
            comparing={point?.kind !== 'now'}
            diff={diffData}
            names={names}
            loading={diff.isPending}
            updating={scrubbing || diff.isPlaceholderData}
            failed={diff.isError}
            onRetry={() => void diff.refetch()}
          />
        </div>
        <HistoryTimeline
          worldId={world.id}
          arcs={arcs}
          stops={stops}
          point={point}
          onShowPoint={choose}
          filters={filters}
          onFiltersChange={filter}
        />
      </div>

      {point && (
        <ForkDialog
          open={forking}
          worldId={world.id}
          point={point}
          pointDescription={description}
          defaultName={defaultForkName(world.name, point, arcs ?? [])}
          onClose={() => setForking(false)}
        />
      )}
    </section>
  );
}
