/** `--seats you,Ann,bot:optimal`: who sits where. Humans by name, bots by level. */
import type { AnyGameModule } from "../games/module.ts";
import { requireBot } from "./options.ts";
import { UsageError } from "./usage.ts";

export type Seat =
  | { readonly kind: "human"; readonly name: string }
  | { readonly kind: "bot"; readonly name: string; readonly level: string };

export function parseSeats(text: string, mod: AnyGameModule): Seat[] {
  const parts = text.split(",").map((p) => p.trim());
  if (parts.some((p) => p === "")) throw new UsageError(`--seats "${text}" has an empty seat`);
  const { min, max } = mod.game.seats;
  if (parts.length < min || parts.length > max) {
    throw new UsageError(
      `${mod.game.name} seats ${min} to ${max} players; --seats names ${parts.length}`,
    );
  }
  const seats = parts.map((p): Seat => {
    const bot = /^bot(?::([^#]+))?(?:#\d+)?$/i.exec(p);
    if (!bot) return { kind: "human", name: p.toLowerCase() === "you" ? "You" : p };
    const level = requireBot(mod, bot[1] ?? mod.defaultBot);
    return { kind: "bot", name: `bot:${level}`, level };
  });
  return disambiguate(seats);
}

/** Equal names get a number: "bot:greedy#1", "bot:greedy#2". */
function disambiguate(seats: Seat[]): Seat[] {
  const count = new Map<string, number>();
  for (const s of seats) count.set(s.name, (count.get(s.name) ?? 0) + 1);
  const seen = new Map<string, number>();
  return seats.map((s) => {
    if ((count.get(s.name) ?? 0) < 2) return s;
    const k = (seen.get(s.name) ?? 0) + 1;
    seen.set(s.name, k);
    return { ...s, name: `${s.name}#${k}` };
  });
}
