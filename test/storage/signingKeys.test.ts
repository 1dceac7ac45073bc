import { exportJWK, generateKeyPair } from 'jose';
import { expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createServices } from '../../server/createServices';
import { KEY_PUBLISH_LEAD_MS } from '../../server/tokens/keyTiming';
import { describeStorage } from './describeStorage';
import { FakeClock } from './FakeClock';
import { storageTarget } from './storageTarget';

const GRACE_MS = 3_600_000;

describeStorage('SigningKeys', (storage, dialect) => {
  it('creates the first key at start, once: the next instance loads the same key', async () => {
    const { services, another } = storage();
    const second = await another();
    expect(second.keys.active.kid).toBe(services.keys.active.kid);
    const rows = await services.db.kysely.selectFrom('signing_keys').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kid: services.keys.active.kid, retired_at: null });
    expect(typeof rows[0]?.created_at).toBe('number');
  });

  it('publishes only public key parts', async () => {
    const { services } = storage();
    const { keys } = await services.keys.jwks(GRACE_MS);
    expect(keys).toEqual([
      {
        kty: 'EC',
        crv: 'P-256',
        x: expect.any(String),
        y: expect.any(String),
        kid: services.keys.active.kid,
        alg: 'ES256',
        use: 'sig',
      },
    ]);
  });

  it('publishes a new key at once, signs with it after the publish lead, and lists the old one for the grace only', async () => {
    const { services, clock } = storage();
    const old = services.keys.active.kid;
    clock.advance(1_000);
    const { kid, signsFrom } = await services.keys.rotate();
    expect(kid).not.toBe(old);
    expect(signsFrom - clock.now()).toBe(KEY_PUBLISH_LEAD_MS);
    expect((await services.keys.jwks(GRACE_MS)).keys.map((k) => k.kid)).toEqual([kid, old]);
    await services.keys.load();
    expect(services.keys.active.kid).toBe(old);

    clock.advance(KEY_PUBLISH_LEAD_MS - 1);
    await services.keys.load();
    expect(services.keys.active.kid).toBe(old);
    clock.advance(1);
    await services.keys.load();
    expect(services.keys.active.kid).toBe(kid);

    clock.advance(GRACE_MS - 1);
    expect((await services.keys.jwks(GRACE_MS)).keys.map((k) => k.kid)).toEqual([kid, old]);
    clock.advance(1);
    expect((await services.keys.jwks(GRACE_MS)).keys.map((k) => k.kid)).toEqual([kid]);
  });

  it('keeps private keys sealed at rest, and seals a key an older host stored in clear', async () => {
    const { services, another } = storage();
    const kid = services.keys.active.kid;
    const stored = async () =>
      (
        await services.db.kysely
          .selectFrom('signing_keys')
          .select('private_jwk')
          .where('kid', '=', kid)
          .executeTakeFirstOrThrow()
      ).private_jwk;
    const sealed = await stored();
    expect(sealed).toMatch(/^sealed\.v1\.[A-Za-z0-9_-]{8}\./);
    expect(sealed).not.toContain('"d"');

    // What a host before sealing wrote: the private JWK in clear.
    const clear = await exportJWK((await generateKeyPair('ES256', { extractable: true })).privateKey);
    await services.db.kysely
      .updateTable('signing_keys')
      .set({ private_jwk: JSON.stringify(clear) })
      .where('kid', '=', kid)
      .execute();
    const next = await another();
    expect(next.keys.active.kid).toBe(kid);
    expect(await stored()).toMatch(/^sealed\.v1\./);
    expect(await stored()).not.toContain(String(clear.d));
  });

  it.skipIf(dialect !== 'postgres')(
    'keeps every key in use published when instances start together',
    async () => {
      const target = await storageTarget(dialect, 'keysrace');
      const clock = new FakeClock();
      const config = loadConfig({ ...target.env, LOG_LEVEL: 'silent' });
      const instances = await Promise.all(Array.from({ length: 4 }, () => createServices(config, { clock })));
      try {
        clock.advance(10 * GRACE_MS);
        const published = (await instances[0]!.keys.jwks(GRACE_MS)).keys.map((k) => k.kid);
        for (const instance of instances) expect(published).toContain(instance.keys.active.kid);
      } finally {
        await Promise.all(instances.map((i) => i.db.kysely.destroy()));
        await target.drop();
      }
    },
  );
});
