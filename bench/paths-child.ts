/**
 * One game's rows of bench/paths.ts in a process of its own: prints them as JSON. Arguments: the
 * game's id, the folder of the engine's before commit (empty for none), and the fast paths'
 * before commits as JSON [[commit, folder], ...].
 */
import { modules } from "../src/games/registry.ts";
import { type Before, load, measureGame } from "./paths.ts";

const [id, engineDir, previousJson] = process.argv.slice(2);
const mod = modules.find((m) => m.game.id === id);
if (!mod) throw new Error(`bench/paths-child.ts: no game ${id}`);
const engine = engineDir ? await load(engineDir) : null;
const previous = new Map<string, Before>();
for (const [commit, dir] of JSON.parse(previousJson) as [string, string][]) {
  previous.set(commit, await load(dir));
}
process.stdout.write(JSON.stringify(measureGame(mod, engine, previous)));
