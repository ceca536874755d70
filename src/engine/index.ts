export * from "./data.ts";
export * from "./dice.ts";
export * from "./errors.ts";
export * from "./game.ts";
export * from "./match.ts";
export * from "./ranking.ts";
export * from "./record.ts";
export * from "./rng.ts";
