/** Helpers for GOLO tests (drive a state by hand) and the spec the shared harness runs. */
import type { HarnessSpec, RandomPlaySpec } from "../../../tests/harness/spec.ts";
import { checkOutcome } from "../../engine/dice.ts";
import type { Action } from "./actions.ts";
import { game } from "./game.ts";
import { type Options, optionsSchema } from "./options.ts";
import { dice, type State } from "./state.ts";

export function start(options: Partial<Options> & Record<string, unknown> = {}): State {
  return game.setup(optionsSchema.parse({ players: 1, ...options }));
}

/** Applies a legal action; throws with the rules' reason when it is not legal. */
export function act(s: State, a: Action): State {
  const step = game.next(s);
  if (step.kind !== "decision") throw new Error(`no decision now (${step.kind})`);
  const why = game.checkAction(s, a);
  if (why !== null) throw new Error(why);
  return game.apply(s, a);
}

/** Applies the faces the dice show (checked like a referee's entry). */
export function roll(s: State, faces: number[]): State {
  const step = game.next(s);
  if (step.kind !== "chance") throw new Error(`no roll now (${step.kind})`);
  const why = checkOutcome(step.dice, faces);
  if (why !== null) throw new Error(why);
  return game.applyChance(s, faces);
}

/** Die index by name ("red A", "white 3", "blue B"). */
export function die(s: State, name: string): number {
  const d = dice(s).dice.find((x) => x.name === name);
  if (!d) throw new Error(`no die ${name}`);
  return d.index;
}

function playSpecs(): RandomPlaySpec[] {
  const specs: RandomPlaySpec[] = [];
  for (const mode of ["simple", "flop", "trips", "scorecard", "skins"] as const) {
    for (const players of [1, 2, 4]) {
      for (const referee of [false, true]) {
        const bots = Array.from(
          { length: players },
          (_, i) => ["random", "greedy", "optimal"][i % 3],
        );
        specs.push({
          label: `${mode}, ${players} player(s), referee ${referee}`,
          options: { mode, referee, pars: [3, 3, 3, 4, 4, 4, 4, 5, 5] },
          bots,
          games: referee ? 6 : 4,
        });
      }
    }
  }
  for (const referee of [false, true]) {
    specs.push({
      label: `match play, referee ${referee}`,
      options: { mode: "match", referee },
      bots: ["random", "optimal"],
      games: 6,
    });
  }
  specs.push({
    label: "simple, 18 holes",
    options: { holes: 18 },
    bots: ["random", "optimal"],
    games: 3,
  });
  specs.push({
    label: "scorecard, 18 holes",
    options: { mode: "scorecard", pars: [4, 4, 3, 4, 5, 4, 4, 3, 5, 5, 4, 3, 4, 4, 3, 4, 4, 5] },
    bots: ["random", "greedy"],
    games: 3,
  });
  return specs;
}

const players = (n: number) => Array.from({ length: n }, (_, i) => `Player ${i + 1}`);

export const harness: HarnessSpec = {
  play: playSpecs(),
  fast: [
    { mode: "simple" },
    { mode: "simple", holes: 18 },
    { mode: "trips" },
    { mode: "flop" },
    { mode: "scorecard" },
    { mode: "scorecard", pars: [3, 3, 3, 4, 4, 5, 5, 5, 5] },
  ],
  fastGames: 20,
  goldenDir: new URL("./golden/", import.meta.url).pathname,
  goldens: [
    {
      name: "simple-optimal-vs-greedy",
      options: { mode: "simple" },
      seed: 7,
      bots: ["optimal", "greedy"],
      names: players(2),
    },
    {
      name: "scorecard-optimal",
      options: { mode: "scorecard", pars: [5, 4, 3, 4, 4, 3, 4, 4, 5] },
      seed: 11,
      bots: ["optimal"],
      names: players(1),
    },
    {
      name: "skins-three",
      options: { mode: "skins" },
      seed: 3,
      bots: ["optimal", "greedy", "random"],
      names: players(3),
    },
    {
      name: "match-optimal-vs-greedy",
      options: { mode: "match" },
      seed: 5,
      bots: ["optimal", "greedy"],
      names: players(2),
    },
    {
      name: "trips-optimal",
      options: { mode: "trips" },
      seed: 9,
      bots: ["optimal"],
      names: players(1),
    },
  ],
};
