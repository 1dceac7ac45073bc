/** Exit codes of the apps tool: 1 when the command failed, 2 when its input was not valid. */
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** A failure the tool explains in one line and exits with; anything else is unexpected. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: typeof EXIT_FAILED | typeof EXIT_USAGE,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** The input cannot be right whatever is stored: a missing option, a malformed value. */
export function usageError(message: string): CliError {
  return new CliError(message, EXIT_USAGE);
}

/** The input is well formed but the stored apps refuse it: no such app, an id already taken. */
export function commandFailed(message: string): CliError {
  return new CliError(message, EXIT_FAILED);
}
