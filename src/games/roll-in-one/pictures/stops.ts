/**
 * `clubhouse simulate roll-in-one --plot F`: beside the score histogram, a picture of where shots
 * stop on the first hole. Generated holes come from the course seed, not the game seed, so every
 * simulated game plays the same first hole and the stops add up on one map.
 */
import type { Match } from "../../../engine/match.ts";
import { playBots } from "../../../strategy/autoplay.ts";
import type { AnyGameModule } from "../../module.ts";
import { compileCourse } from "../rules/course.ts";
import { key } from "../rules/hex.ts";
import type { State } from "../state.ts";
import { landingSvg } from "./landing.ts";

export function stopsPicture(
  mod: AnyGameModule,
  options: Record<string, unknown>,
  bot: string,
  games: number,
  seed: number,
): string {
  const counts = new Map<number, number>();
  let total = 0;
  let first: State | null = null;
  const n = Math.min(games, 300);
  for (let g = 0; g < n; g++) {
    let flying = false;
    playBots(mod, { layout: "generated", ...options }, seed + g, [bot], (m: Match) => {
      const s = m.state as State;
      const onHole = s.phase === "play" && s.hole === 0;
      // A shot ends when its flight is cleared; a shot that holes out ends the hole at once.
      if (flying && (!onHole || s.flight === null)) {
        const at = onHole && s.balls[0] >= 0 ? s.balls[0] : -1;
        counts.set(at, (counts.get(at) ?? 0) + 1);
        total++;
      }
      if (!onHole) {
        flying = false;
        return;
      }
      first ??= s;
      flying = s.flight !== null;
    });
  }
  if (!first) throw new Error("no hole was played");
  const course = compileCourse((first as State).layout);
  const spaces: Record<string, number> = {};
  for (const [i, c] of counts) {
    const h = course.hexes[i < 0 ? course.green : i];
    spaces[key(h)] = (spaces[key(h)] ?? 0) + c / total;
  }
  return landingSvg({
    course,
    spaces,
    from: course.tee,
    title: `Where shots stop, hole 1 (${bot}, ${n} games, ${total} shots)`,
  });
}
