import type { Location } from '@worldloom/contracts';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { announce } from '../../../lib/announce';
import type { MapPoint } from './map-geometry';

/** A press on a place that moves less than this many pixels is a click. */
const DRAG_SLOP = 6;
const CLICK_AFTER_DROP_MS = 400;
/** One press of an arrow key moves the mark this far, in map units. */
const KEY_STEP = 0.02;

/** A place being put on the map, and where its mark is (map units); null while a drag is off the map. */
export interface Placing {
  readonly location: Location;
  readonly point: MapPoint | null;
  readonly by: 'drag' | 'mark';
}

interface PlacementOptions {
  /** The point of the map under a pointer (client pixels), or null when the pointer is off the map. */
  readonly pointAt: (clientX: number, clientY: number) => MapPoint | null;
  /** Where a mark starts: the middle of what the map shows. */
  readonly startPoint: () => MapPoint;
  readonly place: (location: Location, point: MapPoint) => void;
}

function clampUnit(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/**
 * Putting a place that has no coordinates on the map: drag it there, or activate it to show a mark, then
 * click the map where it lies or move the mark with the arrow keys and press Enter (Escape cancels).
 */
export function usePlacement({ pointAt, startPoint, place }: PlacementOptions) {
  const [placing, setShown] = useState<Placing | null>(null);
  // Pointer events come faster than renders: the handlers read and write the live state here.
  const live = useRef<{ placing: Placing | null; press: { id: string; x: number; y: number } | null }>({ placing: null, press: null });
  // The click that ends a drag (the browser sends one right after the drop) is not a click on the place.
  const droppedAt = useRef(Number.NEGATIVE_INFINITY);

  function show(next: Placing | null) {
    live.current.placing = next;
    setShown(next);
  }

  function finish(location: Location, point: MapPoint | null) {
    show(null);
    if (point) place(location, point);
    else announce(`${location.name} was not placed.`);
  }

  function itemHandlers(location: Location) {
    return {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        live.current.press = { id: location.id, x: event.clientX, y: event.clientY };
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const { press, placing: current } = live.current;
        if (press?.id !== location.id) return;
        if (current?.by !== 'drag' && Math.hypot(event.clientX - press.x, event.clientY - press.y) < DRAG_SLOP) return;
        show({ location, point: pointAt(event.clientX, event.clientY), by: 'drag' });
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        const { press, placing: current } = live.current;
        if (press?.id !== location.id) return;
        live.current.press = null;
        if (current?.by !== 'drag') return;
        droppedAt.current = performance.now();
        finish(location, pointAt(event.clientX, event.clientY));
      },
      onPointerCancel() {
        live.current.press = null;
        if (live.current.placing?.by === 'drag') show(null);
      },
      // A click that did not drag (or Enter, or Space) shows the mark; the next one places the place there.
      onClick() {
        if (performance.now() - droppedAt.current < CLICK_AFTER_DROP_MS) return;
        const current = live.current.placing;
        if (current?.location.id === location.id && current.point) return finish(location, current.point);
        show({ location, point: startPoint(), by: 'mark' });
        announce(`Placing ${location.name}: click the map where it lies, or move the mark with the arrow keys and press Enter. Escape cancels.`);
      },
      onKeyDown(event: KeyboardEvent<HTMLElement>) {
        const current = live.current.placing;
        if (current?.location.id !== location.id || current.by !== 'mark' || !current.point) return;
        const step = ARROW_STEPS[event.key];
        if (event.key === 'Escape') {
          event.preventDefault();
          finish(location, null);
        } else if (step) {
          event.preventDefault();
          const [dx, dy] = step;
          show({ ...current, point: { x: clampUnit(current.point.x + dx * KEY_STEP), y: clampUnit(current.point.y + dy * KEY_STEP) } });
        }
      },
    };
  }

  /** A click on the map while a mark is shown places the place there. */
  function placeAt(point: MapPoint): boolean {
    const current = live.current.placing;
    if (current?.by !== 'mark') return false;
    finish(current.location, point);
    return true;
  }

  return { placing, itemHandlers, placeAt };
}

const ARROW_STEPS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};
