import { CliError } from '../cli/CliError';
import { SesameError } from '../errors/SesameError';

/**
 * The apps tool's checks, run for a dashboard field: its message becomes a 400 in the spec's
 * error shape with the field named in `details` (one validation for the CLI and the dashboard).
 */
export function checked<T>(field: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    throw new SesameError('invalid_request', { message: error.message, details: { [field]: error.message } });
  }
}

/** `checked` for a check that reads storage (the channels the host can run for the app). */
export async function checkedAsync(field: string, check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    checked(field, () => {
      throw error;
    });
  }
}
