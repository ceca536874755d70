/**
 * Pan and zoom for an SVG by moving its viewBox: drag with one pointer (mouse, pen or finger),
 * pinch with two, the wheel zooms about the cursor, and +, − and Fit buttons (keyboard too:
 * + - 0 and the arrow keys while the picture has focus). The whole picture fits on open and
 * again whenever its bounds change. A tap that did not move still clicks what it touched.
 */
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from "react";
import "./pan-zoom.css";

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** How far in the picture may be enlarged, and how far a pointer moves before it is a drag. */
const MAX_ZOOM = 6;
const DRAG_PX = 6;

/** `view` scaled by `k` (over 1 zooms in) about the picture point (px, py), kept inside `fit`. */
export function zoomAbout(view: Box, fit: Box, k: number, px: number, py: number): Box {
  const w = Math.min(fit.w, Math.max(fit.w / MAX_ZOOM, view.w / k));
  const s = w / view.w;
  return clampView({ x: px - (px - view.x) * s, y: py - (py - view.y) * s, w, h: view.h * s }, fit);
}

/** Keeps the view inside the picture, so it can never be lost off screen. */
export function clampView(v: Box, fit: Box): Box {
  const x = Math.min(fit.x + fit.w - v.w, Math.max(fit.x, v.x));
  const y = Math.min(fit.y + fit.h - v.h, Math.max(fit.y, v.y));
  return { x, y, w: v.w, h: v.h };
}

/** A screen point as a point of the picture (its own units), through the zoomed view. */
export function pictureAt(svg: SVGSVGElement, clientX: number, clientY: number) {
  const view = svg.querySelector<SVGGElement>(".pz-view") ?? svg;
  const m = view.getScreenCTM();
  if (!m) return null;
  const pt = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
  return { x: pt.x, y: pt.y };
}

interface Props {
  /** The whole picture (shown on open and by Fit). */
  readonly box: Box;
  readonly className: string;
  readonly label: string;
  readonly children: ReactNode;
  /** The SVG element, for callers that turn screen points into picture points. */
  readonly svgRef?: RefObject<SVGSVGElement | null>;
  /** Extra controls drawn beside the zoom buttons. */
  readonly tools?: ReactNode;
}

export function PanZoom(p: Props) {
  const own = useRef<SVGSVGElement | null>(null);
  const ref = p.svgRef ?? own;
  const fitKey = `${p.box.x},${p.box.y},${p.box.w},${p.box.h}`;
  const [view, setView] = useState<Box>(p.box);
  const [seen, setSeen] = useState(fitKey);
  // New bounds (a board placed, the next hole): fit the whole picture again.
  if (seen !== fitKey) {
    setSeen(fitKey);
    setView(p.box);
  }
  const viewRef = useRef(view);
  viewRef.current = view;
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ moved: boolean; pinch: number; start: { x: number; y: number } }>({
    moved: false,
    pinch: 0,
    start: { x: 0, y: 0 },
  });

  /** Picture units per screen pixel (the viewBox is fitted inside the element: "meet"). */
  const unit = () => {
    const r = ref.current?.getBoundingClientRect();
    const v = viewRef.current;
    return r && r.width > 0 ? Math.max(v.w / r.width, v.h / r.height) : 1;
  };
  const toPicture = (cx: number, cy: number) => {
    const r = ref.current?.getBoundingClientRect();
    const v = viewRef.current;
    if (!r) return { x: v.x + v.w / 2, y: v.y + v.h / 2 };
    const u = unit();
    return {
      x: v.x + v.w / 2 + (cx - (r.left + r.width / 2)) * u,
      y: v.y + v.h / 2 + (cy - (r.top + r.height / 2)) * u,
    };
  };
  const zoom = (k: number, at?: { x: number; y: number }) => {
    const v = viewRef.current;
    const c = at ?? { x: v.x + v.w / 2, y: v.y + v.h / 2 };
    setView(zoomAbout(v, p.box, k, c.x, c.y));
  };
  const pan = (dx: number, dy: number) => {
    const v = viewRef.current;
    setView(clampView({ ...v, x: v.x + dx, y: v.y + dy }, p.box));
  };

  // The wheel needs a non-passive listener to keep the page from scrolling while it zooms.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      zoom(Math.exp(-e.deltaY * 0.0015), toPicture(e.clientX, e.clientY));
    };
    el.addEventListener("wheel", onWheel, { passive: false });
    return () => el.removeEventListener("wheel", onWheel);
  });

  const down = (e: PointerEvent<SVGSVGElement>) => {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const g = gesture.current;
    if (pointers.current.size === 1) {
      g.moved = false;
      g.start = { x: e.clientX, y: e.clientY };
    } else if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      g.pinch = Math.hypot(a.x - b.x, a.y - b.y);
      g.moved = true;
    }
  };
  const move = (e: PointerEvent<SVGSVGElement>) => {
    const last = pointers.current.get(e.pointerId);
    if (!last) return;
    const now = { x: e.clientX, y: e.clientY };
    const g = gesture.current;
    if (pointers.current.size >= 2) {
      pointers.current.set(e.pointerId, now);
      const [a, b] = [...pointers.current.values()];
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      if (g.pinch > 0 && d > 0) zoom(d / g.pinch, toPicture((a.x + b.x) / 2, (a.y + b.y) / 2));
      g.pinch = d;
      return;
    }
    if (!g.moved && Math.hypot(now.x - g.start.x, now.y - g.start.y) < DRAG_PX) return;
    if (!g.moved) {
      g.moved = true;
      ref.current?.setPointerCapture?.(e.pointerId);
    }
    const u = unit();
    pan(-(now.x - last.x) * u, -(now.y - last.y) * u);
    pointers.current.set(e.pointerId, now);
  };
  const up = (e: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) gesture.current.pinch = 0;
  };
  const keys = (e: KeyboardEvent<SVGSVGElement>) => {
    if (e.target !== e.currentTarget) return;
    const step = viewRef.current.w / 8;
    const arrows: Record<string, [number, number]> = {
      arrowleft: [-step, 0],
      arrowright: [step, 0],
      arrowup: [0, -step],
      arrowdown: [0, step],
    };
    const arrow = arrows[e.key.toLowerCase()];
    if (arrow) pan(arrow[0], arrow[1]);
    else if (e.key === "+" || e.key === "=") zoom(1.4);
    else if (e.key === "-") zoom(1 / 1.4);
    else if (e.key === "0") setView(p.box);
    else return;
    e.preventDefault();
  };
  const zoomed = view.w < p.box.w - 0.01;
  const k = p.box.w / view.w;

  return (
    <div className="pz">
      <svg
        ref={ref}
        className={`${p.className} pz-svg${zoomed ? " pz-zoomed" : ""}`}
        viewBox={`${p.box.x.toFixed(1)} ${p.box.y.toFixed(1)} ${p.box.w.toFixed(1)} ${p.box.h.toFixed(1)}`}
        role="img"
        aria-label={p.label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the picture takes arrow keys and + - 0 to pan and zoom.
        tabIndex={0}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onKeyDown={keys}
        onClickCapture={(e) => {
          // A drag or pinch that ends on a hex does not also click it.
          if (gesture.current.moved) {
            e.stopPropagation();
            e.preventDefault();
            gesture.current.moved = false;
          }
        }}
      >
        {/* The element keeps the whole picture's proportions; the view inside it moves. */}
        <g
          className="pz-view"
          transform={`translate(${p.box.x - view.x * k} ${p.box.y - view.y * k}) scale(${k})`}
        >
          {p.children}
        </g>
      </svg>
      <div className="pz-tools">
        {p.tools}
        <fieldset className="pz-zoom">
          <legend className="sr-only">Zoom</legend>
          <button
            type="button"
            className="btn pz-btn"
            aria-label="Zoom in"
            onClick={() => zoom(1.4)}
          >
            +
          </button>
          <button
            type="button"
            className="btn pz-btn"
            aria-label="Zoom out"
            disabled={!zoomed}
            onClick={() => zoom(1 / 1.4)}
          >
            −
          </button>
          <button
            type="button"
            className="btn pz-btn"
            aria-label="Fit the whole course"
            disabled={!zoomed}
            onClick={() => setView(p.box)}
          >
            Fit
          </button>
        </fieldset>
      </div>
    </div>
  );
}
