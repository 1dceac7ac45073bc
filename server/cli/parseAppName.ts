import { usageError } from './CliError';

const MAX_LENGTH = 100;

/** The name users see in the widget and in the subject of sign-in emails. */
export function parseAppName(value: string): string {
  const name = value.trim();
  if (!name) throw usageError('App name must not be empty');
  if (name.length > MAX_LENGTH) throw usageError(`App name must be at most ${MAX_LENGTH} characters`);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(name))
    throw usageError('App name must not contain line breaks or control characters');
  return name;
}
