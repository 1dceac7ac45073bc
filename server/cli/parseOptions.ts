import { type ParseArgsConfig, parseArgs } from 'node:util';
import { usageError } from './CliError';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * A command's arguments by node:util parseArgs, strictly: unknown options, missing values and
 * a wrong number of positionals are usage errors with node's own explanation.
 */
export function parseOptions<const O extends Options>(
  args: string[],
  options: O,
  positionals: readonly string[] = [],
) {
  const parsed = strictParse(args, options);
  if (parsed.positionals.length < positionals.length) {
    throw usageError(`Missing ${positionals.slice(parsed.positionals.length).join(' ')}`);
  }
  if (parsed.positionals.length > positionals.length) {
    throw usageError(`Unexpected argument "${parsed.positionals[positionals.length]}"`);
  }
  return parsed;
}

function strictParse<const O extends Options>(args: string[], options: O) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw usageError(error instanceof Error ? error.message : String(error));
  }
}
