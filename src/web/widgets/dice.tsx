/**
 * Dice drawn as dice: SVG of any faces and colours, a short tumble onto the server's result
 * (none under prefers-reduced-motion). The drawing is aria-hidden: the caller labels the
 * button or figure around it, naming the colour in words.
 */
import { useEffect, useState } from "react";
import type { DieLook } from "../web-game.ts";

const TUMBLE_MS = 420;
const FLICK_MS = 70;

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** The face a tumble starts on, or null when there is nothing to tumble. */
function firstFace(rollKey: number | string | null, faces: readonly (number | string)[]) {
  if (rollKey === null || faces.length === 0 || prefersReducedMotion()) return null;
  return faces[Math.floor(Math.random() * faces.length)];
}

/**
 * While `rollKey` is fresh, cycles through `faces` and returns a face to show instead of the
 * real one; returns null once landed (or at once when motion is reduced). A new key starts the
 * tumble during render, not from an effect: an effect's set state on every roll made each live
 * event two renders, and a burst of events chained them into React's nested-update error.
 */
export function useTumble(rollKey: number | string | null, faces: readonly (number | string)[]) {
  const [t, setT] = useState(() => ({ key: rollKey, shown: firstFace(rollKey, faces) }));
  let shown = t.shown;
  if (t.key !== rollKey) {
    shown = firstFace(rollKey, faces);
    setT({ key: rollKey, shown });
  }
  useEffect(() => {
    if (rollKey === null || faces.length === 0 || prefersReducedMotion()) return;
    let i = Math.floor(Math.random() * faces.length);
    const flick = setInterval(() => {
      i = (i + 1 + Math.floor(Math.random() * 3)) % faces.length;
      setT({ key: rollKey, shown: faces[i] });
    }, FLICK_MS);
    const stop = setTimeout(() => {
      clearInterval(flick);
      setT({ key: rollKey, shown: null });
    }, TUMBLE_MS);
    return () => {
      clearInterval(flick);
      clearTimeout(stop);
    };
  }, [rollKey, faces]);
  return shown;
}

function outline(shape: DieLook["shape"]): string {
  if (shape === "d12") {
    // A regular pentagon: what one face of a d12 looks like from above.
    const pts: string[] = [];
    for (let k = 0; k < 5; k++) {
      const a = -Math.PI / 2 + (k * 2 * Math.PI) / 5;
      pts.push(`${(50 + 47 * Math.cos(a)).toFixed(1)},${(54 + 47 * Math.sin(a)).toFixed(1)}`);
    }
    return pts.join(" ");
  }
  return "";
}

function Mark({ kind, ink }: { kind: "star" | "circle" | "square"; ink: string }) {
  if (kind === "circle")
    return <circle cx="50" cy="54" r="29" fill="none" stroke={ink} strokeWidth="4" />;
  if (kind === "square")
    return <rect x="23" y="27" width="54" height="54" fill="none" stroke={ink} strokeWidth="4" />;
  const pts: string[] = [];
  for (let k = 0; k < 10; k++) {
    const r = k % 2 === 0 ? 44 : 22;
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    pts.push(`${(50 + r * Math.cos(a)).toFixed(1)},${(56 + r * Math.sin(a)).toFixed(1)}`);
  }
  return (
    <polygon
      points={pts.join(" ")}
      fill="none"
      stroke={ink}
      strokeWidth="2.5"
      strokeLinejoin="round"
    />
  );
}

export interface DieProps {
  readonly look: DieLook;
  /** The face up, or null for a die still in the cup (drawn blank). */
  readonly face: number | string | null;
  readonly size?: number;
  /** Changes when this die is rolled: it tumbles briefly. */
  readonly rollKey?: number | string | null;
  readonly faces?: readonly (number | string)[];
  readonly dim?: boolean;
}

export function DieFace({ look, face, size = 56, rollKey = null, faces = [], dim }: DieProps) {
  const tumbling = useTumble(rollKey, faces);
  const shown = tumbling ?? face;
  const mark = shown !== null && tumbling === null ? look.mark?.(shown) : null;
  const text = shown === null ? "" : String(shown);
  const fontSize = text.length > 2 ? 26 : mark === "star" ? 30 : 38;
  return (
    <svg
      className={`die${tumbling !== null ? " die-tumbling" : ""}${dim ? " die-dim" : ""}`}
      width={size}
      height={size}
      viewBox="0 0 100 104"
      aria-hidden="true"
      focusable="false"
    >
      {look.shape === "d12" ? (
        <polygon
          points={outline("d12")}
          fill={look.fill}
          stroke={look.edge}
          strokeWidth="4"
          strokeLinejoin="round"
        />
      ) : look.shape === "round" ? (
        <circle cx="50" cy="52" r="46" fill={look.fill} stroke={look.edge} strokeWidth="4" />
      ) : (
        <rect
          x="5"
          y="7"
          width="90"
          height="90"
          rx="16"
          fill={look.fill}
          stroke={look.edge}
          strokeWidth="4"
        />
      )}
      {mark ? <Mark kind={mark} ink={look.ink} /> : null}
      <text
        x="50"
        y="56"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={fontSize}
        fontWeight="700"
        fill={look.ink}
        fontFamily="ui-rounded, system-ui, sans-serif"
      >
        {text}
      </text>
    </svg>
  );
}
