/**
 * The exact distribution of a nine's strokes under the optimal policy: the same pass as the
 * expected value, with each roll's choice carrying the distribution of what follows.
 */
import { expectMin } from "./expect.ts";
import { countsOf, type Solved } from "./solver.ts";

const cache = new WeakMap<Solved, Float64Array>();

/** dist[k] = probability that the nine takes exactly k strokes, played optimally. */
export function nineDistribution(sv: Solved): Float64Array {
  let d = cache.get(sv);
  if (!d) {
    d = compute(sv);
    cache.set(sv, d);
  }
  return d;
}

function compute(sv: Solved): Float64Array {
  const memo = new Map<number, Float64Array>();
  const dist = (key: number): Float64Array => {
    const hit = memo.get(key);
    if (hit) return hit;
    const counts = countsOf(sv, key);
    let max = 0;
    counts.forEach((c, k) => {
      max += c * Math.max(...sv.set.kinds[k].faces);
    });
    const p = sv.position(key);
    const out = new Float64Array(max + 1);
    if (p.options.count === 0) out[0] = 1;
    else {
      const next = Array.from(p.next, (n) => dist(n));
      expectMin(counts, sv.rolls, p.options, { next, out });
    }
    memo.set(key, out);
    return out;
  };
  return dist(sv.startKey);
}
