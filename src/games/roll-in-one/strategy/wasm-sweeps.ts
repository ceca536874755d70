/**
 * The quick model's sweep passes in WebAssembly (sweeps.wat: spacewise.ts's flightPass and
 * shotPass, the same operations in the same order, so the same values to the bit). A solve
 * copies the model's values and tables into one shared linear memory, sweeps there, and copies
 * the values back, so a quick model is plain typed arrays as before between solves.
 */
import type { Model } from "./model.ts";
import type { Passes, Spacewise } from "./spacewise.ts";
import { kernelOf } from "./sweep.ts";
import { WASM } from "./sweeps-wasm.ts";

interface Exports {
  flight(write: number): number;
  shot(write: number): number;
}

/** sweeps.wat's header: global fields, 64 bytes a club from CLUB_AT, the tables from TABLES_AT. */
const CLUB_AT = 256;
const CLUB_SIZE = 64;
const TABLES_AT = 8192;
const MAX_CLUBS = (TABLES_AT - CLUB_AT) / CLUB_SIZE;
const PAGE = 65536;

let instance: { memory: WebAssembly.Memory; exports: Exports } | undefined;

function decode(base64: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function sweeper(): { memory: WebAssembly.Memory; exports: Exports } {
  if (!instance) {
    const memory = new WebAssembly.Memory({ initial: 8 });
    const mod = new WebAssembly.Module(decode(WASM));
    const inst = new WebAssembly.Instance(mod, { env: { memory } });
    instance = { memory, exports: inst.exports as unknown as Exports };
  }
  return instance;
}

type Typed = Float64Array | Int32Array | Uint8Array;

/** sweeps.wat's header: each field's int32 slot (its byte offset / 4). */
const SLOT = {
  N: 0,
  n: 1,
  green: 2,
  clubs: 3,
  flightOrder: 4,
  flightOrderLength: 5,
  firstOnly: 6,
  firstOnlyLength: 7,
  inTrees: 8,
  landV: 9,
  dottedV: 10,
  dotsV: 11,
  stopOut: 12,
  aheadX: 13,
  leftX: 14,
  rightX: 15,
  edges: 16,
  edgesLength: 17,
  landAt: 18,
  dottedAt: 19,
  dotAt: 20,
  dotAtLength: 21,
  terrain: 22,
  V: 23,
  ahead: 24,
  nbr: 25,
  dotEnd: 26,
  dotCounts: 27,
  dots: 28,
  dotted: 29,
} as const;
/** The penalty's f64 at byte 128; the passes' results from byte 136 (see `passes`). */
const PEN_AT = 128;
const RESULTS_AT = 136;

/** Where a value array went in memory, to copy it back after the passes. */
interface Placed {
  readonly src: Float64Array;
  readonly at: number;
}

/**
 * Lays the model out in memory: the header, then every table 8-byte aligned; returns the
 * values' places (V, each club's W with its room, each club's first-roll sums).
 */
function load(m: Model, S: Spacewise): Placed[] {
  const K = kernelOf(m);
  const { memory } = sweeper();
  const nClubs = S.clubs.length;
  if (nClubs > MAX_CLUBS) throw new Error(`wasm sweeps: at most ${MAX_CLUBS} clubs`);
  const N = K.n * 6;
  // Kernel.dotEnd, one table per dots count, as one.
  const dotEnd = new Int32Array(Math.max(1, K.dotEnd.length) * N);
  for (let j = 0; j < K.dotEnd.length; j++) dotEnd.set(K.dotEnd[j], j * N);
  const shared: [keyof typeof SLOT, Typed][] = [
    ["flightOrder", S.flightOrder],
    ["firstOnly", S.firstOnly],
    ["inTrees", S.inTrees],
    ["landV", S.landV],
    ["dottedV", S.dottedV],
    ["dotsV", S.dotsV],
    ["stopOut", S.stopOut],
    ["aheadX", S.aheadX],
    ["leftX", S.leftX],
    ["rightX", S.rightX],
    ["edges", S.edges],
    ["landAt", S.landAt],
    ["dottedAt", S.dottedAt],
    ["dotAt", S.dotAt],
    ["terrain", m.terrain],
    ["V", m.V],
    ["ahead", K.ahead],
    ["nbr", m.course.nbr],
    ["dotEnd", dotEnd],
    ["dots", S.dots],
    ["dotted", S.dotted],
  ];
  // A club's int32 slots: M1, its dots faces, then these tables; its f64s from byte 32.
  const perClub = S.clubs.map((t, k) => [t.pNum, t.landP, t.dotP, t.dotJ, S.Wx[k], S.first[k]]);
  const all: Typed[] = [...shared.map(([, a]) => a), ...perClub.flat()];
  // Each pass writes these before it reads them: placed, not copied.
  const scratch = new Set<Typed>([S.landV, S.dottedV, S.dotsV, S.stopOut, S.dots, S.dotted]);
  // Place every array, grow the memory to hold them (fresh views after), copy them in.
  let end = TABLES_AT;
  const at = new Map<Typed, number>();
  for (const a of all) {
    at.set(a, end);
    end += (a.byteLength + 7) & ~7;
  }
  const need = Math.ceil(end / PAGE) - memory.buffer.byteLength / PAGE;
  if (need > 0) memory.grow(need);
  const bytes = new Uint8Array(memory.buffer);
  for (const a of all) {
    if (!scratch.has(a)) bytes.set(new Uint8Array(a.buffer, a.byteOffset, a.byteLength), at.get(a));
  }
  const h = new Int32Array(memory.buffer, 0, CLUB_AT / 4);
  for (const [name, a] of shared) h[SLOT[name]] = at.get(a) ?? 0;
  h[SLOT.N] = N;
  h[SLOT.n] = K.n;
  h[SLOT.green] = m.course.green;
  h[SLOT.clubs] = nClubs;
  h[SLOT.flightOrderLength] = S.flightOrder.length;
  h[SLOT.firstOnlyLength] = S.firstOnly.length;
  h[SLOT.edgesLength] = S.edges.length;
  h[SLOT.dotAtLength] = S.dotAt.length;
  h[SLOT.dotCounts] = K.dotEnd.length;
  new Float64Array(memory.buffer, PEN_AT, 1)[0] = m.pen;
  S.clubs.forEach((t, k) => {
    const ci = new Int32Array(memory.buffer, CLUB_AT + k * CLUB_SIZE, 2 + perClub[k].length);
    ci[0] = t.M1;
    ci[1] = t.dotP.length;
    perClub[k].forEach((a, i) => {
      ci[2 + i] = at.get(a) ?? 0;
    });
    new Float64Array(memory.buffer, CLUB_AT + k * CLUB_SIZE + 32, 3).set([
      t.pTri,
      t.pCurve,
      t.pDotted,
    ]);
  });
  return [m.V, ...S.Wx, ...S.first].map((src) => ({ src, at: at.get(src) ?? 0 }));
}

/** The passes over memory, with results as spacewise.ts's (res slots as flightPass's, shotPass's). */
function passes(): Passes {
  const { memory, exports } = sweeper();
  return {
    flight(write, res) {
      const delta = exports.flight(write ? 1 : 0);
      if (res) {
        const r = new Float64Array(memory.buffer, RESULTS_AT, 7);
        res[2] = r[2];
        res[3] = Math.max(res[3], r[3]);
        res[4] = r[4];
        res[5] = r[5];
      }
      return delta;
    },
    shot(write, res) {
      const delta = exports.shot(write ? 1 : 0);
      if (res) {
        const r = new Float64Array(memory.buffer, RESULTS_AT, 7);
        res[0] = r[0];
        res[1] = r[1];
        res[3] = Math.max(res[3], r[6]);
      }
      return delta;
    },
  };
}

/**
 * Runs fn with the passes over m's copy in memory, then copies V, W and the first-roll sums
 * back into m and S (also when fn throws, so the model is never half-solved in two places).
 */
export function inWasm<T>(m: Model, S: Spacewise, fn: (p: Passes) => T): T {
  const values = load(m, S);
  try {
    return fn(passes());
  } finally {
    const buffer = sweeper().memory.buffer;
    for (const { src, at } of values) src.set(new Float64Array(buffer, at, src.length));
  }
}
