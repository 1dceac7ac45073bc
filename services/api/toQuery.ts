/**
 * spec §7: GET requests carry their parameters as a query string. Booleans become 'true'/'false';
 * undefined and null are left out.
 */
export function toQuery(params: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    query.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return query.toString();
}
