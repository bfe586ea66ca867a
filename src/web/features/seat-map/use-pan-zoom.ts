import {
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { fitView } from './map-view.ts';

/** A zoom and pan of the map, in the SVG's own units: content point p is drawn at t + k·p. */
export interface View {
  k: number;
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 6;
const IDENTITY: View = { k: 1, x: 0, y: 0 };
/** Below this many screen pixels a pointer that went down and up is a tap, not a drag. */
const DRAG_THRESHOLD_PX = 5;

const clamp = (value: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, value));

/** Keeps the drawing covering the frame: never panned away into empty space. */
function clampView(view: View, box: Box): View {
  const k = clamp(view.k, MIN_ZOOM, MAX_ZOOM);
  const loX = box.x + box.width - k * (box.x + box.width);
  const hiX = box.x * (1 - k);
  const loY = box.y + box.height - k * (box.y + box.height);
  const hiY = box.y * (1 - k);
  return { k, x: clamp(view.x, loX, hiX), y: clamp(view.y, loY, hiY) };
}

/** Zooms by `factor` keeping the point `c` (SVG units) where it is on screen. */
function zoomAround(view: View, factor: number, c: { x: number; y: number }, box: Box): View {
  const k = clamp(view.k * factor, MIN_ZOOM, MAX_ZOOM);
  const ratio = k / view.k;
  return clampView({ k, x: c.x - ratio * (c.x - view.x), y: c.y - ratio * (c.y - view.y) }, box);
}

/**
 * Pan and zoom without a library: buttons and keys call zoomBy/reset; the wheel (and a
 * trackpad pinch, which browsers send as a wheel with ctrlKey) zooms around the pointer; on
 * touch one finger drags once zoomed in and two fingers pinch. Pointer events cover mouse, pen
 * and touch alike.
 */
export function usePanZoom(svgRef: RefObject<SVGSVGElement | null>, box: Box) {
  const [view, setViewState] = useState<View>(IDENTITY);
  const viewRef = useRef(view);
  const boxRef = useRef(box);
  boxRef.current = box;
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{
    startX: number;
    startY: number;
    dragging: boolean;
    pinch?: { distance: number; view: View; mid: { x: number; y: number } };
  } | null>(null);
  const justDragged = useRef(false);
  const lastPointerType = useRef<string>('mouse');

  const setView = useCallback((next: View) => {
    const clamped = clampView(next, boxRef.current);
    viewRef.current = clamped;
    setViewState(clamped);
  }, []);

  /** Client pixels to SVG units, through the SVG's own transform (letterboxing included). */
  const toSvg = useCallback(
    (clientX: number, clientY: number) => {
      const svg = svgRef.current;
      const matrix = svg?.getScreenCTM();
      if (!svg || !matrix) return { x: 0, y: 0 };
      const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
      return { x: point.x, y: point.y };
    },
    [svgRef],
  );

  /** Buttons and keys zoom around the middle of what is on screen. */
  const zoomBy = useCallback(
    (factor: number, around?: { x: number; y: number }) => {
      const b = boxRef.current;
      const middle = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
      setView(zoomAround(viewRef.current, factor, around ?? middle, b));
    },
    [setView],
  );

  const reset = useCallback(() => setView(IDENTITY), [setView]);

  /** Shows a part of the map (a section, in map units) as large as the frame allows. */
  const fit = useCallback((target: Box) => setView(fitView(boxRef.current, target)), [setView]);

  /** Pans just enough to bring a content point (a seat) into view, with a margin around it. */
  const reveal = useCallback(
    (x: number, y: number, margin = 40) => {
      const { k, x: tx, y: ty } = viewRef.current;
      const b = boxRef.current;
      const sx = tx + k * x;
      const sy = ty + k * y;
      let nx = tx;
      let ny = ty;
      if (sx < b.x + margin) nx += b.x + margin - sx;
      if (sx > b.x + b.width - margin) nx -= sx - (b.x + b.width - margin);
      if (sy < b.y + margin) ny += b.y + margin - sy;
      if (sy > b.y + b.height - margin) ny -= sy - (b.y + b.height - margin);
      if (nx !== tx || ny !== ty) setView({ k, x: nx, y: ny });
    },
    [setView],
  );

  // React's wheel listener is passive; preventing the page scroll needs a native one.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      const zoomingOut = event.deltaY > 0;
      // At full view a scroll down is a page scroll: the map does not trap the reader.
      if (zoomingOut && viewRef.current.k <= MIN_ZOOM) return;
      event.preventDefault();
      const lines = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1;
      const factor = Math.exp(-event.deltaY * lines * (event.ctrlKey ? 0.01 : 0.0025));
      setView(
        zoomAround(viewRef.current, factor, toSvg(event.clientX, event.clientY), boxRef.current),
      );
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [svgRef, setView, toSvg]);

  const onPointerDown = (event: ReactPointerEvent<SVGSVGElement>) => {
    lastPointerType.current = event.pointerType;
    justDragged.current = false;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const points = [...pointers.current.values()];
    if (points.length === 2 && points[0] && points[1]) {
      const [a, b] = points;
      event.currentTarget.setPointerCapture(event.pointerId);
      gesture.current = {
        startX: 0,
        startY: 0,
        dragging: true,
        pinch: {
          distance: Math.hypot(a.x - b.x, a.y - b.y) || 1,
          view: viewRef.current,
          mid: toSvg((a.x + b.x) / 2, (a.y + b.y) / 2),
        },
      };
    } else if (points.length === 1) {
      gesture.current = { startX: event.clientX, startY: event.clientY, dragging: false };
    }
  };

  const onPointerMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    const previous = pointers.current.get(event.pointerId);
    const current = gesture.current;
    if (!previous || !current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (current.pinch) {
      const [a, b] = [...pointers.current.values()];
      if (!a || !b) return;
      const { distance, view: start, mid } = current.pinch;
      const factor = Math.hypot(a.x - b.x, a.y - b.y) / distance;
      setView(zoomAround(start, factor, mid, boxRef.current));
      return;
    }
    if (!current.dragging) {
      const moved = Math.hypot(event.clientX - current.startX, event.clientY - current.startY);
      // Panning only means something once zoomed in; until then a drag is nothing (or, with
      // touch-action pan-y, the page's own scroll).
      if (moved < DRAG_THRESHOLD_PX || viewRef.current.k <= MIN_ZOOM) return;
      current.dragging = true;
      // Captured only now, so a plain tap still clicks the seat under the finger.
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    const from = toSvg(previous.x, previous.y);
    const to = toSvg(event.clientX, event.clientY);
    const v = viewRef.current;
    setView({ k: v.k, x: v.x + to.x - from.x, y: v.y + to.y - from.y });
  };

  const onPointerEnd = (event: ReactPointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId);
    if (gesture.current?.dragging) justDragged.current = true;
    if (pointers.current.size === 0) gesture.current = null;
    else if (gesture.current?.pinch) {
      // One finger left after a pinch: carry on as a drag from where it is.
      const [rest] = [...pointers.current.values()];
      gesture.current = rest ? { startX: rest.x, startY: rest.y, dragging: true } : null;
    }
  };

  /** True once after a drag or pinch ended, so its closing click does not pick a seat. */
  const consumeDrag = () => {
    const dragged = justDragged.current;
    justDragged.current = false;
    return dragged;
  };

  return {
    view,
    zoomBy,
    reset,
    fit,
    reveal,
    toSvg,
    consumeDrag,
    lastPointerType,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
    },
  };
}
