import { CliError, EXIT_FAILED, EXIT_USAGE, usageError } from './CliError';
import type { Command } from './Command';
import { adminCommand } from './commands/adminCommand';
import { createCommand } from './commands/createCommand';
import { deleteCommand } from './commands/deleteCommand';
import { editCommand } from './commands/editCommand';
import { listCommand } from './commands/listCommand';
import { otapCommand } from './commands/otapCommand';
import { rotateSecretCommand } from './commands/rotateSecretCommand';
import { rotateSigningKeyCommand } from './commands/rotateSigningKeyCommand';
import { showCommand } from './commands/showCommand';
import { ssoCommand } from './commands/ssoCommand';
import { webhooksCommand } from './commands/webhooksCommand';
import { helpText, USAGE_PREFIX } from './helpText';

const COMMANDS: readonly Command[] = [
  createCommand,
  listCommand,
  showCommand,
  editCommand,
  rotateSecretCommand,
  deleteCommand,
  rotateSigningKeyCommand,
  ssoCommand,
  otapCommand,
  webhooksCommand,
  adminCommand,
];
const HELP = ['help', '--help', '-h'];

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * The apps tool: checks the command's input, then opens the host's storage as the host does
 * (same config, migrations, secret) without serving HTTP. Returns the exit code.
 */
export async function runAppsCli(
  args: string[],
  io: CliIo,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const [name, ...rest] = args;
  const command = COMMANDS.find((c) => c.name === name);
  try {
    if (name === undefined) throw usageError(`Missing a command\n\n${helpText(COMMANDS)}`);
    if (HELP.includes(name)) return help(rest, io);
    if (!command)
      throw usageError(
        `Unknown command "${name}"; commands: ${COMMANDS.map((c) => c.name).join(', ')}, help`,
      );
    if (rest.some((arg) => HELP.slice(1).includes(arg))) return help([command.name], io);
    const run = command.parse(rest);
    // Loaded only now: bad input is answered without loading the storage drivers.
    const [{ loadConfig }, { createServices }] = await Promise.all([
      import('../config'),
      import('../createServices'),
    ]);
    const services = await createServices(loadConfig(env));
    try {
      await run({ services, out: io.out });
    } finally {
      await services.close();
    }
    return 0;
  } catch (error) {
    if (!(error instanceof CliError)) {
      io.err(`Error: ${error instanceof Error ? error.message : String(error)}`);
      return EXIT_FAILED;
    }
    io.err(`Error: ${error.message}`);
    if (error.exitCode === EXIT_USAGE && command) io.err(`Usage: ${USAGE_PREFIX} ${command.usage}`);
    return error.exitCode;
  }
}

function help(args: string[], io: CliIo): number {
  const [name] = args;
  const only = COMMANDS.find((c) => c.name === name);
  if (name !== undefined && !only) throw usageError(`Unknown command "${name}"`);
  io.out(helpText(COMMANDS, only));
  return 0;
}
