import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../support/apiClient';
import { freshPostgresSchema, postgresAvailable } from '../support/dialects';
import { passkeyClient, signedIn } from '../support/passkeyClient';
import { SoftAuthenticator } from '../support/softAuthenticator';
import { type Host, startHost } from '../support/startHost';

const postgres = await postgresAvailable();
if (!postgres)
  console.warn('PostgreSQL is not reachable: the PostgreSQL half of the passkey storage cases skips');

/**
 * What must happen once (a challenge used, a credential id registered) holds under parallel
 * requests, on SQLite and on PostgreSQL alike.
 */
describe.each(['sqlite', 'postgres'] as const)('passkey storage on %s', (dialect) => {
  let host: Host;
  let api: ApiClient;
  let passkeys: ReturnType<typeof passkeyClient>;
  let dropSchema: (() => Promise<void>) | undefined;

  // Every ceremony here comes from one address; the per-client limits run but do not refuse
  // (they have tests of their own), so a race is not cut short by a 429.
  const env = { CLIENT_LIMITS_FACTOR: '1000' };
  beforeAll(async () => {
    if (dialect === 'postgres') {
      if (!postgres) return;
      const schema = await freshPostgresSchema('passkeys');
      dropSchema = schema.drop;
      host = await startHost({ listen: false, env: { ...env, DATABASE_URL: schema.url } });
    } else {
      host = await startHost({ listen: false, env });
    }
    api = apiClient(host);
    passkeys = passkeyClient(api, host.services.issuer);
  });
  afterAll(async () => {
    await host?.close();
    await dropSchema?.();
  });

  it.skipIf(dialect === 'postgres' && !postgres)(
    'lets one of ten parallel uses of an assertion through, and counts it once',
    async () => {
      const user = await signedIn(api, `parallel-${dialect}@example.com`);
      const authenticator = new SoftAuthenticator();
      const options = await passkeys.registrationStart(user.state, user.token);
      const reg = await passkeys.registrationComplete(
        user.state,
        user.token,
        authenticator.register(options.body, { origin: host.services.issuer }),
      );
      expect(reg.status).toBe(200);

      const browser = await api.state();
      const login = await passkeys.loginStart(browser);
      const assertion = authenticator.authenticate(login.body, { origin: host.services.issuer });
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => passkeys.loginComplete(browser, assertion)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(400)]);
      const list = await passkeys.list(user.token);
      expect(list.body.credentials[0].lastUsedAt).not.toBeNull();
    },
  );

  it.skipIf(dialect === 'postgres' && !postgres)(
    'registers a credential id once when two registrations race',
    async () => {
      const user = await signedIn(api, `race-${dialect}@example.com`);
      const authenticator = new SoftAuthenticator();
      const [a, b] = await Promise.all([
        passkeys.registrationStart(user.state, user.token),
        passkeys.registrationStart(user.state, user.token),
      ]);
      // Both ceremonies must start; a refusal here names itself rather than failing further down.
      expect([a?.status, a?.body?.error], JSON.stringify(a?.body)).toEqual([200, undefined]);
      expect([b?.status, b?.body?.error], JSON.stringify(b?.body)).toEqual([200, undefined]);
      const origin = host.services.issuer;
      const answers = await Promise.all([
        passkeys.registrationComplete(user.state, user.token, authenticator.register(a!.body, { origin })),
        passkeys.registrationComplete(user.state, user.token, authenticator.register(b!.body, { origin })),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect((await passkeys.list(user.token)).body.credentials).toHaveLength(1);
    },
  );
});
