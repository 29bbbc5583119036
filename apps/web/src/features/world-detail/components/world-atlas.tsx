import type { Arc, Beat } from '@worldloom/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type StoryPoint, usePrefetchNeighbours, useWorldAt } from '../api/world-at-point';
import type { WorldEntities } from '../api/world-entities';
import { atlasStops, NOW, revisionLabel, samePoint } from '../hooks/atlas-stops';
import type { EntityRef } from '../hooks/entity-vocabulary';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint';
import { changesBetween, type WorldPicture } from '../hooks/world-changes';
import { AtlasScrubber } from './atlas-scrubber';
import { RelationshipGraph } from './relationship-graph';
import { WorldMap } from './world-map';
import styles from './atlas.module.css';

export interface WorldAtlasProps {
  readonly worldId: string;
  readonly arc: Arc | null;
  /** The arc's generated beats. */
  readonly beats: readonly Beat[];
  readonly entities: WorldEntities;
  /** A revision of the world's history to show (the History view's "Show on map", kept in the page's address). */
  readonly revision?: number;
  /** Leaves that revision (undefined), for now or a beat of the scrubber. */
  readonly onRevisionChange: (revision: number | undefined) => void;
  readonly onOpen: (entity: EntityRef) => void;
}

/**
 * The world map and the relationship graph, and the scrubber both follow: now (the page's own lists, the
 * default), the world just after a beat of the arc, or just after a revision chosen in the History view.
 * Moving between points animates what changed; with reduced motion nothing moves. On small screens the map
 * shows in the Locations tab, the graph in Characters.
 */
export function WorldAtlas({ worldId, arc, beats, entities, revision, onRevisionChange, onOpen }: WorldAtlasProps) {
  const [chosen, setChosen] = useState<StoryPoint>(NOW);
  const beatStops = useMemo(() => atlasStops(arc, beats), [arc, beats]);
  const revisionPoint = useMemo<StoryPoint | null>(() => (revision === undefined ? null : { kind: 'revision', revision }), [revision]);
  const point = revisionPoint ?? beatStops.find((stop) => samePoint(stop.point, chosen))?.point ?? NOW;
  const now: WorldPicture = useMemo(
    () => ({ locations: entities.locations, factions: entities.factions, characters: entities.characters }),
    [entities.locations, entities.factions, entities.characters],
  );
  const { picture, loading, failed, occurredAt } = useWorldAt(worldId, point, now);
  const stops = useMemo(
    () => (revision === undefined ? beatStops : atlasStops(arc, beats, { revision, occurredAt })),
    [arc, beats, beatStops, revision, occurredAt],
  );
  const points = useMemo(() => stops.map((stop) => stop.point), [stops]);
  const index = Math.max(0, stops.findIndex((stop) => samePoint(stop.point, point)));
  usePrefetchNeighbours(worldId, points, index);
  const { changes, transition } = useTransitions(picture);
  // The graph joins once the map has painted: the map's first frame is the map's alone.
  const graphShown = useAfterFirstPaint();

  function choose(next: StoryPoint) {
    if (next.kind === 'revision') return;
    setChosen(next);
    if (revision !== undefined) onRevisionChange(undefined);
  }

  return (
    <div className={styles.atlas}>
      <AtlasScrubber
        stops={stops}
        index={index}
        onChange={(next) => choose(stops[next]!.point)}
        busy={loading && !failed}
        note={revision !== undefined && <RevisionNote revision={revision} failed={failed} onBack={() => choose(NOW)} />}
      />
      <div className={styles.views}>
        <div data-tabs="locations">
          <WorldMap worldId={worldId} picture={picture} changes={changes} transition={transition} editable={point.kind === 'now'} onOpen={onOpen} />
        </div>
        <div data-tabs="characters">
          {graphShown ? (
            <RelationshipGraph picture={picture} now={now} changes={changes} transition={transition} onOpen={onOpen} />
          ) : (
            <div className={`card ${styles.graphPending}`} />
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * Says which revision the map and the graph show, and leads back to now. It takes the focus when a revision
 * arrives with nothing focused (the History view's link, gone with the view), which brings it into view.
 */
function RevisionNote({ revision, failed, onBack }: { revision: number; failed: boolean; onBack: () => void }) {
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body) note.current?.focus();
  }, [revision]);
  return (
    <div className={styles.revisionNote} data-testid="atlas-revision">
      <p ref={note} tabIndex={-1} role={failed ? 'alert' : undefined}>
        {failed
          ? `Failed to load the world just after revision ${revision}.`
          : `Showing the world just after revision ${revision}, chosen in the History.`}
      </p>
      <button type="button" className="btn btn-secondary btn-small" onClick={onBack}>
        Back to now<span className="visually-hidden"> from {revisionLabel(revision).toLowerCase()}</span>
      </button>
    </div>
  );
}

/** What changed since the picture shown before this one, and a count of the changes of picture so far. */
function useTransitions(picture: WorldPicture) {
  const shown = useRef<{ picture: WorldPicture; changes: ReturnType<typeof changesBetween>; transition: number } | null>(null);
  if (shown.current?.picture !== picture) {
    const before = shown.current;
    shown.current = { picture, changes: changesBetween(before?.picture ?? null, picture), transition: (before?.transition ?? 0) + 1 };
  }
  return shown.current;
}
