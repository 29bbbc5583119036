import type { Character, Faction, Location } from '@worldloom/contracts';
import { Delaunay } from 'd3-delaunay';

/*
 * The world map's geometry, in map units: 0-1 from the left and from the top, as `relative_x/relative_y`
 * hold a place. Regions become territories, the Voronoi cells of their centres clipped to the map; every
 * other placed location is a marker.
 */

export interface MapPoint {
  readonly x: number;
  readonly y: number;
}

/** A location that has both coordinates. */
export type PlacedLocation = Location & { readonly relative_x: number; readonly relative_y: number };

export function isPlaced(location: Location): location is PlacedLocation {
  return location.relative_x !== null && location.relative_y !== null;
}

export interface Territory {
  readonly region: Location;
  readonly centre: MapPoint;
  /** The cell's corners, in map units, clockwise. */
  readonly polygon: readonly MapPoint[];
  /** The faction whose banner colours it: the region's holder, or the one holding most of its places. */
  readonly holder: Faction | null;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Where a region sits: its own coordinates, or the middle of its placed places; null when neither is known. */
export function regionCentre(region: Location, locations: readonly Location[]): MapPoint | null {
  if (isPlaced(region)) return { x: clamp(region.relative_x, 0, 1), y: clamp(region.relative_y, 0, 1) };
  const inside = locations.filter((location) => location.parent_location_id === region.id && isPlaced(location)) as PlacedLocation[];
  if (inside.length === 0) return null;
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return { x: clamp(mean(inside.map((place) => place.relative_x)), 0, 1), y: clamp(mean(inside.map((place) => place.relative_y)), 0, 1) };
}

/** The faction that holds the region itself, else the one that holds strictly more of its places than any other. */
export function territoryHolder(region: Location, locations: readonly Location[], factions: readonly Faction[]): Faction | null {
  const byId = new Map(factions.map((faction) => [faction.id, faction]));
  if (region.controlled_by) return byId.get(region.controlled_by) ?? null;
  const counts = new Map<string, number>();
  for (const place of locations) {
    if (place.parent_location_id === region.id && place.controlled_by) counts.set(place.controlled_by, (counts.get(place.controlled_by) ?? 0) + 1);
  }
  const ranked = [...counts].sort((left, right) => right[1] - left[1]);
  const [first, second] = ranked;
  if (!first || (second && second[1] === first[1])) return null;
  return byId.get(first[0]) ?? null;
}

/** One territory per region whose centre is known; two regions at one point share the first one's cell. */
export function territories(locations: readonly Location[], factions: readonly Faction[]): Territory[] {
  const centred = locations.flatMap((region) => {
    if (region.type !== 'region') return [];
    const centre = regionCentre(region, locations);
    return centre ? [{ region, centre }] : [];
  });
  if (centred.length === 0) return [];
  const voronoi = Delaunay.from(
    centred,
    ({ centre }) => centre.x,
    ({ centre }) => centre.y,
  ).voronoi([0, 0, 1, 1]);
  return centred.flatMap(({ region, centre }, index) => {
    const cell = voronoi.cellPolygon(index);
    if (!cell) return [];
    // d3 closes the ring by repeating its first corner.
    const polygon = cell.slice(0, -1).map(([x, y]) => ({ x: x!, y: y! }));
    return [{ region, centre, polygon, holder: territoryHolder(region, locations, factions) }];
  });
}

/** An SVG path of a polygon scaled to a box of `width` × `height`. */
export function polygonPath(polygon: readonly MapPoint[], width: number, height: number): string {
  if (polygon.length === 0) return '';
  return `M${polygon.map(({ x, y }) => `${round(x * width)},${round(y * height)}`).join('L')}Z`;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** How many living characters are at each place. */
export function peopleAt(characters: readonly Character[]): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const character of characters) {
    if (character.location_id && character.status !== 'deceased') counts.set(character.location_id, (counts.get(character.location_id) ?? 0) + 1);
  }
  return counts;
}

/** A map position for a place dropped at `point` (map units): on the map, to three decimals. */
export function placement(point: MapPoint): { relative_x: number; relative_y: number } {
  const coordinate = (value: number) => Math.round(clamp(value, 0, 1) * 1000) / 1000;
  return { relative_x: coordinate(point.x), relative_y: coordinate(point.y) };
}

export interface MapPlace {
  readonly location: Location;
  readonly point: MapPoint;
}

/**
 * The map's places: those it can draw (a region at its centre, every other place at its coordinates),
 * regions first so the places in them are drawn over them, and the others to list beside it.
 */
export function mapPlaces(locations: readonly Location[]): { placed: MapPlace[]; unplaced: Location[] } {
  const placed: MapPlace[] = [];
  const unplaced: Location[] = [];
  for (const location of locations) {
    const point =
      location.type === 'region'
        ? regionCentre(location, locations)
        : isPlaced(location)
          ? { x: clamp(location.relative_x, 0, 1), y: clamp(location.relative_y, 0, 1) }
          : null;
    if (point) placed.push({ location, point });
    else unplaced.push(location);
  }
  placed.sort((left, right) => Number(right.location.type === 'region') - Number(left.location.type === 'region'));
  return { placed, unplaced };
}

/**
 * Marks drawn closer than `minDistance` pixels are pushed apart (a few rounds, each pair by half the overlap
 * each way), so each keeps a target of its own; the map moves them no further than that. Deterministic.
 */
export function spreadApart(points: readonly MapPoint[], minDistance: number, rounds = 6): MapPoint[] {
  const moved = points.map((point) => ({ x: point.x, y: point.y }));
  for (let round = 0; round < rounds; round += 1) {
    let overlapping = false;
    for (let i = 0; i < moved.length; i += 1) {
      for (let j = i + 1; j < moved.length; j += 1) {
        const a = moved[i]!;
        const b = moved[j]!;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let distance = Math.hypot(dx, dy);
        if (distance >= minDistance) continue;
        overlapping = true;
        if (distance === 0) {
          // Two marks on one spot part along a direction of their own.
          const angle = (j * 2.399963) % (2 * Math.PI);
          [dx, dy, distance] = [Math.cos(angle), Math.sin(angle), 1];
        }
        const push = (minDistance - distance) / 2 / distance;
        a.x -= dx * push;
        a.y -= dy * push;
        b.x += dx * push;
        b.y += dy * push;
      }
    }
    if (!overlapping) break;
  }
  return moved;
}
