/** What `GET /api/games` says about each game: seats, options as JSON Schema, bot levels. */
import { z } from "zod";
import type { GameInfo, Json } from "../api/contract.ts";
import { modules } from "../games/registry.ts";

/** The server fills these in from the seats; a client never sends them. */
const SERVER_OPTIONS = ["players", "referee"];

export type { GameInfo };

function optionsJsonSchema(schema: z.ZodType): Json {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  for (const key of SERVER_OPTIONS) delete json.properties?.[key];
  if (json.required) json.required = json.required.filter((k) => !SERVER_OPTIONS.includes(k));
  return json as Json;
}

let cached: GameInfo[] | undefined;

export function gameInfos(): GameInfo[] {
  cached ??= modules.map((m) => ({
    id: m.game.id,
    name: m.game.name,
    seats: m.game.seats,
    optionsSchema: optionsJsonSchema(m.game.optionsSchema as z.ZodType),
    bots: Object.keys(m.bots),
    defaultBot: m.defaultBot,
    lowerIsBetter: m.lowerIsBetter,
    ...(m.hintUnit ? { hintUnit: m.hintUnit } : {}),
    ...(m.newMatchOptions ? { newMatchOptions: m.newMatchOptions } : {}),
  }));
  return cached;
}
