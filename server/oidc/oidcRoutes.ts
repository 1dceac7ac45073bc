import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OIDC_PATHS, type OidcLoginRequest, type OidcLoginResponse } from '../../contract/oidc';
import { SesameError } from '../errors/SesameError';
import { codeBody, uidParams } from '../http/schemas';
import { sendHostedPage } from '../http/sendHostedPage';
import type { Services } from '../Services';
import { finishOidcLogin } from './finishOidcLogin';
import { OidcHost } from './OidcHost';
import { signOutUser } from './signOutUser';

/**
 * The OpenID Connect provider on the host (docs/oidc.md): discovery and every endpoint under
 * /oidc go to oidc-provider as they came (it reads its own bodies); the interaction, where a
 * person signs in, is Sesame's hosted sign-in page with every channel of the app.
 */
export function oidcRoutes(app: FastifyInstance, services: Services): void {
  const host = new OidcHost(services, (userId) => signOutUser(services, userId));

  app.route({
    method: ['GET', 'POST', 'HEAD', 'OPTIONS'],
    url: `${OIDC_PATHS.prefix}/*`,
    schema: { hide: true },
    onRequest: async (request, reply) => forward(host, request, reply),
    handler: async () => undefined,
  });
  app.route({
    method: ['GET', 'HEAD', 'OPTIONS'],
    url: OIDC_PATHS.discovery,
    schema: { hide: true },
    onRequest: async (request, reply) => forward(host, request, reply),
    handler: async () => undefined,
  });

  app.get<{ Params: { uid: string } }>(
    `${OIDC_PATHS.interaction}/:uid`,
    { schema: { params: uidParams, hide: true } },
    async (request, reply) => {
      const provider = await host.provider();
      const details = await interaction(host, request, reply);
      const merchant = await services.apps.get(String(details.params.client_id));
      if (!merchant) throw new SesameError('unknown_app');
      if (details.prompt.name === 'consent') {
        // First-party apps (docs/oidc.md): the grant is given without a consent screen.
        const grant = details.grantId
          ? await provider.Grant.find(details.grantId)
          : new provider.Grant({ clientId: merchant.id, accountId: details.session?.accountId ?? '' });
        if (!grant) throw new SesameError('invalid_request');
        grant.addOIDCScope(String(details.params.scope ?? 'openid'));
        const grantId = await grant.save();
        const redirectTo = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } });
        return reply.redirect(redirectTo, 303);
      }
      const page = {
        merchant,
        // OpenID Connect's ui_locales (space-separated, preferred first) names the visitor's language.
        locale: String(details.params.ui_locales ?? '').split(' ')[0],
        acceptLanguage: request.headers['accept-language'],
        parentOrigin: null,
        script: OIDC_PATHS.script,
      };
      return sendHostedPage(reply, page, { callsHost: true, referrer: 'no-referrer' });
    },
  );

  app.post<{ Params: { uid: string }; Body: OidcLoginRequest }>(
    `${OIDC_PATHS.interaction}/:uid${OIDC_PATHS.loginSuffix}`,
    { schema: { params: uidParams, body: codeBody, hide: true } },
    async (request, reply): Promise<OidcLoginResponse> => {
      const provider = await host.provider();
      const details = await interaction(host, request, reply);
      const login = await finishOidcLogin(services, String(details.params.client_id), request.body.code);
      reply.header('Cache-Control', 'no-store');
      const redirectTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login },
        { mergeWithLastSubmission: false },
      );
      return { redirectTo };
    },
  );
}

/** Hands the request to oidc-provider untouched: Fastify neither parses nor answers it. */
async function forward(host: OidcHost, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const handle = await host.handler();
  reply.hijack();
  handle(request.raw, reply.raw);
}

/** The interaction this browser is in (its cookie), and it must be the one in the path. */
async function interaction(
  host: OidcHost,
  request: FastifyRequest<{ Params: { uid: string } }>,
  reply: FastifyReply,
) {
  const provider = await host.provider();
  const details = await provider.interactionDetails(request.raw, reply.raw).catch((cause: unknown) => {
    throw new SesameError('transaction_not_found', { cause });
  });
  if (details.uid !== request.params.uid) throw new SesameError('transaction_not_found');
  return details;
}
