import { dropTestSchemas, testRun } from './dialects';

/**
 * Before the node-side suites: this run gets its id (the workers inherit it) and schemas a
 * crashed run left behind go. After them: this run's schemas go, and no other run's.
 */
export async function setup(): Promise<void> {
  testRun();
  await dropTestSchemas('stale');
}

export async function teardown(): Promise<void> {
  await dropTestSchemas('thisRun');
}
