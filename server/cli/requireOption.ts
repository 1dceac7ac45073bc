import { usageError } from './CliError';

/** The value of an option the command cannot do without. */
export function requireOption<T>(value: T | undefined, option: string): T {
  if (value === undefined) throw usageError(`Missing ${option}`);
  return value;
}
