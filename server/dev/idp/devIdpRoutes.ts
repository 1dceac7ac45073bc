import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEV_IDP_PATH } from '../../../contract/sso';
import { uidParams } from '../../http/schemas';
import { sendPage } from '../../http/sendPage';
import { type Html, html } from '../../pages/html';
import { renderPage } from '../../pages/renderPage';
import type { Services } from '../../Services';
import { normalizeEmail } from '../../signin/normalizeEmail';
import { PROVIDERS } from '../../sso/providers';
import { createDevIdp, type DevIdp } from './createDevIdp';

const signInBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    email: { type: 'string', maxLength: 254 },
    name: { type: 'string', maxLength: 100 },
    verified: { type: 'string', enum: ['on'] },
  },
  required: ['email'],
} as const;

/**
 * Mounts the stand-in identity provider at /dev/idp (dev mode only) and its "sign in as" page.
 * The provider is a Koa app: its requests bypass Fastify's body parsing and go to it as they came.
 */
export function devIdpRoutes(app: FastifyInstance, services: Services): void {
  // Made on first use: a host that never shows the stand-in pays nothing for it.
  let made: Promise<DevIdp> | undefined;
  const devIdp = () => {
    made ??= createDevIdp(services);
    return made;
  };

  app.route({
    method: ['GET', 'POST', 'HEAD'],
    url: `${DEV_IDP_PATH}/*`,
    onRequest: async (request, reply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url?.slice(DEV_IDP_PATH.length) || '/';
      await (await devIdp()).handle(raw, reply.raw);
    },
    handler: async () => undefined,
  });

  app.get<{ Params: { uid: string } }>(
    `${DEV_IDP_PATH}/interaction/:uid`,
    { schema: { params: uidParams } },
    async (request, reply) => {
      const idp = await devIdp();
      const details = await idp.provider.interactionDetails(request.raw, reply.raw);
      if (details.uid !== request.params.uid) return reply.code(400).send();
      return page(reply, 200, signInForm(details.uid, details.params.redirect_uri));
    },
  );

  app.post<{ Params: { uid: string }; Body: { email: string; name?: string; verified?: 'on' } }>(
    `${DEV_IDP_PATH}/interaction/:uid`,
    { schema: { params: uidParams, body: signInBody } },
    async (request, reply) => {
      const idp = await devIdp();
      const details = await idp.provider.interactionDetails(request.raw, reply.raw);
      const email = normalizeEmail(request.body.email);
      if (!email)
        return page(
          reply,
          400,
          signInForm(details.uid, details.params.redirect_uri, 'Type a valid email address.'),
        );
      const accountId = idp.remember({
        email,
        name: request.body.name?.trim() || email.slice(0, email.indexOf('@')),
        emailVerified: request.body.verified === 'on',
      });
      const returnTo = await idp.provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId } },
        {
          mergeWithLastSubmission: false,
        },
      );
      return reply.redirect(returnTo, 303);
    },
  );

  // The visitor declines: the provider answers the sign-in with `access_denied`, as a real one
  // does when its consent screen is cancelled (docs/widget.md "Sign-ins that come back").
  app.post<{ Params: { uid: string } }>(
    `${DEV_IDP_PATH}/interaction/:uid/cancel`,
    { schema: { params: uidParams } },
    async (request, reply) => {
      const idp = await devIdp();
      const returnTo = await idp.provider.interactionResult(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'The visitor cancelled.' },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    },
  );
}

function signInForm(uid: string, redirectUri: unknown, error?: string): Html {
  const id = typeof redirectUri === 'string' ? redirectUri.slice(redirectUri.lastIndexOf('/') + 1) : '';
  const provider = Object.values(PROVIDERS).find((p) => p.id === id)?.name ?? 'SSO';
  return html`<main><h1>Sign in as…</h1>
<p>Dev mode's stand-in for the <strong>${provider}</strong> button: type who you want to be. Nothing leaves this machine.</p>
${error && html`<p role="alert">${error}</p>`}
<form method="post" action="${DEV_IDP_PATH}/interaction/${uid}">
<p><label>Email<br><input name="email" type="email" autocomplete="email" required autofocus style="width:100%;padding:8px"></label></p>
<p><label>Name<br><input name="name" autocomplete="name" style="width:100%;padding:8px"></label></p>
<p><label><input name="verified" type="checkbox" checked> The provider verified this email</label></p>
<button type="submit">Sign in</button>
</form>
<form method="post" action="${DEV_IDP_PATH}/interaction/${uid}/cancel"><button type="submit">Cancel</button></form></main>`;
}

function page(reply: FastifyReply, status: number, body: Html) {
  return sendPage(reply, renderPage({ title: 'Sign in as… (dev)', body }), { status, formLeavesHost: true });
}
