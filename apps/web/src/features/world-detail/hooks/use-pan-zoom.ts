import { type KeyboardEvent, type MouseEvent, type PointerEvent, type RefObject, useEffect, useRef, useState } from 'react';
import type { MapPoint } from './map-geometry';
import { type BoxSize, panBy, viewForKey, WHOLE_MAP, zoomAt, type MapView } from './map-view';

/** A press that moves less than this many pixels is a click, not a pan. */
const CLICK_SLOP = 4;

function localPoint(element: Element, event: { clientX: number; clientY: number }): MapPoint {
  const box = element.getBoundingClientRect();
  return { x: event.clientX - box.left, y: event.clientY - box.top };
}

/**
 * Pan and zoom of the map inside `frame`: drag with a mouse, a pen or a finger; pinch with two fingers; the
 * wheel (only while it zooms, so at the whole map the page still scrolls); double-click; and, from any
 * control of the frame, the arrow keys, + and - and 0. A drag that moved does not click what it started on.
 */
export function usePanZoom(frame: RefObject<HTMLElement | null>, size: BoxSize | null) {
  const [view, setView] = useState<MapView>(WHOLE_MAP);
  const pointers = useRef(new Map<number, MapPoint>());
  const travelled = useRef(0);
  const latest = useRef({ view, size });
  latest.current = { view, size };

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    // Not React's onWheel, which is passive: a wheel that zooms must not also scroll the page.
    const onWheel = (event: WheelEvent) => {
      const { view: current, size: box } = latest.current;
      if (!box) return;
      const factor = Math.exp(-event.deltaY * (event.deltaMode === 0 ? 0.002 : 0.05));
      const next = zoomAt(current, factor, localPoint(element, event), box);
      if (next.k === current.k) return;
      event.preventDefault();
      setView(next);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [frame]);

  function onPointerDown(event: PointerEvent<Element>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    pointers.current.set(event.pointerId, localPoint(event.currentTarget, event));
    if (pointers.current.size === 1) travelled.current = 0;
  }

  function onPointerMove(event: PointerEvent<Element>) {
    const last = pointers.current.get(event.pointerId);
    if (!last || !size) return;
    const point = localPoint(event.currentTarget, event);
    const others = [...pointers.current].filter(([id]) => id !== event.pointerId).map(([, at]) => at);
    pointers.current.set(event.pointerId, point);
    travelled.current += Math.hypot(point.x - last.x, point.y - last.y);
    if (travelled.current > CLICK_SLOP && !event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    const other = others[0];
    if (other) {
      // Two fingers: zoom by how far apart they moved, about the point between them, and follow that point.
      const factor = Math.hypot(point.x - other.x, point.y - other.y) / Math.max(1, Math.hypot(last.x - other.x, last.y - other.y));
      const middle = { x: (point.x + other.x) / 2, y: (point.y + other.y) / 2 };
      const before = { x: (last.x + other.x) / 2, y: (last.y + other.y) / 2 };
      setView((current) => panBy(zoomAt(current, factor, middle, size), middle.x - before.x, middle.y - before.y, size));
    } else if (travelled.current > CLICK_SLOP) {
      setView((current) => panBy(current, point.x - last.x, point.y - last.y, size));
    }
  }

  function onPointerEnd(event: PointerEvent<Element>) {
    pointers.current.delete(event.pointerId);
  }

  function onClickCapture(event: MouseEvent<Element>) {
    if (travelled.current <= CLICK_SLOP) return;
    event.stopPropagation();
    travelled.current = 0;
  }

  function onDoubleClick(event: MouseEvent<Element>) {
    if (size && (event.target as Element).closest('[role="button"]') === null) setView(zoomAt(view, 2, localPoint(event.currentTarget, event), size));
  }

  function onKeyDown(event: KeyboardEvent<Element>) {
    if (!size || event.altKey || event.ctrlKey || event.metaKey) return;
    const next = viewForKey(view, event.key, size);
    if (!next) return;
    event.preventDefault();
    setView(next);
  }

  return {
    view,
    setView,
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd, onClickCapture, onDoubleClick, onKeyDown },
  };
}
