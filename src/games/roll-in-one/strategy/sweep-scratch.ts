/** The full solve's per-sweep scratch (sweep.ts fromV), apart from the kernel's tables. */
import type { Kernel } from "./sweep.ts";

/**
 * The full solve's per-sweep scratch, from V (fromV): made on first use, since the quick
 * model, which most holes only ever get, reads none of it.
 */
export interface Scratch {
  readonly stopV: Float64Array;
  readonly outV: Float64Array;
  readonly landV: Float64Array;
  readonly dottedV: Float64Array;
  readonly dotV: readonly Float64Array[];
  readonly pre: Float64Array;
}

const scratches = new WeakMap<Kernel, Scratch>();

export function scratchOf(K: Kernel): Scratch {
  let x = scratches.get(K);
  if (!x) {
    const { n } = K;
    const maxLead = Math.max(0, ...K.clubs.map((t) => t.lead));
    x = {
      stopV: new Float64Array(n),
      outV: new Float64Array(n),
      landV: new Float64Array(n * 6),
      dottedV: new Float64Array(n * 6),
      dotV: K.dotCounts.map(() => new Float64Array(n * 6)),
      pre: new Float64Array(n * 6 * (maxLead + 1)),
    };
    scratches.set(K, x);
  }
  return x;
}
