/**
 * Roll In One match records built through the game's own functions, for the replay viewer:
 * positions the live dice would give only by luck (a collision, a finished card).
 */
import { game } from "../../src/games/roll-in-one/game.ts";
import { compileCourse } from "../../src/games/roll-in-one/rules/course.ts";
import { generateLayout } from "../../src/games/roll-in-one/rules/generator.ts";

type Entry = { seat: number; action: unknown } | { chance: (number | string)[] };

/** A record as the server saves one (no dice secret: the replay viewer re-derives, not verifies). */
const recordOf = (options: unknown, actions: Entry[]) => ({
  game: "roll-in-one",
  rulesVersion: game.rulesVersion,
  options,
  seed: 0,
  actions,
  players: ["Ann", "Bea"],
});

/**
 * A record built through the game's own functions: two balls, Bea's putter stops on Ann's ball
 * and hits it one space forward. Returns the record and the spaces (q,r) involved.
 */
export function collisionRecord() {
  for (let seed = 1; seed < 300; seed++) {
    const layout = generateLayout(seed, 3);
    const c = compileCourse(layout);
    for (let d = 0; d < 6; d++) {
      const a = c.nbr[c.tee * 6 + d];
      const b = a >= 0 ? c.nbr[a * 6 + d] : -1;
      if (b < 0 || a === c.green || b === c.green || c.terrain[a] !== "R") continue;
      const options = game.optionsSchema.parse({ players: 2, course: { holes: [layout] } });
      const shotThen = (seat: number) => [
        { seat, action: { type: "shot", club: "putter", dir: d } },
        { chance: [1] },
        { chance: [1] },
      ];
      const actions: Entry[] = [{ chance: [1, 2] }, ...shotThen(0), ...shotThen(1)];
      // Played through the rules here too: the record must end in that collision.
      let st = game.setup(options);
      for (const e of actions)
        st = "seat" in e ? game.apply(st, e.action as never) : game.applyChance(st, e.chance);
      if (st.balls[0] !== b || st.balls[1] !== a) continue;
      const hex = (i: number) => `${c.hexes[i].q},${c.hexes[i].r}`;
      return {
        record: recordOf(options, actions),
        hit: hex(a),
        pushedTo: b,
        steps: actions.length,
      };
    }
  }
  throw new Error("no generated hole has a rough space two steps from the tee");
}

/**
 * A whole two-player game on generated holes, every decision and die from a seeded generator
 * (curves and shots toward the green more often than not), ending on the final card.
 */
export function finishedRecord(seed = 6) {
  let x = seed;
  const rnd = (n: number) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
  const options = game.optionsSchema.parse({
    players: 2,
    layout: "generated",
    courseSeed: seed,
    maxRounds: 8,
  });
  let st = game.setup(options);
  const actions: Entry[] = [];
  for (let guard = 0; guard < 20_000; guard++) {
    const step = game.next(st);
    if (step.kind === "end") break;
    if (step.kind === "chance") {
      const faces = step.dice.map((d) => d.faces[rnd(d.faces.length)]);
      actions.push({ chance: faces });
      st = game.applyChance(st, faces);
    } else {
      const legal = game.legalActions(st) as { type: string; club?: string }[];
      const long = legal.filter(
        (a) => a.type !== "shot" || a.club === "4-iron" || a.club === "putter",
      );
      const a = long[rnd(long.length)];
      actions.push({ seat: step.seat, action: a });
      st = game.apply(st, a as never);
    }
  }
  if (st.phase !== "over") throw new Error("the seeded game did not end");
  return {
    record: recordOf(options, actions),
    steps: actions.length,
    cards: st.cards,
  };
}
