// "Sign in with Sesame" in an Express app, through OpenID Connect with openid-client.
// Run: SESAME_ISSUER=https://sesame.example CLIENT_ID=app CLIENT_SECRET=… BASE_URL=http://localhost:3000 node server.mjs
// Register BASE_URL/callback as a redirect URI of the app (npm run apps -- edit APP --redirect-uri …).
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import express from 'express';
import * as client from 'openid-client';

export async function createApp({ issuer, clientId, clientSecret, baseUrl }) {
  const config = await client.discovery(
    new URL(issuer),
    clientId,
    undefined,
    client.ClientSecretBasic(clientSecret),
    // Only a local Sesame in dev mode speaks plain http.
    issuer.startsWith('http://') ? { execute: [client.allowInsecureRequests] } : undefined,
  );
  // A real app keeps this in its session store; a map keyed by a random cookie is enough here.
  const sessions = new Map();
  const sessionOf = (req) => {
    const id = /(?:^|;\s*)sid=([\w-]+)/.exec(req.headers.cookie ?? '')?.[1];
    return id ? sessions.get(id) : undefined;
  };

  const app = express();
  app.get('/', (req, res) => {
    const user = sessionOf(req)?.user;
    res
      .type('html')
      .send(
        user
          ? `<p id="greeting">Hello ${escapeHtml(user.email ?? user.phone_number ?? user.sub)}</p>`
          : '<a id="signin" href="/login">Sign in with Sesame</a>',
      );
  });

  app.get('/login', async (_req, res) => {
    const id = randomBytes(16).toString('base64url');
    const checks = {
      verifier: client.randomPKCECodeVerifier(),
      state: client.randomState(),
      nonce: client.randomNonce(),
    };
    sessions.set(id, { checks });
    res.setHeader('Set-Cookie', `sid=${id}; HttpOnly; SameSite=Lax; Path=/`);
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: `${baseUrl}/callback`,
      scope: 'openid email phone profile',
      code_challenge: await client.calculatePKCECodeChallenge(checks.verifier),
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
    });
    res.redirect(url.href);
  });

  app.get('/callback', async (req, res) => {
    const session = sessionOf(req);
    if (!session?.checks) return res.status(400).send('No sign-in in progress');
    try {
      const tokens = await client.authorizationCodeGrant(config, new URL(req.originalUrl, baseUrl), {
        pkceCodeVerifier: session.checks.verifier,
        expectedState: session.checks.state,
        expectedNonce: session.checks.nonce,
      });
      session.user = tokens.claims();
      session.checks = undefined;
      res.redirect('/');
    } catch (error) {
      res.status(400).send(`Sign-in failed: ${escapeHtml(String(error.message))}`);
    }
  });
  return app;
}

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
  const app = await createApp({
    issuer: process.env.SESAME_ISSUER ?? 'http://localhost:8787',
    clientId: process.env.CLIENT_ID ?? 'demo',
    clientSecret: process.env.CLIENT_SECRET ?? 'demo-secret',
    baseUrl,
  });
  app.listen(Number(new URL(baseUrl).port || 3000), () => console.log(`Example app on ${baseUrl}`));
}
