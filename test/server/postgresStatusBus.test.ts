import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../contract/paths';
import { type ApiClient, apiClient } from '../support/apiClient';
import { POSTGRES_URL, postgresAvailable } from '../support/dialects';
import { processSchema } from '../support/processSchema';
import { type Host, startHost } from '../support/startHost';
import { eventReader } from '../support/statusEvents';

const reachable = await postgresAvailable();
if (!reachable) console.warn(`PostgreSQL not reachable at ${POSTGRES_URL}: skipping LISTEN/NOTIFY tests`);
const LISTENER = 'sesame-listen-test';

/** Without Redis, instances on one PostgreSQL database hear each other through LISTEN/NOTIFY. */
describe.skipIf(!reachable)('status bus on PostgreSQL LISTEN/NOTIFY', () => {
  let one: Host;
  let two: Host;
  let apiOne: ApiClient;
  let apiTwo: ApiClient;
  let dropSchema = async () => {};

  beforeAll(async () => {
    const schema = await processSchema('listen');
    dropSchema = schema.drop;
    const url = new URL(schema.url);
    url.searchParams.set('application_name', LISTENER);
    one = await startHost({ env: { DATABASE_URL: url.toString() } });
    two = await startHost({ env: { DATABASE_URL: url.toString() } });
    apiOne = apiClient(one, { transport: 'fetch' });
    apiTwo = apiClient(two, { transport: 'fetch' });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await dropSchema();
  });

  /** Opens the stream on `one`, verifies on `two`, and answers how long SUCCESS took to arrive. */
  async function crossInstanceMs(email: string): Promise<number> {
    const { state, asId, otp } = await apiOne.startEmail(email);
    const events = eventReader(await fetch(`${one.url}${API.statusStream}/${state}?appId=demo&asId=${asId}`));
    expect(await events.next()).toMatchObject({ status: 'PENDING' });
    const started = performance.now();
    expect((await apiTwo.otp(state, asId, otp)).status).toBe(200);
    expect(await events.next()).toMatchObject({ status: 'SUCCESS' });
    return performance.now() - started;
  }

  // Without the bus the change would arrive with the stream's heartbeat, 15 s later.
  it('streams SUCCESS on one instance the moment another completes the sign-in', async () => {
    expect(await crossInstanceMs('listen@example.com')).toBeLessThan(3000);
  });

  it('listens again after PostgreSQL drops its connections, as in a restart', async () => {
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    const { rows } = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and application_name = $1`,
      [LISTENER],
    );
    await admin.end();
    // Both listeners at least; pooled connections too.
    expect(rows.length).toBeGreaterThanOrEqual(2);
    // The listener reconnects within a second.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await crossInstanceMs('again@example.com')).toBeLessThan(3000);
  });
});
