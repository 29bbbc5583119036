import type { Arc, Beat } from '@worldloom/contracts';
import { useMemo, useRef, useState } from 'react';
import { type StoryPoint, usePrefetchNeighbours, useWorldAt } from '../api/world-at-point';
import type { WorldEntities } from '../api/world-entities';
import { beatLabel } from '../hooks/arc-progress';
import type { EntityRef } from '../hooks/entity-vocabulary';
import { changesBetween, type WorldPicture } from '../hooks/world-changes';
import { AtlasScrubber, type ScrubberStop } from './atlas-scrubber';
import { RelationshipGraph } from './relationship-graph';
import { WorldMap } from './world-map';
import styles from './atlas.module.css';

interface WorldAtlasProps {
  readonly worldId: string;
  readonly arc: Arc | null;
  /** The arc's generated beats. */
  readonly beats: readonly Beat[];
  readonly entities: WorldEntities;
  readonly onOpen: (entity: EntityRef) => void;
}

interface Stop extends ScrubberStop {
  readonly point: StoryPoint;
}

const NOW: StoryPoint = { kind: 'now' };

function storyStops(arc: Arc | null, beats: readonly Beat[]): Stop[] {
  const sorted = [...beats].sort((left, right) => left.beat_index - right.beat_index);
  return [
    ...(arc
      ? sorted.map((beat) => ({
          label: `${beatLabel(beat.beat_index)}: ${beat.beat_name}`,
          tick: String(beat.beat_index),
          point: { kind: 'beat' as const, arcId: arc.id, beatIndex: beat.beat_index },
        }))
      : []),
    { label: 'Now', tick: 'Now', point: NOW },
  ];
}

/**
 * The world map and the relationship graph, and the scrubber both follow: now (the page's own lists, the
 * default) or the world just after a beat of the arc. Moving between points animates what changed; with
 * reduced motion nothing moves. On small screens the map shows in the Locations tab, the graph in Characters.
 */
export function WorldAtlas({ worldId, arc, beats, entities, onOpen }: WorldAtlasProps) {
  const stops = useMemo(() => storyStops(arc, beats), [arc, beats]);
  const points = useMemo(() => stops.map((stop) => stop.point), [stops]);
  const [chosen, setChosen] = useState<StoryPoint>(NOW);
  const found = stops.findIndex((stop) => samePoint(stop.point, chosen));
  const index = found === -1 ? stops.length - 1 : found;
  const point = stops[index]!.point;
  const now: WorldPicture = useMemo(
    () => ({ locations: entities.locations, factions: entities.factions, characters: entities.characters }),
    [entities.locations, entities.factions, entities.characters],
  );
  const { picture, loading } = useWorldAt(worldId, point, now);
  usePrefetchNeighbours(worldId, points, index);
  const { changes, transition } = useTransitions(picture);

  return (
    <div className={styles.atlas}>
      <AtlasScrubber stops={stops} index={index} onChange={(next) => setChosen(stops[next]!.point)} busy={loading} />
      <div className={styles.views}>
        <div data-tabs="locations">
          <WorldMap worldId={worldId} picture={picture} changes={changes} transition={transition} editable={point.kind === 'now'} onOpen={onOpen} />
        </div>
        <div data-tabs="characters">
          <RelationshipGraph picture={picture} now={now} changes={changes} transition={transition} onOpen={onOpen} />
        </div>
      </div>
    </div>
  );
}

function samePoint(left: StoryPoint, right: StoryPoint): boolean {
  if (left.kind === 'beat' && right.kind === 'beat') return left.arcId === right.arcId && left.beatIndex === right.beatIndex;
  return left.kind === right.kind;
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
