import { usageError } from './CliError';

/** A CSS hex colour, #rgb or #rrggbb (spec §3 UI config `colors.primary`). */
export function parseHexColor(value: string): string {
  if (!/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)) {
    throw usageError(`Colour "${value}" must be a hex colour such as #1a56db`);
  }
  return value.toLowerCase();
}
