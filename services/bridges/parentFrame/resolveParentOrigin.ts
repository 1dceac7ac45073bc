import { type ExactOrigin, toExactOrigin } from '../../../contract/ExactOrigin';

export interface ParentOriginInput {
  /** The origin the embedding page named (the `parentOrigin` parameter, as the host echoed it). */
  requested: string | null;
  /** The app's registered origins, as the host embedded them in the page. */
  registered: readonly string[];
  /**
   * The browser's own word on the parent (`location.ancestorOrigins[0]`), where it exists
   * (Chromium, Safari); undefined elsewhere.
   */
  ancestor?: string | undefined;
}

/**
 * The origin a framed hosted page may talk to (docs/security.md "Widget, frames and bridges"): the
 * named parent when it is exactly one of the app's registered origins and, where the browser says
 * who the parent is, that it is the same. Without a name, the browser's word is used when it is
 * registered. Anything else: null, and the page talks to no one.
 */
export function resolveParentOrigin({
  requested,
  registered,
  ancestor,
}: ParentOriginInput): ExactOrigin | null {
  const isRegistered = (origin: ExactOrigin | null): origin is ExactOrigin =>
    origin !== null && registered.includes(origin);
  const named = requested === null ? null : toExactOrigin(requested);
  const known = ancestor === undefined ? undefined : toExactOrigin(ancestor);
  if (requested !== null) {
    if (!isRegistered(named)) return null;
    return known === undefined || known === named ? named : null;
  }
  return known !== undefined && isRegistered(known) ? known : null;
}
