/**
 * The origin the elements script was loaded from: the provider host the widget talks to
 * (spec §7 "the provider's user-auth host"). An `api-host` attribute may override it later.
 */
export function scriptOrigin(): string {
  return new URL(import.meta.url).origin;
}
