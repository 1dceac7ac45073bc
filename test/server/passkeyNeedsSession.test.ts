import { describe, expect, it } from 'vitest';
import { issueIdToken } from '../../server/tokens/issueIdToken';
import { expectErrorShape, type Reply } from '../support/apiClient';
import { fakeClockHost } from '../support/fakeClockHost';
import { passkeyClient } from '../support/passkeyClient';
import { sessionClient } from '../support/sessionClient';

function expectSigninRequired(res: Reply<unknown>): void {
  expect(res.status).toBe(401);
  expect(expectErrorShape(res).error).toBe('signin_required');
}

/**
 * docs/security.md "Revocation is total": an ID token lives an hour and cannot be recalled, so the
 * calls that change the account (passkeys) also ask that the sign-in's session is still live.
 */
describe('passkey registration needs a live session', () => {
  const env = fakeClockHost();
  const passkeys = () => passkeyClient(env.api, env.host.services.issuer);

  async function signedIn(email: string) {
    const { state, code, session } = await sessionClient(env.api).signedIn(email);
    const verified = (await env.api.verifyCode(state, code)).body;
    return { state, token: verified.token as string, user: verified.user, session };
  }

  it('stops an ID token from registering passkeys once its session was logged out', async () => {
    const { state, token, session } = await signedIn('ada@example.com');
    expect((await passkeys().registrationStart(state, token)).status).toBe(200);
    expect((await passkeys().list(token)).status).toBe(200);

    const out = await sessionClient(env.api).logout(state, {
      sessionId: session.sessionId,
      sessionToken: session.sessionToken,
    });
    expect(out.status).toBe(200);
    // The token itself is still unexpired: only its session ended.
    expectSigninRequired(await passkeys().registrationStart(state, token));
    expectSigninRequired(await passkeys().list(token));
    const elsewhere = await env.api.state();
    expectSigninRequired(await passkeys().registrationStart(elsewhere, token));
  });

  it('refuses a valid ID token of this host that is tied to no session', async () => {
    const { state, token, user } = await signedIn('bo@example.com');
    const now = env.clock.now();
    const loose = await issueIdToken({
      keys: env.host.services.keys,
      issuer: env.host.services.issuer,
      appId: 'demo',
      user,
      authTime: now,
      amr: 'EMAIL_LOGIN',
      now,
    });
    expectSigninRequired(await passkeys().registrationStart(state, loose));
    expect((await passkeys().registrationStart(state, token)).status).toBe(200);
  });
});
