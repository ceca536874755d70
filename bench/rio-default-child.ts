/**
 * Roll In One's default simulate in a process of its own (bench/roll-in-one.ts): this tree's
 * fast path, or the one of the commit checked out in the folder given. Warmed on other seeds,
 * then batches of 8 games on fresh seeds until about 2.5 s of CPU time; prints the games per CPU
 * second and the first batch's scores as JSON.
 * Usage: node bin/run-ts.mjs bench/rio-default-child.ts [folder]
 */
import { gameModule } from "../src/games/roll-in-one/index.ts";

type FastRun = (games: number, seed: number, bot: string, options: unknown) => Float64Array;
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const dir = process.argv[2];
const run: FastRun = dir
  ? (await import(`${dir}/src/games/roll-in-one/index.ts`)).gameModule.fast.run
  : (gameModule.fast?.run as FastRun);
const options = gameModule.game.optionsSchema.parse({});
const BATCH = 8;
run(4, 90_000, "planner", options);
let games = 0;
let scores: number[] = [];
const start = cpuMs();
while (cpuMs() - start < 2500) {
  const s = run(BATCH, 100_000 + games, "planner", options);
  if (games === 0) scores = [...s];
  games += BATCH;
}
process.stdout.write(JSON.stringify({ rate: (games * 1000) / (cpuMs() - start), scores }));
