/**
 * Roll In One's default simulate alone: this tree against the commits named on the command
 * line (default 225d69e), warmed alike, in alternating turns, CPU time; scores compared.
 * Usage: npx tsx bench/rio-default.ts [turns] [games] [commit...]
 */
import { gameModule as rollInOne } from "../src/games/roll-in-one/index.ts";
import { withCommit } from "./before.ts";

type FastRun = (games: number, seed: number, bot: string, options: unknown) => Float64Array;
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const turns = Number(process.argv[2] ?? 5);
const games = Number(process.argv[3] ?? 8);
const commits = process.argv.slice(4);
if (commits.length === 0) commits.push("225d69e");

async function nest(i: number, runs: { name: string; run: FastRun }[]): Promise<void> {
  if (i === commits.length) return measure(runs);
  await withCommit(commits[i], async (dir) => {
    const m = (await import(`${dir}/src/games/roll-in-one/index.ts`)).gameModule as {
      fast: { run: FastRun };
    };
    await nest(i + 1, [...runs, { name: commits[i], run: m.fast.run }]);
  });
}

function measure(runs: { name: string; run: FastRun }[]): void {
  const options = rollInOne.game.optionsSchema.parse({});
  for (const r of runs) r.run(4, 90_000, "planner", options);
  const t = runs.map(() => 0);
  const per: number[][] = runs.map(() => []);
  let same = true;
  for (let rep = 0; rep < turns; rep++) {
    const seed = 100_000 + rep * 1000;
    let ref: Float64Array | null = null;
    runs.forEach((r, i) => {
      const s = cpuMs();
      const out = r.run(games, seed, "planner", options);
      const dt = cpuMs() - s;
      t[i] += dt;
      per[i].push(dt);
      if (ref) same &&= out.every((x, j) => x === ref![j]);
      else ref = out;
    });
  }
  runs.forEach((r, i) => {
    const ratios = per[i].map((x, j) => (x / per[0][j]).toFixed(2)).join(" ");
    console.log(
      `${r.name}: ${((turns * games * 1000) / t[i]).toFixed(2)} games/s; ${(t[i] / t[0]).toFixed(2)}x this tree's time (turns ${ratios})`,
    );
  });
  console.log(same ? "same scores" : "SCORES DIFFER");
}

await nest(0, [{ name: "this tree", run: rollInOne.fast!.run as FastRun }]);
