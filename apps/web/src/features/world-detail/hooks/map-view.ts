import type { MapPoint } from './map-geometry';

/*
 * Pan and zoom of the world map. A view scales the map by `k` and moves it by (`x`, `y`) pixels: a point at
 * map units (u, v) in a box of `width` × `height` pixels is drawn at (k·u·width + x, k·v·height + y). The map
 * always covers its box: no zooming out past the whole map, no panning off its edge.
 */

export interface MapView {
  readonly k: number;
  readonly x: number;
  readonly y: number;
}

export interface BoxSize {
  readonly width: number;
  readonly height: number;
}

export const WHOLE_MAP: MapView = { k: 1, x: 0, y: 0 };
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 8;
/** One press of a zoom key or button. */
export const ZOOM_STEP = 1.5;
/** One press of an arrow key, in pixels. */
export const PAN_STEP = 48;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function clampView({ k, x, y }: MapView, { width, height }: BoxSize): MapView {
  const scale = clamp(k, MIN_ZOOM, MAX_ZOOM);
  return { k: scale, x: clamp(x, width * (1 - scale), 0), y: clamp(y, height * (1 - scale), 0) };
}

/** Zooms by `factor`, keeping the point under `at` (pixels in the box) where it is. */
export function zoomAt(view: MapView, factor: number, at: MapPoint, size: BoxSize): MapView {
  const k = clamp(view.k * factor, MIN_ZOOM, MAX_ZOOM);
  const ratio = k / view.k;
  return clampView({ k, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio }, size);
}

/** Zooms about the middle of the box. */
export function zoomBy(view: MapView, factor: number, size: BoxSize): MapView {
  return zoomAt(view, factor, { x: size.width / 2, y: size.height / 2 }, size);
}

export function panBy(view: MapView, dx: number, dy: number, size: BoxSize): MapView {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, size);
}

/** Where a point of the map (map units) is drawn, in pixels of the box. */
export function toScreen({ k, x, y }: MapView, point: MapPoint, { width, height }: BoxSize): MapPoint {
  return { x: k * point.x * width + x, y: k * point.y * height + y };
}

/** The point of the map (map units) drawn at a pixel of the box. */
export function toMap({ k, x, y }: MapView, pixel: MapPoint, { width, height }: BoxSize): MapPoint {
  return { x: (pixel.x - x) / (k * width), y: (pixel.y - y) / (k * height) };
}

/** The smallest pan that brings a point of the map within `margin` pixels of the box's edges. */
export function bringIntoView(view: MapView, point: MapPoint, size: BoxSize, margin = 32): MapView {
  const at = toScreen(view, point, size);
  const dx = at.x < margin ? margin - at.x : at.x > size.width - margin ? size.width - margin - at.x : 0;
  const dy = at.y < margin ? margin - at.y : at.y > size.height - margin ? size.height - margin - at.y : 0;
  return dx === 0 && dy === 0 ? view : panBy(view, dx, dy, size);
}

/** What a key does to the view: arrows pan, + and - zoom, 0 shows the whole map; null for any other key. */
export function viewForKey(view: MapView, key: string, size: BoxSize): MapView | null {
  switch (key) {
    case 'ArrowLeft':
      return panBy(view, PAN_STEP, 0, size);
    case 'ArrowRight':
      return panBy(view, -PAN_STEP, 0, size);
    case 'ArrowUp':
      return panBy(view, 0, PAN_STEP, size);
    case 'ArrowDown':
      return panBy(view, 0, -PAN_STEP, size);
    case '+':
    case '=':
      return zoomBy(view, ZOOM_STEP, size);
    case '-':
    case '_':
      return zoomBy(view, 1 / ZOOM_STEP, size);
    case '0':
      return WHOLE_MAP;
    default:
      return null;
  }
}
