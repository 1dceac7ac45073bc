declare const exactOriginBrand: unique symbol;

/**
 * A serialized origin (`scheme://host[:port]`) that was checked by `toExactOrigin`: never `"*"`,
 * never `"null"`, never a URL with a path (docs/security.md "explicit target origin, never `*`").
 * Ports post only to an `ExactOrigin`, so `"*"` cannot reach `postMessage` by type.
 */
export type ExactOrigin = string & { readonly [exactOriginBrand]: true };

/** `value` as an exact http(s) origin, or null when it is anything else (a wildcard, a path, `null`). */
export function toExactOrigin(value: string | null | undefined): ExactOrigin | null {
  if (typeof value !== 'string') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin === value ? (value as ExactOrigin) : null;
}

/** The exact origins among `values`; anything that is not one is dropped. */
export function toExactOrigins(values: readonly string[]): ExactOrigin[] {
  return values.map(toExactOrigin).filter((origin): origin is ExactOrigin => origin !== null);
}
