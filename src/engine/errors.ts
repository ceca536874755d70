/** Typed errors: a caller can tell bad input from a broken file from a bug. */
export type GameErrorCode =
  | "malformed" // the input does not have the shape of an action / outcome / option
  | "wrong-seat" // it is another seat's turn
  | "illegal" // well formed, but the rules forbid it now
  | "not-now" // e.g. a roll typed in while a seat must decide, or anything after the end
  | "impossible-outcome" // a face that die does not have
  | "bad-record" // a saved match that cannot be loaded or replayed
  | "bad-data"; // a data file that fails validation

export class GameError extends Error {
  constructor(
    readonly code: GameErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "GameError";
  }
}
