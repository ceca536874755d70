/**
 * Where a shot lands, drawn on the course: each space in its terrain's colour, the chance of
 * stopping there as a dark disc (area in proportion) with its percentage. SVG text, no library:
 * hexagons are simpler to draw directly than to coax out of a charting grammar.
 */

import type { Terrain } from "../data.ts";
import type { Course } from "../rules/course.ts";
import { key } from "../rules/hex.ts";

const FILL: Record<Terrain, string> = {
  R: "#9ccc65",
  F: "#d4e79e",
  S: "#f3dfa2",
  T: "#3e7b3a",
  W: "#64b5f6",
};
const SIZE = 26;
const SQ3 = Math.sqrt(3);

/** Pixel centre of a pointy-top hex (rows of constant r, each shifted half a space right). */
function centre(q: number, r: number): [number, number] {
  return [SIZE * SQ3 * (q + r / 2), SIZE * 1.5 * r];
}

function hexPoints(x: number, y: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (60 * i - 30);
    pts.push(`${(x + SIZE * Math.cos(a)).toFixed(1)},${(y + SIZE * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(" ");
}

export interface LandingPicture {
  readonly course: Course;
  /** Probability of stopping on each space, keyed "q,r" (out-of-bounds stops sit on the edge). */
  readonly spaces: Readonly<Record<string, number>>;
  readonly from: number;
  readonly title: string;
}

export function landingSvg(pic: LandingPicture): string {
  const { course } = pic;
  const xs = course.hexes.map((h) => centre(h.q, h.r));
  const minX = Math.min(...xs.map((p) => p[0])) - SIZE * 1.2;
  const minY = Math.min(...xs.map((p) => p[1])) - SIZE * 1.2;
  // Wide enough for the course, the title and the legend.
  const w = Math.max(
    Math.max(...xs.map((p) => p[0])) - minX + SIZE * 1.2,
    pic.title.length * 10 + 20,
    560,
  );
  const h = Math.max(...xs.map((p) => p[1])) - minY + SIZE * 1.2;
  const top = 48;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w.toFixed(0)}" height="${(h + top).toFixed(0)}" viewBox="${minX.toFixed(1)} ${(minY - top).toFixed(1)} ${w.toFixed(1)} ${(h + top).toFixed(1)}" font-family="DejaVu Sans, sans-serif">`,
    `<rect x="${minX}" y="${minY - top}" width="${w}" height="${h + top}" fill="#fafafa"/>`,
    `<text x="${minX + 10}" y="${minY - top + 22}" font-size="16" font-weight="bold">${escapeXml(pic.title)}</text>`,
    ...legend(minX + 10, minY - top + 36),
  ];
  course.hexes.forEach((hx, i) => {
    const [x, y] = xs[i];
    out.push(
      `<polygon points="${hexPoints(x, y)}" fill="${FILL[course.terrain[i]]}" stroke="#ffffff" stroke-width="1.5"/>`,
    );
    if (i === pic.from)
      out.push(
        `<circle cx="${x}" cy="${y}" r="${SIZE * 0.6}" fill="none" stroke="#222" stroke-width="2.5"/>`,
      );
    const p = pic.spaces[key(hx)] ?? 0;
    if (p > 0) {
      const r = Math.max(2, SIZE * 0.85 * Math.sqrt(p / maxP(pic.spaces)));
      out.push(
        `<circle cx="${x}" cy="${y}" r="${r.toFixed(1)}" fill="#b03a2e" fill-opacity="0.75"/>`,
      );
      if (p >= 0.01) {
        out.push(
          `<text x="${x}" y="${y + 4}" font-size="10" text-anchor="middle" fill="#fff" font-weight="bold">${Math.round(100 * p)}%</text>`,
        );
      }
    }
    // The flag goes on top of the disc.
    if (i === course.green)
      out.push(`<text x="${x}" y="${y + 6}" font-size="18" text-anchor="middle">⚑</text>`);
  });
  out.push("</svg>");
  return `${out.join("\n")}\n`;
}

const NAMES: Record<Terrain, string> = {
  R: "rough",
  F: "fairway",
  S: "sand",
  T: "trees",
  W: "water",
};

/** Terrain swatches, then the marks, on one line under the title. */
function legend(x: number, y: number): string[] {
  const out: string[] = [];
  for (const t of Object.keys(FILL) as Terrain[]) {
    out.push(
      `<rect x="${x}" y="${y - 9}" width="12" height="12" fill="${FILL[t]}" stroke="#999" stroke-width="0.5"/>`,
    );
    out.push(`<text x="${x + 16}" y="${y + 1}" font-size="11" fill="#333">${NAMES[t]}</text>`);
    x += 28 + NAMES[t].length * 6.5;
  }
  out.push(`<circle cx="${x + 5}" cy="${y - 3}" r="5" fill="#b03a2e"/>`);
  out.push(
    `<text x="${x + 14}" y="${y + 1}" font-size="11" fill="#333">chance to stop there   ◎ start   ⚑ green</text>`,
  );
  return out;
}

function maxP(spaces: Readonly<Record<string, number>>): number {
  return Math.max(...Object.values(spaces));
}

function escapeXml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
