import { usageError } from './CliError';

/** App ids travel in URLs and double as client ids: letters, digits, `-` and `_`. */
const APP_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export function parseAppId(value: string): string {
  if (!APP_ID.test(value)) {
    throw usageError(
      `App id "${value}" must be 1 to 64 letters, digits, "-" or "_", starting with a letter or digit`,
    );
  }
  return value;
}
