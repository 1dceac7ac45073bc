import { dropTestSchemas } from './dialects';

/** Before and after the node-side suites: no PostgreSQL test schema outlives a run. */
export async function setup(): Promise<void> {
  await dropTestSchemas();
}

export async function teardown(): Promise<void> {
  await dropTestSchemas();
}
