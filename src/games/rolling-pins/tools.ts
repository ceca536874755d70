/** `clubhouse odds rolling-pins`: exact frame odds without abilities, simulated odds with them. */
import type { Json } from "../../engine/index.ts";
import { summarize } from "../../strategy/stats.ts";
import type { OptionFlag, ToolCommand } from "../module.ts";
import {
  ABILITY_NAMES,
  FULL,
  layoutOf,
  loadDefaultSheet,
  loadSheetFile,
  type SheetData,
} from "./data.ts";
import { playMany } from "./fast.ts";
import { RANKS, rankOf, totalScore } from "./rules/scoring.ts";
import type { State } from "./state.ts";
import { strongChoose } from "./strategy/bots.ts";
import { exactOdds } from "./strategy/odds.ts";

export interface SimulatedOdds {
  readonly games: number;
  readonly mean: number;
  /** Standard error of the mean. */
  readonly se: number;
  readonly frames: { frame: number; strike: number; spare: number }[];
  /** Share of games in each rank of the rulebook's solo table. */
  readonly ranks: Record<string, number>;
  /** Share of games in which each ability of the panel was gained (its area fully marked). */
  readonly unlocks: Record<string, number>;
  /** Mean squares marked in a game. */
  readonly squares: number;
}

/** Seeded games of the strong bot: per-frame strike and spare rates, mean score, rank shares. */
export function simulatedOdds(
  sheet: SheetData | undefined,
  abilities: boolean,
  games: number,
  seed: number,
): SimulatedOdds {
  const strikes = new Float64Array(10);
  const spares = new Float64Array(10);
  const scores: number[] = [];
  const l = layoutOf(sheet ?? loadDefaultSheet());
  const unlocked = new Float64Array(l.areas.length);
  let squares = 0;
  const bot = () => ({ name: "strong", choose: (s: State) => strongChoose(s) });
  playMany(games, seed, bot, { abilities, ...(sheet ? { sheet } : {}) }, (s) => {
    const sh = s.sheets[0];
    for (let f = 0; f < 10; f++) {
      if (sh.first[f] === FULL) strikes[f]++;
      else if ((sh.first[f] | sh.second[f]) === FULL) spares[f]++;
    }
    scores.push(totalScore(sh));
    l.areas.forEach((a, i) => {
      if (sh.marks[i] === a.squares) unlocked[i]++;
      squares += sh.marks[i];
    });
  });
  const sum = summarize(scores);
  const ranks: Record<string, number> = {};
  for (const [, name] of RANKS)
    ranks[name] = scores.filter((x) => rankOf(x) === name).length / games;
  return {
    games,
    mean: sum.mean,
    se: sum.sd / Math.sqrt(games),
    frames: Array.from({ length: 10 }, (_, f) => ({
      frame: f + 1,
      strike: strikes[f] / games,
      spare: spares[f] / games,
    })),
    ranks,
    unlocks: Object.fromEntries(
      l.areas.map((a, i) => [ABILITY_NAMES[a.ability], unlocked[i] / games]),
    ),
    squares: squares / games,
  };
}

const flags: OptionFlag[] = [
  { flags: "--sheet <file>", description: "another sheet (JSON)", key: "sheet" },
  {
    flags: "--games <n>",
    description: "seeded games for the full game with abilities (default 400)",
    key: "games",
    parse: (v) => Number(v),
  },
  {
    flags: "--seed <n>",
    description: "seed of the simulated games (default 1)",
    key: "seed",
    parse: (v) => Number(v),
  },
];

const pct = (x: number) => `${(100 * x).toFixed(1)}%`.padStart(6);

export const oddsTool: ToolCommand = {
  description:
    "P(strike), P(spare) per frame and expected score under the strong bot: exact without abilities, simulated with them",
  flags,
  run(options: Record<string, Json>) {
    const sheet = typeof options.sheet === "string" ? loadSheetFile(options.sheet) : undefined;
    const games =
      typeof options.games === "number" && options.games > 0 ? Math.floor(options.games) : 400;
    const seed = typeof options.seed === "number" ? Math.floor(options.seed) : 1;
    const exact = exactOdds(layoutOf(sheet ?? loadDefaultSheet()));
    const sim = simulatedOdds(sheet, true, games, seed);
    const json = {
      sheet: (sheet ?? loadDefaultSheet()).name,
      policy: "strong",
      withoutAbilities: {
        method:
          "exact: state probabilities carried through every frame under the strong bot's policy",
        expectedScore: exact.expectedScore,
        rank: rankOf(exact.expectedScore),
        frames: exact.frames,
      },
      withAbilities: {
        method: `seeded simulation of ${games} games (seed ${seed}); se is the standard error of the mean`,
        ...sim,
        rank: rankOf(sim.mean),
      },
    };
    const lines = [
      `Rolling Pins odds, ${json.sheet}, strong bot`,
      "frame   no abilities (exact)    with abilities (simulated)",
      "        strike   spare          strike   spare",
      ...exact.frames.map(
        (f, i) =>
          `${String(f.frame).padStart(5)}   ${pct(f.strike)}  ${pct(f.spare)}         ${pct(sim.frames[i].strike)}  ${pct(sim.frames[i].spare)}`,
      ),
      `expected score: ${exact.expectedScore.toFixed(2)} exact without abilities (${rankOf(exact.expectedScore)}); ${sim.mean.toFixed(1)} +/- ${sim.se.toFixed(1)} with abilities over ${games} games (${rankOf(sim.mean)})`,
      `ranks with abilities: ${Object.entries(sim.ranks)
        .map(([k, v]) => `${k} ${pct(v).trim()}`)
        .join(", ")}`,
      `abilities gained (share of games): ${Object.entries(sim.unlocks)
        .map(([k, v]) => `${k} ${pct(v).trim()}`)
        .join(", ")}; ${sim.squares.toFixed(1)} squares marked a game`,
    ];
    return { json, text: lines.join("\n") };
  },
};
