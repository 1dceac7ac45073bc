import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../support/apiClient';
import { freePort } from '../support/freePort';
import { type HostProcess, killAll, sqliteDir, startHostProcess } from '../support/hostProcess';

/**
 * docs/security.md "Reliability": SQLite runs WAL with a busy timeout and shows no SQLITE_BUSY under
 * parallel writes, here from two processes on one file (the host and a second host, as the
 * apps tool or a restart overlap would).
 */
describe('parallel writes to one SQLite file', () => {
  const hosts: HostProcess[] = [];
  const dir = sqliteDir();
  let apis: ApiClient[];

  beforeAll(async () => {
    const env = { SQLITE_PATH: dir.path };
    hosts.push(await startHostProcess(await freePort(), env));
    hosts.push(await startHostProcess(await freePort(), env));
    apis = hosts.map((h) => apiClient(h.asHost(), { transport: 'fetch' }));
  }, 150_000);
  afterAll(async () => {
    await killAll(hosts);
    dir.remove();
  });

  it('completes 50 parallel OTP verifications with no SQLITE_BUSY', async () => {
    const started = [];
    for (let i = 0; i < 50; i++) started.push(await apis[i % 2]!.startEmail(`parallel${i}@example.com`));
    const answers = await Promise.all(started.map((s, i) => apis[(i + 1) % 2]!.otp(s.state, s.asId, s.otp)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    for (const host of hosts) {
      expect(host.output()).not.toMatch(/SQLITE_BUSY|database is locked/);
      expect(host.child.exitCode).toBeNull();
    }
  });
});
