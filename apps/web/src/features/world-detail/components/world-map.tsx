import type { Faction, Location } from '@worldloom/contracts';
import { type MouseEvent, useId, useLayoutEffect, useMemo, useState } from 'react';
import { PlusIcon } from '../../../components/icons';
import { announce } from '../../../lib/announce';
import { useLocationMutations } from '../api/entity-mutations';
import type { EntityRef } from '../hooks/entity-vocabulary';
import { capitalize } from '../hooks/entity-vocabulary';
import { type MapPlace, type MapPoint, mapPlaces, peopleAt, placement, polygonPath, spreadApart, territories } from '../hooks/map-geometry';
import { type BoxSize, bringIntoView, type MapView, toMap, toScreen, WHOLE_MAP, ZOOM_STEP, zoomBy } from '../hooks/map-view';
import { useElementSize } from '../hooks/use-element-size';
import { usePanZoom } from '../hooks/use-pan-zoom';
import { usePlacement } from '../hooks/use-placement';
import type { PictureChanges, WorldPicture } from '../hooks/world-changes';
import { ExpandIcon, MinusIcon } from './detail-icons';
import { MapLegend } from './map-legend';
import { PlaceSymbol, RuinStrike, SYMBOL_RADIUS } from './map-symbols';
import { SvgTooltip } from './svg-tooltip';
import { UnplacedPlaces } from './unplaced-places';
import styles from './atlas.module.css';

interface WorldMapProps {
  readonly worldId: string;
  /** The world at the point the scrubber shows. */
  readonly picture: WorldPicture;
  /** What changed since the point shown before, and a number that moves with each change of point. */
  readonly changes: PictureChanges;
  readonly transition: number;
  /** Now (not a past beat): places without coordinates can be put on the map. */
  readonly editable: boolean;
  readonly onOpen: (entity: EntityRef) => void;
}

/** Marks are drawn at least this many pixels apart, centre to centre: a 24 px target each, and a little room. */
const MARK_SPACING = 26;

/** Names of the places drawn when the map is zoomed in at least this far. */
const PLACE_LABELS_FROM_ZOOM = 2.5;

/**
 * The world map (issue 13): regions as territories in their holder's colours, every other placed location a
 * mark by type and status with its holder's ring and how many people are there; pan and zoom; every place a
 * control that opens its modal. Places without coordinates are listed under it, to be put on the map.
 */
export function WorldMap({ worldId, picture, changes, transition, editable, onOpen }: WorldMapProps) {
  useFirstRenderMeasure();
  const titleId = useId();
  const noteId = useId();
  // Each place's description, referenced by its control: hidden text outside the SVG.
  const descriptionsId = useId();
  const [frame, size] = useElementSize<HTMLDivElement>();
  const { view, setView, handlers } = usePanZoom(frame, size);
  const { update } = useLocationMutations(worldId);
  const [pending, setPending] = useState<ReadonlyMap<string, MapPoint>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const [active, setActive] = useState<string | null>(null);

  const locations = useMemo(() => withPending(picture.locations, pending), [picture.locations, pending]);
  const { placed, unplaced } = useMemo(() => mapPlaces(locations), [locations]);
  const cells = useMemo(() => territories(locations, picture.factions), [locations, picture.factions]);
  const people = useMemo(() => peopleAt(picture.characters), [picture.characters]);
  const factions = useMemo(() => new Map(picture.factions.map((faction) => [faction.id, faction])), [picture.factions]);
  const drawnAt = useMemo(() => {
    if (!size) return new Map<string, MapPoint>();
    const spread = spreadApart(placed.map((entry) => toScreen(view, entry.point, size)), MARK_SPACING);
    return new Map(placed.map((entry, index) => [entry.location.id, spread[index]!]));
  }, [placed, view, size]);

  function place(location: Location, point: MapPoint) {
    const coordinates = placement(point);
    setFailure(null);
    setPending((current) => new Map(current).set(location.id, { x: coordinates.relative_x, y: coordinates.relative_y }));
    update.mutate(
      { id: location.id, ...coordinates },
      {
        onSuccess: () => announce(`${location.name} placed on the map.`),
        onError: () => setFailure(`Failed to place ${location.name} on the map.`),
        onSettled: () =>
          setPending((current) => {
            const next = new Map(current);
            next.delete(location.id);
            return next;
          }),
      },
    );
  }

  const placing = usePlacement({
    pointAt: (clientX, clientY) => {
      const box = frame.current?.getBoundingClientRect();
      if (!box || !size || clientX < box.left || clientX > box.right || clientY < box.top || clientY > box.bottom) return null;
      return toMap(view, { x: clientX - box.left, y: clientY - box.top }, size);
    },
    startPoint: () => (size ? toMap(view, { x: size.width / 2, y: size.height / 2 }, size) : { x: 0.5, y: 0.5 }),
    place,
  });

  function placeOnClick(event: MouseEvent<HTMLDivElement>) {
    const box = frame.current?.getBoundingClientRect();
    if (!placing.placing || placing.placing.by !== 'mark' || !box || !size) return;
    event.stopPropagation();
    placing.placeAt(toMap(view, { x: event.clientX - box.left, y: event.clientY - box.top }, size));
  }

  const shownActive = placed.find((entry) => entry.location.id === active);
  return (
    <section className={`card ${styles.card}`} aria-labelledby={titleId} data-testid="world-map">
      <div className={styles.cardTop}>
        <h2 id={titleId} className={styles.title}>
          World Map
        </h2>
        <MapToolbar view={view} size={size} onView={setView} />
      </div>
      <p id={noteId} className={styles.note}>
        Each place is a button that opens it. Drag the map or use the arrow keys to pan, the wheel or + and - to zoom. The Locations list
        names the same places.
      </p>
      {failure && (
        <p role="alert" className="banner banner-error">
          {failure}
        </p>
      )}
      <div
        ref={frame}
        className={styles.frame}
        data-zoomed={view.k > 1}
        data-placing={Boolean(placing.placing)}
        onClickCapture={placeOnClick}
        onKeyDown={handlers.onKeyDown}
      >
        {size && (
          <svg
            className={styles.svg}
            width={size.width}
            height={size.height}
            role="group"
            aria-labelledby={titleId}
            aria-describedby={noteId}
            onPointerDown={handlers.onPointerDown}
            onPointerMove={handlers.onPointerMove}
            onPointerUp={handlers.onPointerUp}
            onPointerCancel={handlers.onPointerCancel}
            onClickCapture={handlers.onClickCapture}
            onDoubleClick={handlers.onDoubleClick}
          >
            <g transform={`translate(${view.x.toFixed(1)},${view.y.toFixed(1)}) scale(${view.k.toFixed(3)})`} aria-hidden="true">
              {cells.map((cell) => (
                <path
                  key={cell.region.id}
                  className={styles.territory}
                  d={polygonPath(cell.polygon, size.width, size.height)}
                  fill={cell.holder?.banner_color}
                  data-held={cell.holder !== null}
                  vectorEffect="non-scaling-stroke"
                  data-testid="territory"
                  data-holder={cell.holder?.id ?? ''}
                />
              ))}
            </g>
            <PlaceLabels placed={placed} drawnAt={drawnAt} zoom={view.k} />
            {placed.map((entry) => (
              <PlaceMark
                key={entry.location.id}
                entry={entry}
                at={drawnAt.get(entry.location.id)!}
                holder={entry.location.controlled_by ? (factions.get(entry.location.controlled_by) ?? null) : null}
                changed={changes.status.has(entry.location.id) || changes.holder.has(entry.location.id)}
                appeared={changes.appeared.has(entry.location.id)}
                transition={transition}
                descriptionId={`${descriptionsId}-${entry.location.id}`}
                onOpen={() => onOpen({ kind: 'location', id: entry.location.id })}
                onActive={(on) => setActive((current) => (on ? entry.location.id : current === entry.location.id ? null : current))}
                onFocus={() => setView((current) => bringIntoView(current, entry.point, size))}
              />
            ))}
            <PeopleBadges placed={placed} people={people} drawnAt={drawnAt} />
            {placing.placing?.point && <PlacingMark at={toScreen(view, placing.placing.point, size)} />}
            {shownActive && (
              <SvgTooltip
                at={drawnAt.get(shownActive.location.id)!}
                lines={tooltipLines(shownActive.location, factions, people.get(shownActive.location.id) ?? 0)}
                box={size}
              />
            )}
          </svg>
        )}
      </div>
      <div hidden>
        {placed.map(({ location }) => (
          <p key={location.id} id={`${descriptionsId}-${location.id}`}>
            {placeDescription(location, location.controlled_by ? (factions.get(location.controlled_by) ?? null) : null, people.get(location.id) ?? 0)}
          </p>
        ))}
      </div>
      <UnplacedPlaces places={unplaced} editable={editable} placing={placing} onOpen={(id) => onOpen({ kind: 'location', id })} />
      <MapLegend factions={picture.factions} />
    </section>
  );
}

/** Places being saved show where they were dropped until the lists have them. */
function withPending(locations: readonly Location[], pending: ReadonlyMap<string, MapPoint>): readonly Location[] {
  if (pending.size === 0) return locations;
  return locations.map((location) => {
    const point = pending.get(location.id);
    return point ? { ...location, relative_x: point.x, relative_y: point.y } : location;
  });
}

function MapToolbar({ view, size, onView }: { view: MapView; size: BoxSize | null; onView: (view: MapView) => void }) {
  return (
    <div className={styles.toolbar}>
      <button type="button" className="icon-button" aria-label="Zoom in" title="Zoom in" disabled={!size} onClick={() => size && onView(zoomBy(view, ZOOM_STEP, size))}>
        <PlusIcon width={18} height={18} />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label="Zoom out"
        title="Zoom out"
        disabled={!size || view.k <= 1}
        onClick={() => size && onView(zoomBy(view, 1 / ZOOM_STEP, size))}
      >
        <MinusIcon width={18} height={18} />
      </button>
      <button type="button" className="icon-button" aria-label="Show the whole map" title="Show the whole map" disabled={view.k <= 1} onClick={() => onView(WHOLE_MAP)}>
        <ExpandIcon width={18} height={18} />
      </button>
    </div>
  );
}

/** "City, ruined. Held by the Iron Guild. 3 people here." */
function placeDescription(location: Location, holder: Faction | null, people: number): string {
  const held = holder ? ` Held by ${holder.name}.` : '';
  return `${capitalize(location.type)}, ${location.status}.${held} ${peopleCount(people)} here.`;
}

function peopleCount(people: number): string {
  return people === 0 ? 'Nobody' : `${people} ${people === 1 ? 'person' : 'people'}`;
}

function tooltipLines(location: Location, factions: ReadonlyMap<string, Faction>, people: number): string[] {
  const holder = location.controlled_by ? factions.get(location.controlled_by) : undefined;
  return [location.name, `${capitalize(location.type)} · ${location.status}`, holder ? `Held by ${holder.name}` : 'Unclaimed', `${peopleCount(people)} here`];
}

interface PlaceMarkProps {
  readonly entry: MapPlace;
  /** Where it is drawn, in pixels. */
  readonly at: MapPoint;
  readonly holder: Faction | null;
  readonly changed: boolean;
  readonly appeared: boolean;
  readonly transition: number;
  readonly descriptionId: string;
  readonly onOpen: () => void;
  readonly onActive: (active: boolean) => void;
  readonly onFocus: () => void;
}

/** One place: a control named after it, described by its type, status, holder and people. */
function PlaceMark({ entry, at, holder, changed, appeared, transition, descriptionId, onOpen, onActive, onFocus }: PlaceMarkProps) {
  const { location } = entry;
  const r = SYMBOL_RADIUS[location.type];
  return (
    <g
      className={styles.place}
      transform={`translate(${at.x.toFixed(1)},${at.y.toFixed(1)})`}
      role="button"
      tabIndex={0}
      aria-label={location.name}
      aria-describedby={descriptionId}
      data-status={location.status}
      data-type={location.type}
      data-new={appeared || undefined}
      data-testid="map-place"
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        onOpen();
      }}
      onFocus={() => {
        onActive(true);
        onFocus();
      }}
      onBlur={() => onActive(false)}
      onPointerEnter={() => onActive(true)}
      onPointerLeave={() => onActive(false)}
    >
      <circle className={styles.hit} r={13} />
      <circle className={styles.focusRing} r={r + 7} />
      {changed && <circle key={transition} className={styles.pulse} r={r + 4} data-testid="map-pulse" />}
      <g className={styles.body}>
        {holder && <circle className={styles.holder} r={r + 4} stroke={holder.banner_color} />}
        <PlaceSymbol type={location.type} />
        <RuinStrike type={location.type} />
      </g>
    </g>
  );
}

/**
 * How many people are at each place, a badge at the top right of its mark: drawn over the marks rather than
 * in them, so a control's visible text is only its name.
 */
function PeopleBadges({ placed, people, drawnAt }: { placed: readonly MapPlace[]; people: ReadonlyMap<string, number>; drawnAt: ReadonlyMap<string, MapPoint> }) {
  return (
    <g aria-hidden="true" className={styles.badges}>
      {placed.map(({ location }) => {
        const count = people.get(location.id) ?? 0;
        const at = drawnAt.get(location.id);
        if (count === 0 || !at) return null;
        const offset = SYMBOL_RADIUS[location.type] + 5;
        return (
          <g key={location.id} className={styles.count} transform={`translate(${(at.x + offset).toFixed(1)},${(at.y - offset).toFixed(1)})`}>
            <circle r={8} />
            <text>{count}</text>
          </g>
        );
      })}
    </g>
  );
}

/** Region names under their marks; other places' names once the map is zoomed in. Decoration: the controls carry the names. */
function PlaceLabels({ placed, drawnAt, zoom }: { placed: readonly MapPlace[]; drawnAt: ReadonlyMap<string, MapPoint>; zoom: number }) {
  return (
    <g aria-hidden="true">
      {placed.map(({ location }) => {
        const region = location.type === 'region';
        const at = drawnAt.get(location.id);
        if ((!region && zoom < PLACE_LABELS_FROM_ZOOM) || !at) return null;
        return (
          <text key={location.id} className={region ? styles.regionLabel : styles.placeLabel} x={at.x.toFixed(1)} y={(at.y + (region ? 28 : 24)).toFixed(1)}>
            {location.name}
          </text>
        );
      })}
    </g>
  );
}

function PlacingMark({ at }: { at: MapPoint }) {
  return (
    <g transform={`translate(${at.x.toFixed(1)},${at.y.toFixed(1)})`} aria-hidden="true" data-testid="placing-mark">
      <circle className={styles.ghost} r={9} />
      <path className={styles.mark} d="M-18,0H-11M11,0H18M0,-18V-11M0,11V18" />
    </g>
  );
}

/**
 * The map's first render, from its first render call to the frame after it was painted, as a Performance
 * API measure ("world-map first render") the benchmark reads.
 */
function useFirstRenderMeasure() {
  useState(() => performance.mark('world-map:render-start'));
  useLayoutEffect(() => {
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (performance.getEntriesByName('world-map first render').length === 0) performance.measure('world-map first render', 'world-map:render-start');
      }),
    );
  }, []);
}
