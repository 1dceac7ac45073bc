/** The URL without the given parameters (for history.replaceState after they are consumed). */
export function withoutParams(href: string, names: readonly string[]): string {
  const url = new URL(href);
  for (const name of names) url.searchParams.delete(name);
  return url.href;
}
