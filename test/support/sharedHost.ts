import { afterAll, beforeAll } from 'vitest';
import { type ApiClient, apiClient } from './apiClient';
import { type Host, startHost } from './startHost';

export interface SharedHost {
  host: Host;
  api: ApiClient;
}

/** One in-process host for a whole suite, with an API client for it. Read `host` and `api` inside tests. */
export function sharedHost(): SharedHost {
  const env = {} as SharedHost;
  beforeAll(async () => {
    env.host = await startHost({ listen: false });
    env.api = apiClient(env.host);
  });
  afterAll(() => env.host?.close());
  return env;
}
