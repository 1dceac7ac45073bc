import { KeyObject } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { signEs256Jwt } from '../../server/tokens/signEs256Jwt';

describe('signEs256Jwt', () => {
  it('makes a token that a JOSE library verifies with the published key, and refuses once changed', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' }] });
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: 'https://id.example',
      aud: 'demo',
      sub: 'u1',
      iat: now,
      exp: now + 60,
      amr: ['otp'],
    };
    const token = signEs256Jwt({ kid: 'k1', typ: 'JWT' }, claims, KeyObject.from(privateKey));
    const { payload, protectedHeader } = await jwtVerify(token, jwks, {
      issuer: 'https://id.example',
      audience: 'demo',
    });
    expect(protectedHeader).toEqual({ alg: 'ES256', kid: 'k1', typ: 'JWT' });
    expect(payload).toEqual(claims);
    const [head, body, signature] = token.split('.') as [string, string, string];
    expect(Buffer.from(signature, 'base64url')).toHaveLength(64);
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, sub: 'u2' })).toString('base64url')}.${signature}`;
    await expect(jwtVerify(forged, jwks)).rejects.toThrow();
    expect(body).not.toContain('=');
  });
});
