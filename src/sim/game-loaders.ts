/**
 * Each game's folder, imported on demand: a simulation worker needs one game, not the registry of
 * all four, so a pool starts sooner. tests/sim.test.ts checks this lists every registered game.
 */
import type { AnyGameModule } from "../games/module.ts";

type Folder = Promise<{ readonly gameModule: AnyGameModule }>;

export const gameLoaders: Readonly<Record<string, () => Folder>> = {
  golo: () => import("../games/golo/index.ts"),
  "straight-golf": () => import("../games/straight-golf/index.ts"),
  "rolling-pins": () => import("../games/rolling-pins/index.ts"),
  "roll-in-one": () => import("../games/roll-in-one/index.ts"),
};
