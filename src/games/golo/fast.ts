/**
 * The fastest path: whole one-seat games in a tight loop with preallocated buffers. It draws from
 * the same generators in the same order as the generic engine in SIMULATION mode (dice:
 * createRng(seed + g, SIM_GENERATOR); the random bot: botRng(seed + g, SIM_GENERATOR)), so each
 * game's score equals the engine's. Greedy and optimal play read their decision from a table by
 * cup and roll (strategy/rolltable.ts), worked out on first use by the same decision code the
 * roll-by-roll loop runs; the roll-by-roll loop plays the random bot and sets too big to tabulate.
 */
import { createSimRng, type Xoshiro128ss } from "../../engine/rng.ts";
import { botSeed } from "../../strategy/autoplay.ts";
import type { FastPath } from "../module.ts";
import { removesNoneAllowed, scoresWholeRoll } from "./actions.ts";
import { type DiceSet, diceFor } from "./data.ts";
import { greedyCovers, greedyRunner } from "./fast-greedy.ts";
import { optimalRunner } from "./fast-optimal.ts";
import { isHoleByHole, type Mode, type Options, roundCount } from "./options.ts";
import { holesLeft, reuse } from "./rules/card.ts";
import { roundPars, startingCup } from "./state.ts";
import { type OptionTable, optionTable } from "./strategy/optable.ts";
import {
  bestOption,
  greedyPositions,
  keyFor,
  makeScratch,
  optionPositions,
  type Scratch,
  sortRoll,
} from "./strategy/policy.ts";
import { cellsOf, cupKey, fillCell, type RollTable, rollTable } from "./strategy/rolltable.ts";
import { type Solved, solve } from "./strategy/solver.ts";

/** Whether the fast path covers these options and bot (else the caller uses the engine). */
function covers(bot: string, o: Options): boolean {
  if (o.referee || o.players !== 1 || isHoleByHole(o.mode)) return false;
  if (bot === "random") return o.mode !== "scorecard";
  return bot === "greedy" || bot === "optimal";
}

/** One nine as the bots see it. */
interface Round {
  readonly pars: readonly number[];
  readonly start: readonly number[];
  /** The optimal bot's solved table, or null for the other bots. */
  readonly sv: Solved | null;
  /** Greedy scorecard play reads the pars of the holes left: one slice per hole, made up front. */
  readonly parsFrom: readonly (readonly number[])[];
}

/** Buffers of one decision. */
interface Work {
  readonly sc: Scratch;
  readonly out: Int32Array;
  readonly taken: Int32Array;
  readonly used: Uint8Array;
  readonly drop: Uint8Array;
  readonly parOf: Int32Array;
  /** After `removeDice`: dice left in the cup and the next hole slot. */
  n: number;
  slot: number;
}

function makeWork(set: DiceSet): Work {
  const N = set.dice.length;
  const sc = makeScratch(set);
  return {
    sc,
    out: new Int32Array(N),
    taken: new Int32Array(sc.K),
    used: new Uint8Array(N),
    drop: new Uint8Array(N),
    parOf: Int32Array.from(set.dice.map((d) => d.par)),
    n: 0,
    slot: 0,
  };
}

function makeRound(set: DiceSet, bot: string, o: Options, r: number): Round {
  const scorecard = o.mode === "scorecard";
  const pars = scorecard ? roundPars(o, r) : [];
  const sv =
    bot !== "optimal"
      ? null
      : scorecard
        ? solve(set, "scorecard", pars)
        : solve(set, o.mode as "simple" | "trips" | "flop");
  return { pars, start: startingCup(o, set, r), sv, parsFrom: pars.map((_, j) => pars.slice(j)) };
}

/** The greedy or optimal bot's removal from this roll, as roll positions in `w.out`. */
function choose(
  set: DiceSet,
  mode: Mode,
  round: Round,
  rolls: number,
  slot: number,
  cup: Int32Array,
  faces: Int32Array,
  n: number,
  w: Work,
): number {
  const scorecard = mode === "scorecard";
  if (round.sv) {
    const sv = round.sv;
    sortRoll(set, w.sc, cup, faces, n);
    const key = keyFor(sv, scorecard ? slot : mode === "trips" ? rolls : 0, w.sc);
    return optionPositions(sv, key, bestOption(sv, key, w.sc), w.sc, w.out, w.taken);
  }
  const holePars = scorecard ? round.parsFrom[slot] : null;
  return greedyPositions(
    set,
    cup,
    faces,
    n,
    holePars,
    removesNoneAllowed(mode, rolls),
    w.out,
    w.used,
  );
}

/**
 * Scores the `m` dice at roll positions `w.out` and takes out of the cup what leaves it (every
 * scored die, or in scorecard play by the rules' re-use); returns the strokes and leaves the
 * cup's size and the next slot in `w.n` and `w.slot`.
 */
function removeDice(
  round: Round,
  scorecard: boolean,
  slot: number,
  cup: Int32Array,
  faces: Int32Array,
  n: number,
  m: number,
  w: Work,
): number {
  const { drop, out, parOf } = w;
  let strokes = 0;
  drop.fill(0);
  for (let i = 0; i < m; i++) {
    const p = out[i];
    strokes += faces[p];
    if (!scorecard) {
      drop[p] = 1;
      continue;
    }
    const par = parOf[cup[p]];
    let inCup = 0;
    for (let q = 0; q < n; q++) if (!drop[q] && parOf[cup[q]] === par) inCup++;
    const what = reuse(holesLeft(round.pars, par, slot), inCup);
    if (what === "leaves") drop[p] = 1;
    if (what === "colour leaves")
      for (let q = 0; q < n; q++) if (parOf[cup[q]] === par) drop[q] = 1;
    slot++;
  }
  let k = 0;
  for (let i = 0; i < n; i++) if (!drop[i]) cup[k++] = cup[i];
  w.n = k;
  w.slot = slot;
  return strokes;
}

/** Context numbers of a table: rolls taken in Trips, holes played in scorecard play, else 0. */
function contexts(mode: Mode): number {
  return mode === "scorecard" ? 10 : mode === "trips" ? 3 : 1;
}

const tables = new WeakMap<DiceSet, Map<string, RollTable | null>>();

/** The bot's table for one nine (kept for the process: later batches find it filled). */
function tableFor(set: DiceSet, bot: string, mode: Mode, round: Round): RollTable | null {
  let bySet = tables.get(set);
  if (!bySet) {
    bySet = new Map();
    tables.set(set, bySet);
  }
  const id = `${bot}:${mode}:${round.pars.join(",")}`;
  if (bySet.has(id)) return bySet.get(id)!;
  const w = makeWork(set);
  const scorecard = mode === "scorecard";
  const kindOf = Int32Array.from(set.dice.map((d) => d.kind));
  const t = rollTable(set, contexts(mode), (ctx, cup, faces, n, left, next) => {
    const rolls = mode === "trips" ? ctx : 0;
    const slot = scorecard ? ctx : 0;
    const m = choose(set, mode, round, rolls, slot, cup, faces, n, w);
    const strokes = removeDice(round, scorecard, slot, cup, faces, n, m, w);
    left.fill(0);
    for (let i = 0; i < w.n; i++) left[kindOf[cup[i]]]++;
    next[0] = scorecard ? w.slot : mode === "trips" ? rolls + 1 : 0;
    return strokes;
  });
  bySet.set(id, t);
  return t;
}

const optionTables = new WeakMap<DiceSet, Map<Mode, OptionTable | null>>();

/** The optimal bot's one-byte table for simple or Trips play (kept for the process). */
function optionTableFor(set: DiceSet, mode: "simple" | "trips", round: Round): OptionTable | null {
  let bySet = optionTables.get(set);
  if (!bySet) {
    bySet = new Map();
    optionTables.set(set, bySet);
  }
  if (bySet.has(mode)) return bySet.get(mode)!;
  // The walk rolls kind after kind, which is cup order only while a kind's dice are contiguous.
  const contiguous = set.dice.every((d, i) => i === 0 || d.kind >= set.dice[i - 1].kind);
  const t = contiguous && round.sv ? optionTable(set, round.sv, mode === "trips" ? 2 : 1) : null;
  bySet.set(mode, t);
  return t;
}

/** Games of one bot and options from a first seed. */
type Runner = (games: number, seed: number) => Float64Array;

const runners = new WeakMap<DiceSet, Map<string, Runner>>();

/**
 * The runner of these options, made once per dice set, bot and course (the solve, the rounds and
 * the tables), so that a batch of games (the bench's 200, a worker's chunk) pays for its games only.
 */
function run(games: number, seed: number, bot: string, o: Options): Float64Array {
  const set = diceFor(o.dice);
  let bySet = runners.get(set);
  if (!bySet) {
    bySet = new Map();
    runners.set(set, bySet);
  }
  const id = `${bot}:${o.mode}:${o.holes}:${o.pars.join(",")}`;
  let runner = bySet.get(id);
  if (!runner) {
    runner = runnerFor(set, bot, o);
    bySet.set(id, runner);
  }
  return runner(games, seed);
}

function runnerFor(set: DiceSet, bot: string, o: Options): Runner {
  const rounds = Array.from({ length: roundCount(o) }, (_, r) => makeRound(set, bot, o, r));
  if (bot === "greedy" && greedyCovers(set, o.mode)) {
    return greedyRunner(
      set,
      o.mode,
      rounds.map((round) => round.start),
    );
  }
  if (bot === "optimal" && (o.mode === "simple" || o.mode === "trips")) {
    const t = optionTableFor(set, o.mode, rounds[0]);
    if (t) {
      const startKeys = rounds.map((round) => {
        let key = 0;
        for (const d of round.start) key += t.sv.stride[set.dice[d].kind];
        return key;
      });
      const top = Int32Array.from(set.kinds.flatMap((k) => k.faces));
      const wholeAt = o.mode === "trips" ? 2 : 64;
      return optimalRunner(t, startKeys, wholeAt, top);
    }
  }
  if (
    bot !== "random" &&
    o.mode !== "flop" &&
    !scoresWholeRoll(o.mode, 0) &&
    !scoresWholeRoll(o.mode, 1)
  ) {
    const ts = rounds.map((round) => tableFor(set, bot, o.mode, round));
    if (ts.every((t) => t !== null)) {
      const tabled = ts as RollTable[];
      return (games, seed) => runTabled(games, seed, set, o.mode, rounds, tabled);
    }
  }
  return (games, seed) => runByRoll(games, seed, bot, set, o.mode, rounds);
}

/** Greedy and optimal play from the tables: per die a draw and a transition, per roll a cell. */
function runTabled(
  games: number,
  seed: number,
  set: DiceSet,
  mode: Mode,
  rounds: readonly Round[],
  ts: readonly RollTable[],
): Float64Array {
  const K = set.kinds.length;
  const top = Int32Array.from(set.kinds.flatMap((k) => k.faces));
  const sides = set.kinds[0].faces.length;
  const startKeys = rounds.map((round, r) => {
    const perKind = new Int32Array(K);
    for (const d of round.start) perKind[set.dice[d].kind]++;
    return cupKey(ts[r], 0, perKind);
  });
  // Trips scores the whole third roll; simple and scorecard play never do (Flop is not tabled).
  const wholeAt = scoresWholeRoll(mode, 2) ? 2 : Number.POSITIVE_INFINITY;
  const result = new Float64Array(games);
  const rng = createSimRng(seed);
  for (let g = 0; g < games; g++) {
    rng.reseed(seed + g);
    let total = 0;
    for (let r = 0; r < rounds.length; r++) {
      const t = ts[r];
      const { counts, stride, base, bits } = t;
      const mask = (1 << bits) - 1;
      const { trans, start } = t.codes;
      let key = startKeys[r];
      for (let rolls = 0; ; rolls++) {
        const at = key * K;
        if (rolls >= wholeAt) {
          total += wholeRoll(rng, counts, at, K, top, sides);
          break;
        }
        let roll = -base[key];
        let dice = 0;
        for (let k = 0; k < K; k++) {
          const c = counts[at + k];
          if (c === 0) continue;
          let s = start[k];
          for (let j = 0; j < c; j++) s = trans[(s << 4) | rng.below(12)];
          roll += s * stride[at + k];
          dice += c;
        }
        if (dice === 0) break;
        const cells = t.cells[key] ?? cellsOf(t, key);
        let cell = cells[roll];
        if (cell === 0) cell = fillCell(t, key, cells, roll);
        total += cell & mask;
        key = (cell >> bits) - 1;
      }
    }
    result[g] = total;
  }
  return result;
}

/** Every die of the cup scores its face (the third roll of Trips). */
function wholeRoll(
  rng: Xoshiro128ss,
  counts: Int32Array,
  at: number,
  K: number,
  top: Int32Array,
  sides: number,
): number {
  let sum = 0;
  for (let k = 0; k < K; k++) {
    for (let j = counts[at + k]; j > 0; j--) sum += top[k * sides + rng.below(sides)];
  }
  return sum;
}

/** Roll by roll: the random bot (and the others where a table would be too big). */
function runByRoll(
  games: number,
  seed: number,
  bot: string,
  set: DiceSet,
  mode: Mode,
  rounds: readonly Round[],
): Float64Array {
  const N = set.dice.length;
  const scorecard = mode === "scorecard";
  const top = set.dice.map((d) => Int32Array.from(d.faces));
  const bottom = set.dice.map((d) => Int32Array.from(d.bottomFaces));
  const w = makeWork(set);
  const cup = new Int32Array(N);
  const faces = new Int32Array(N);
  const result = new Float64Array(games);
  const random = bot === "random";
  const rng = createSimRng(seed);
  const brng = createSimRng(seed);
  for (let g = 0; g < games; g++) {
    rng.reseed(seed + g);
    if (random) brng.reseed(botSeed(seed + g));
    let total = 0;
    for (const round of rounds) {
      let n = round.start.length;
      for (let i = 0; i < n; i++) cup[i] = round.start[i];
      let rolls = 0;
      let slot = 0;
      while (n > 0) {
        const bottoms = random && brng.below(2) === 1;
        for (let i = 0; i < n; i++) {
          const pos = rng.below(12);
          faces[i] = bottoms ? bottom[cup[i]][pos] : top[cup[i]][pos];
        }
        if (scoresWholeRoll(mode, rolls)) {
          for (let i = 0; i < n; i++) total += faces[i];
          break;
        }
        let m = 0;
        if (random) {
          // The random bot's pick among the removals, listed in ascending bitmask order.
          const mask = removesNoneAllowed(mode, rolls)
            ? brng.below(1 << n)
            : brng.below((1 << n) - 1) + 1;
          for (let i = 0; i < n; i++) if (mask & (1 << i)) w.out[m++] = i;
        } else {
          m = choose(set, mode, round, rolls, slot, cup, faces, n, w);
        }
        total += removeDice(round, scorecard, slot, cup, faces, n, m, w);
        n = w.n;
        slot = w.slot;
        rolls++;
      }
    }
    result[g] = total;
  }
  return result;
}

/** Both loops, for tests: `byRoll` forces the roll-by-roll loop. */
export function runGolo(
  games: number,
  seed: number,
  bot: string,
  o: Options,
  byRoll = false,
): Float64Array {
  if (!byRoll) return run(games, seed, bot, o);
  const set = diceFor(o.dice);
  const rounds = Array.from({ length: roundCount(o) }, (_, r) => makeRound(set, bot, o, r));
  return runByRoll(games, seed, bot, set, o.mode, rounds);
}

export const fast: FastPath<Options> = { covers, run };
