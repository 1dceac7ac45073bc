import type { Services } from '../Services';

export interface CliContext {
  services: Services;
  /** Writes one line of the command's answer to stdout. */
  out: (line: string) => void;
}

/** One command of the apps tool: its usage for help, and a parser that checks the input first. */
export interface Command {
  name: string;
  /** The arguments after the command name, for `help`. */
  usage: string;
  summary: string;
  /**
   * Checks the arguments, throwing a usage error before anything is opened, and returns the
   * work to do with the host's services.
   */
  parse: (args: string[]) => (context: CliContext) => Promise<void>;
}
