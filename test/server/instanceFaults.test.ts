import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../contract/paths';
import { type ApiClient, apiClient } from '../support/apiClient';
import { POSTGRES_URL, postgresAvailable } from '../support/dialects';
import { freePort } from '../support/freePort';
import { type HostProcess, killAll, startHostProcess } from '../support/hostProcess';
import { loadLoop } from '../support/loadLoop';
import { processSchema } from '../support/processSchema';
import { REDIS_URL, redisAvailable, testPrefix } from '../support/redis';

const reachable = (await postgresAvailable()) && (await redisAvailable());
if (!reachable) console.warn(`PostgreSQL (${POSTGRES_URL}) or Redis (${REDIS_URL}) not reachable: skipping`);

/** PostgreSQL's side of a restart: every connection of one instance, cut at once. */
async function terminateConnections(applicationName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and application_name = $1`,
      [applicationName],
    );
    return rows.length;
  } finally {
    await admin.end();
  }
}

/** docs/security.md "Reliability": instances die, get stopped and lose the database; sign-ins carry on. */
describe.skipIf(!reachable)('instances failing on PostgreSQL and Redis', () => {
  const hosts: HostProcess[] = [];
  let dropSchema = async () => {};
  let a: HostProcess;
  let b: HostProcess;
  let apiA: ApiClient;
  let apiB: ApiClient;

  beforeAll(async () => {
    const schema = await processSchema('faults');
    dropSchema = schema.drop;
    const { url } = schema;
    const [portA, portB] = [await freePort(), await freePort()];
    const withName = (name: string) => {
      const named = new URL(url);
      named.searchParams.set('application_name', name);
      return named.toString();
    };
    const env = {
      REDIS_URL,
      REDIS_PREFIX: testPrefix('faults'),
      PUBLIC_URL: `http://127.0.0.1:${portA}`,
      SHUTDOWN_GRACE_MS: '2000',
    };
    a = await startHostProcess(portA, { ...env, DATABASE_URL: withName('sesame-fault-a') });
    b = await startHostProcess(portB, { ...env, DATABASE_URL: withName('sesame-fault-b') });
    hosts.push(a, b);
    apiA = apiClient(a.asHost(), { transport: 'fetch' });
    apiB = apiClient(b.asHost(), { transport: 'fetch' });
  }, 150_000);
  afterAll(async () => {
    await killAll(hosts);
    await dropSchema();
  });

  it('survives its PostgreSQL connections being cut under load, and serves again at once', async () => {
    const { state, asId } = await apiB.startEmail('pg-restart@example.com');
    const poll = () => fetch(`${b.url}${API.statusV3}/${state}?appId=demo&asId=${asId}`);
    const load = loadLoop(poll, 8);
    await new Promise((r) => setTimeout(r, 300));
    expect(await terminateConnections('sesame-fault-b')).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 500));
    load.stop();
    const outcomes = await load.done;
    expect(outcomes.length).toBeGreaterThan(10);
    // Requests whose query was cut may fail (500 in the error shape); the process does not.
    expect(b.child.exitCode).toBeNull();
    for (const o of outcomes) expect('status' in o ? o.status : o.error).toBeOneOf([200, 500]);

    // Cut the idle connections too. A query sent in the instant before the pool hears of the
    // cut still fails (as during any restart); from then on, every request succeeds.
    await terminateConnections('sesame-fault-b');
    await new Promise((r) => setTimeout(r, 300));
    for (let i = 0; i < 20; i++) expect((await poll()).status, `request ${i} after the cut`).toBe(200);
    const ready = await fetch(`${b.url}/readyz`);
    expect(await ready.json()).toEqual({ ok: true, database: 'up', redis: 'up' });
  });

  it('lets B finish a sign-in begun on A after A is killed with SIGKILL', async () => {
    expect(a.child.exitCode, a.output()).toBeNull();
    const { state, asId, otp } = await apiA.startEmail('killed@example.com');
    a.child.kill('SIGKILL');
    expect(await a.exited).toBe('SIGKILL');

    const verified = await apiB.otp(state, asId, otp);
    expect(verified.status).toBe(200);
    const status = await apiB.status(state, asId);
    expect(status.body).toMatchObject({ status: 'SUCCESS' });
    const user = await apiB.verifyCode(state, verified.body.code as string);
    expect(user.status).toBe(200);
    expect(user.body.user).toMatchObject({ email: 'killed@example.com' });
  });

  it('drains on SIGTERM under load: every request in flight is answered, then it exits 0', async () => {
    const { state, asId } = await apiB.startEmail('drain@example.com');
    const poll = () => fetch(`${b.url}${API.statusV3}/${state}?appId=demo&asId=${asId}`);
    const load = loadLoop(poll, 16);
    await new Promise((r) => setTimeout(r, 500));
    const before = load.count();
    // A load balancer stops sending to an instance it stops (its /readyz says so): so does this loop.
    b.child.kill('SIGTERM');
    while ((await fetch(`${b.url}/readyz`)).status !== 503) await new Promise((r) => setTimeout(r, 20));
    load.stop();
    const outcomes = await load.done;
    expect(before).toBeGreaterThan(10);
    // A refused connection was never accepted; anything else must be a full answer.
    const failed = outcomes.filter((o) => ('status' in o ? o.status !== 200 : o.error !== 'ECONNREFUSED'));
    expect(failed).toEqual([]);
    expect(await b.exited).toBe(0);
  });
});
