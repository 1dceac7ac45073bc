import { parseHttpUrl } from './parseHttpUrl';

/** An edited URL option: absent (no change), "" (remove it) or an absolute http(s) URL. */
export function optionalUrl(value: string | undefined, what: string): string | undefined {
  if (value === undefined || value === '') return value;
  return parseHttpUrl(value, what);
}
