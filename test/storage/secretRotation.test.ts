import { CompactSign, compactVerify, importJWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createServices } from '../../server/createServices';
import type { Services } from '../../server/Services';
import { FakeClock } from './FakeClock';
import { DIALECTS, isReachable } from './storageDialects';
import { storageTarget } from './storageTarget';

const OLD = 'old-secret-'.padEnd(40, 'o');
const NEW = 'new-secret-'.padEnd(40, 'n');
const GRACE_MS = 3_600_000;

/**
 * docs/security.md "Rotating `SESAME_SECRET`": the signing keys survive a change of the server
 * secret. One start with SESAME_SECRET=<new> and SESAME_SECRET_PREVIOUS=<old> re-seals them under
 * the new secret; from then on the new secret alone opens them, and the old one no longer does.
 */
describe.each(DIALECTS)('%s', (dialect) => {
  describe.skipIf(!isReachable(dialect))('rotating SESAME_SECRET', () => {
    it('re-seals the signing keys with SESAME_SECRET_PREVIOUS, keeping the key and its JWKS', async () => {
      const target = await storageTarget(dialect, 'secretrotation');
      const clock = new FakeClock();
      const start = (env: Record<string, string>) =>
        createServices(loadConfig({ ...target.env, LOG_LEVEL: 'silent', ...env }), { clock });
      const stored = async (services: Services) =>
        (await services.db.kysely.selectFrom('signing_keys').select('private_jwk').executeTakeFirstOrThrow())
          .private_jwk;
      const boxId = (box: string) => box.split('.')[2];
      try {
        const first = await start({ SESAME_SECRET: OLD });
        const kid = first.keys.active.kid;
        const [published] = (await first.keys.jwks(GRACE_MS)).keys;
        const oldBox = await stored(first);
        await first.db.kysely.destroy();

        // The new secret alone cannot open what the old one sealed: the host refuses to start.
        await expect(start({ SESAME_SECRET: NEW })).rejects.toThrow(/sealed with another SESAME_SECRET/);

        // One start with the old secret as the previous one re-seals every key under the new one.
        const rotating = await start({ SESAME_SECRET: NEW, SESAME_SECRET_PREVIOUS: OLD });
        expect(rotating.keys.active.kid).toBe(kid);
        const newBox = await stored(rotating);
        expect(newBox).toMatch(/^sealed\.v1\./);
        expect(boxId(newBox)).not.toBe(boxId(oldBox));
        await rotating.db.kysely.destroy();

        // From now on the new secret alone starts, signs with the same key, publishes the same JWKS.
        const after = await start({ SESAME_SECRET: NEW });
        expect(after.keys.active.kid).toBe(kid);
        expect((await after.keys.jwks(GRACE_MS)).keys).toEqual([published]);
        const token = await new CompactSign(new TextEncoder().encode('signed after rotation'))
          .setProtectedHeader({ alg: 'ES256', kid })
          .sign(after.keys.active.key);
        const verified = await compactVerify(token, await importJWK(published!, 'ES256'));
        expect(new TextDecoder().decode(verified.payload)).toBe('signed after rotation');
        await after.db.kysely.destroy();

        // And the old secret no longer opens the keys.
        await expect(start({ SESAME_SECRET: OLD })).rejects.toThrow(/sealed with another SESAME_SECRET/);
      } finally {
        await target.drop();
      }
    });
  });
});
