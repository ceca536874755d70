/** What `GET /api/games` says about each game: seats, options as JSON Schema, bot levels. */
import { z } from "zod";
import { modules } from "../games/registry.ts";

/** The server fills these in from the seats; a client never sends them. */
const SERVER_OPTIONS = ["players", "referee"];

export interface GameInfo {
  readonly id: string;
  readonly name: string;
  readonly seats: { readonly min: number; readonly max: number };
  readonly optionsSchema: unknown;
  readonly bots: readonly string[];
  readonly defaultBot: string;
  readonly lowerIsBetter: boolean;
  readonly hintUnit?: string;
  /** Options a new match starts from unless the request says otherwise (Roll In One: cards). */
  readonly newMatchOptions?: Readonly<Record<string, unknown>>;
}

function optionsJsonSchema(schema: z.ZodType): unknown {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  for (const key of SERVER_OPTIONS) delete json.properties?.[key];
  if (json.required) json.required = json.required.filter((k) => !SERVER_OPTIONS.includes(k));
  return json;
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
