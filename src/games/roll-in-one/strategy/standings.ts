/**
 * Each seat's expected score of a hole at a table, from every seat's race (race.ts). A hole
 * scores penalty tokens plus the players strictly closer to the green (hex steps), and it ends
 * with the round in which anyone reaches the green (or when it is picked up). Rounds are
 * counted from now: round 0 is the rest of the current round.
 *
 * The seats' races are taken as independent (collisions after this turn are left out) and each
 * seat as playing its model's best shot; the rest is exact arithmetic over those chains.
 */
import { type Chain, HORIZON } from "./race.ts";

/** A seat's position in the race: a mixture of chains, each a start space with a weight. */
export interface SeatRace {
  readonly parts: readonly { readonly chain: Chain; readonly w: number }[];
  /** 1: the seat still plays in round 0; 0: it has played (or is the one deciding now). */
  readonly offset: 0 | 1;
  /** Penalties already held this hole (and expected from this turn). */
  readonly held: number;
}

interface Rounds {
  /** S[t + 1]: P(not on the green at the end of round t), t = -1..H. */
  readonly S: Float64Array;
  /** A[t * D + x]: P(not on the green before round t, x steps away at its end). */
  readonly A: Float64Array;
  /** Expected penalties in round t (the seat's own not being on the green included). */
  readonly P: Float64Array;
}

function rounds(seat: SeatRace, H: number, D: number): Rounds {
  const S = new Float64Array(H + 2);
  const A = new Float64Array((H + 1) * D);
  const P = new Float64Array(H + 1);
  const o = seat.offset;
  for (const { chain, w } of seat.parts) {
    S[0] += w * (o ? chain.surv[0] : 1);
    for (let t = 0; t <= H; t++) {
      const u = Math.min(t + o, HORIZON);
      S[t + 1] += w * chain.surv[u];
      P[t] += w * (t + o <= HORIZON ? chain.pen[t + o] : 0);
      for (let x = 0; x < D; x++) A[t * D + x] += w * chain.dist[u * D + x];
    }
  }
  return { S, A, P };
}

/**
 * Expected score of the hole for every seat (`null`: out of the hole, e.g. a seat that is not
 * playing it), within `H` more rounds (the pick-up round scores as it stands).
 */
export function expectedScores(seats: readonly SeatRace[], H: number, D: number): number[] {
  const n = seats.length;
  const h = Math.max(0, Math.min(H, HORIZON - 1));
  const r = seats.map((s) => rounds(s, h, D));
  const out = seats.map((s) => s.held);
  // Products of the others' S at t-1 and at t, per round: small n, so computed directly.
  const others = (skip: readonly number[], t: number): number => {
    let p = 1;
    for (let i = 0; i < n; i++) if (!skip.includes(i)) p *= r[i].S[t + 1];
    return p;
  };
  const cum = new Float64Array(D);
  for (let k = 0; k < n; k++) {
    for (let t = 0; t <= h; t++) out[k] += r[k].P[t] * others([k], t - 1);
  }
  for (let j = 0; j < n; j++) {
    for (let k = 0; k < n; k++) {
      if (j === k) continue;
      let closer = 0;
      for (let t = 0; t <= h; t++) {
        const Aj = r[j].A;
        const Ak = r[k].A;
        // cum[x] = P(j at fewer than x steps); the same without j on the green.
        let below = 0;
        let belowOff = 0;
        let all = 0;
        let off = 0;
        for (let x = 0; x < D; x++) {
          cum[x] = below;
          const ak = Ak[t * D + x];
          all += ak * below;
          if (x > 0) off += ak * belowOff;
          below += Aj[t * D + x];
          if (x > 0) belowOff += Aj[t * D + x];
        }
        // The hole ends in round t: someone is on the green at its end, nobody was before.
        // At the pick-up round it ends whatever the balls are.
        const last = t === h;
        closer += all * others([j, k], t - 1) - (last ? 0 : off * others([j, k], t));
      }
      out[k] += closer;
    }
  }
  return out;
}
