import type { Dialect } from '../../server/db/createDatabase';
import { POSTGRES_URL, postgresAvailable } from '../support/dialects';

/** Every storage case runs on each of these (kysely's "one suite loops over every dialect"). */
export const DIALECTS: readonly Dialect[] = ['sqlite', 'postgres'];

const postgresReachable = await postgresAvailable();
if (!postgresReachable) {
  // CI has PostgreSQL: there a missing server is a broken setup, not a reason to skip.
  if (process.env.CI) throw new Error(`PostgreSQL not reachable at ${POSTGRES_URL}, and CI requires it`);
  console.warn(`PostgreSQL not reachable at ${POSTGRES_URL}: skipping postgres storage tests`);
}

export function isReachable(dialect: Dialect): boolean {
  return dialect === 'sqlite' || postgresReachable;
}
