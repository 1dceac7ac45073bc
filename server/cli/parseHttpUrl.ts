import { usageError } from './CliError';

/** An absolute http(s) URL, kept as typed (redirect URIs are compared character for character). */
export function parseHttpUrl(value: string, what: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw usageError(`${what} "${value}" is not an absolute URL; write it as https://shop.example/path`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw usageError(`${what} "${value}" must be an http:// or https:// URL`);
  }
  if (url.username || url.password)
    throw usageError(`${what} "${value}" must not contain a user name or password`);
  if (url.hash) throw usageError(`${what} "${value}" must not contain a #fragment`);
  if (value !== value.trim()) throw usageError(`${what} "${value}" must not start or end with spaces`);
  return value;
}
