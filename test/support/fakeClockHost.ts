import { afterEach, beforeEach } from 'vitest';
import { type ApiClient, apiClient, type FakeClock, fakeClock } from './apiClient';
import { type Host, startHost } from './startHost';

export interface FakeClockHost {
  host: Host;
  api: ApiClient;
  clock: FakeClock;
}

/**
 * A fresh in-process host per test, on a fake clock the test moves forward instead of sleeping,
 * with an API client for it. Read `host`, `api` and `clock` inside tests.
 */
export function fakeClockHost(): FakeClockHost {
  const env = {} as FakeClockHost;
  beforeEach(async () => {
    env.clock = fakeClock();
    env.host = await startHost({ listen: false, overrides: { clock: env.clock } });
    env.api = apiClient(env.host);
  });
  afterEach(() => env.host.close());
  return env;
}
