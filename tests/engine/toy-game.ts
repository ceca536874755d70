/** A tiny game that knows nothing of golf, to test the engine alone: race to 10 with a d4 and a coin. */
import { z } from "zod";
import type { Die, Face } from "../../src/engine/dice.ts";
import type { Game } from "../../src/engine/game.ts";

export const D4: Die = { name: "d4", faces: [1, 2, 3, 4] };
export const COIN: Die = { name: "coin", faces: ["heads", "tails"] };

export interface ToyState {
  players: number;
  seat: number;
  totals: number[];
  pending: boolean;
}

export const toyGame: Game<
  ToyState,
  { type: "roll" | "pass" },
  { players: number; referee: boolean }
> = {
  id: "toy",
  name: "Toy",
  rulesVersion: "3",
  seats: { min: 1, max: 4 },
  optionsSchema: z
    .object({
      players: z.number().int().min(1).max(4).default(1),
      referee: z.boolean().default(false),
    })
    .strict(),
  actionSchema: z.object({ type: z.enum(["roll", "pass"]) }).strict(),
  setup: (o) => ({
    players: o.players,
    seat: 0,
    totals: new Array(o.players).fill(0),
    pending: false,
  }),
  next(s) {
    if (s.totals.some((t) => t >= 10)) return { kind: "end" };
    if (s.pending) return { kind: "chance", dice: [D4, COIN], seat: s.seat };
    return { kind: "decision", seat: s.seat };
  },
  legalActions: () => [{ type: "roll" }, { type: "pass" }],
  checkAction: (s, a) =>
    a.type === "pass" && s.totals[s.seat] === 0 ? "you cannot pass before scoring" : null,
  apply(s, a) {
    if (a.type === "pass") return { ...s, seat: (s.seat + 1) % s.players };
    return { ...s, pending: true };
  },
  applyChance(s, faces: readonly Face[]) {
    const gain = (faces[0] as number) * (faces[1] === "heads" ? 2 : 1);
    const totals = s.totals.map((t, i) => (i === s.seat ? t + gain : t));
    return { ...s, totals, pending: false, seat: (s.seat + 1) % s.players };
  },
  view: (s) => s,
  result(s) {
    const best = Math.max(...s.totals);
    const winners = s.totals.flatMap((t, i) => (t === best ? [i] : []));
    const rest = s.totals.flatMap((t, i) => (t === best ? [] : [i]));
    return { scores: s.totals, ranking: rest.length ? [winners, rest] : [winners] };
  },
};
