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

/** The header's size: global fields, then 64 bytes a club (sweeps.wat). */
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

/** Where each array went in memory, to copy values back after the passes. */
interface Placed {
  readonly src: Typed;
  readonly at: number;
}

/**
 * Lays the model out in memory: the header, then every table 8-byte aligned; returns the
 * values' places (V, each club's W with its room, each club's first-roll sums).
 */
function load(m: Model, S: Spacewise): Placed[] {
  const K = kernelOf(m);
  const { memory } = sweeper();
  if (S.clubs.length > MAX_CLUBS) throw new Error(`wasm sweeps: at most ${MAX_CLUBS} clubs`);
  const N = K.n * 6;
  const dotEnd = new Int32Array(Math.max(1, K.dotEnd.length) * N);
  for (let j = 0; j < K.dotEnd.length; j++) dotEnd.set(K.dotEnd[j], j * N);
  const list: Typed[] = [
    S.flightOrder,
    S.firstOnly,
    S.inTrees,
    S.landV,
    S.dottedV,
    S.dotsV,
    S.stopOut,
    S.aheadX,
    S.leftX,
    S.rightX,
    S.edges,
    S.landAt,
    S.dottedAt,
    S.dotAt,
    m.terrain,
    m.V,
    K.ahead,
    m.course.nbr,
    dotEnd,
    S.dots,
    S.dotted,
  ];
  for (const t of S.clubs) list.push(t.pNum, t.landP, t.dotP, t.dotJ);
  for (let k = 0; k < S.clubs.length; k++) list.push(S.Wx[k], S.first[k]);
  let end = TABLES_AT;
  const at = list.map((a) => {
    const here = end;
    end += (a.byteLength + 7) & ~7;
    return here;
  });
  const need = Math.ceil(end / PAGE) - memory.buffer.byteLength / PAGE;
  if (need > 0) memory.grow(need);
  const bytes = new Uint8Array(memory.buffer);
  for (let i = 0; i < list.length; i++) {
    const a = list[i];
    bytes.set(new Uint8Array(a.buffer, a.byteOffset, a.byteLength), at[i]);
  }
  const h = new Int32Array(memory.buffer, 0, CLUB_AT / 4);
  h[0] = N;
  h[1] = K.n;
  h[2] = m.course.green;
  h[3] = S.clubs.length;
  h[4] = at[0];
  h[5] = S.flightOrder.length;
  h[6] = at[1];
  h[7] = S.firstOnly.length;
  for (let i = 2; i <= 10; i++) h[6 + i] = at[i];
  h[17] = S.edges.length;
  h[18] = at[11];
  h[19] = at[12];
  h[20] = at[13];
  h[21] = S.dotAt.length;
  h[22] = at[14];
  h[23] = at[15];
  h[24] = at[16];
  h[25] = at[17];
  h[26] = at[18];
  h[27] = K.dotEnd.length;
  h[28] = at[19];
  h[29] = at[20];
  new Float64Array(memory.buffer, 128, 1)[0] = m.pen;
  const base = 21;
  const nClubs = S.clubs.length;
  S.clubs.forEach((t, k) => {
    const ci = new Int32Array(memory.buffer, CLUB_AT + k * CLUB_SIZE, 8);
    const cf = new Float64Array(memory.buffer, CLUB_AT + k * CLUB_SIZE + 32, 3);
    ci[0] = t.M1;
    ci[1] = t.dotP.length;
    ci[2] = at[base + 4 * k];
    ci[3] = at[base + 4 * k + 1];
    ci[4] = at[base + 4 * k + 2];
    ci[5] = at[base + 4 * k + 3];
    ci[6] = at[base + 4 * nClubs + 2 * k];
    ci[7] = at[base + 4 * nClubs + 2 * k + 1];
    cf[0] = t.pTri;
    cf[1] = t.pCurve;
    cf[2] = t.pDotted;
  });
  const values: Placed[] = [{ src: m.V, at: at[15] }];
  for (let k = 0; k < nClubs; k++) {
    values.push({ src: S.Wx[k], at: at[base + 4 * nClubs + 2 * k] });
    values.push({ src: S.first[k], at: at[base + 4 * nClubs + 2 * k + 1] });
  }
  return values;
}

/** The passes over memory, with results as spacewise.ts's (res slots as flightPass's, shotPass's). */
function passes(): Passes {
  const { memory, exports } = sweeper();
  return {
    flight(write, res) {
      const delta = exports.flight(write ? 1 : 0);
      if (res) {
        const r = new Float64Array(memory.buffer, 136, 7);
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
        const r = new Float64Array(memory.buffer, 136, 7);
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
    for (const { src, at } of values) {
      const back = new Float64Array(buffer, at, src.length);
      (src as Float64Array).set(back);
    }
  }
}
