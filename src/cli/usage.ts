/** A mistake in what the user typed on the command line: message, then exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

/** A run that ends early on purpose (Ctrl-C before anything to report): message, then `code`. */
export class ExitError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
    this.name = "ExitError";
  }
}
