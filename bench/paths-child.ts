/**
 * One game's rows of bench/paths.ts in a process of its own: prints them as JSON. Arguments: the
 * game's id and the folder of the engine's before commit (empty for none). With --fast: only the
 * fast path of one bot, from this tree or the commit checked out in a folder
 * (bench/paths-fast.ts), as FastTurns.
 */
import { modules } from "../src/games/registry.ts";
import { simulateRange } from "../src/sim/simulate.ts";
import { load, measureGame } from "./paths.ts";
import { fastTurns } from "./paths-fast.ts";

const args = process.argv.slice(2);
const fast = args[0] === "--fast";
const [id, second, dir] = fast ? args.slice(1) : args;
const mod = modules.find((m) => m.game.id === id);
if (!mod) throw new Error(`bench/paths-child.ts: no game ${id}`);
if (fast) {
  const before = dir ? await load(dir) : null;
  const old = before?.modules.find((m) => m.game.id === id);
  if (dir && !(old && before?.simulateRange)) throw new Error(`${dir}: no fast path for ${id}`);
  const turns =
    old && before?.simulateRange
      ? fastTurns(old, before.simulateRange, second, mod)
      : fastTurns(mod, simulateRange, second);
  process.stdout.write(JSON.stringify(turns));
} else {
  const engine = second ? await load(second) : null;
  process.stdout.write(JSON.stringify(measureGame(mod, engine)));
}
