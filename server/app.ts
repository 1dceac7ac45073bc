import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { BODY_LIMIT_BYTES } from '../contract/constants';
import { adminRoutes } from './admin/adminRoutes';
import { toErrorBody } from './errors/toErrorBody';
import { everyAnswerHeaders, headerRecord, requestIdOf } from './http/answerHeaders';
import { registerClientLimits } from './http/clientLimits';
import { registerCorsHooks } from './http/corsHooks';
import { FastLane } from './http/FastLane';
import { hostServer } from './http/hostServer';
import { lazyChildLogger } from './http/lazyChildLogger';
import { lazySerializers } from './http/lazySerializers';
import { redactUrl } from './http/redactUrl';
import { SERVER_TIMEOUTS } from './http/serverTimeouts';
import { validatorCompiler } from './http/validatorCompiler';
import { oidcRoutes } from './oidc/oidcRoutes';
import { checkProductionConfig } from './production/checkProductionConfig';
import { addressRoutes } from './routes/addressRoutes';
import { countryListRoute } from './routes/countryListRoute';
import { deliveryFallbackRoutes } from './routes/deliveryFallbackRoutes';
import { deviceRoutes } from './routes/deviceRoutes';
import { hostedPageRoutes } from './routes/hostedPageRoutes';
import { intentRoute } from './routes/intentRoute';
import { jwksRoute } from './routes/jwksRoute';
import { linkRoutes } from './routes/linkRoutes';
import { merchantConfigRoute } from './routes/merchantConfigRoute';
import { merchantEventsRoute } from './routes/merchantEventsRoute';
import { merchantTokenRoute } from './routes/merchantTokenRoute';
import { oneTapCompleteRoute } from './routes/oneTapCompleteRoute';
import { oneTapKnownRoute } from './routes/oneTapKnownRoute';
import { openApiRoute } from './routes/openApiRoute';
import { otpRoute } from './routes/otpRoute';
import { privacyRoute } from './routes/privacyRoute';
import { qrRoutes } from './routes/qrRoutes';
import { readyzRoute } from './routes/readyzRoute';
import { redirectUriRoute } from './routes/redirectUriRoute';
import { sdkEventRoute } from './routes/sdkEventRoute';
import { sessionRoutes } from './routes/sessionRoutes';
import { silentAuthRoutes } from './routes/silentAuthRoutes';
import { ssoRoutes } from './routes/ssoRoutes';
import { stateRoute } from './routes/stateRoute';
import { staticRoutes } from './routes/staticRoutes';
import { statusRoute } from './routes/statusRoute';
import { statusStreamRoute } from './routes/statusStreamRoute';
import { supportTicketRoute } from './routes/supportTicketRoute';
import { truecallerRoutes } from './routes/truecallerRoutes';
import { twilioSmsStatusRoute } from './routes/twilioSmsStatusRoute';
import { upiWebhookRoutes } from './routes/upiWebhookRoutes';
import { verifyCodeRoute } from './routes/verifyCodeRoute';
import { voiceRoutes } from './routes/voiceRoutes';
import { webauthnCredentialRoutes } from './routes/webauthnCredentialRoutes';
import { webauthnRoutes } from './routes/webauthnRoutes';
import { whatsappWebhookRoutes } from './routes/whatsappWebhookRoutes';
import type { Services } from './Services';
import { webhookWorker } from './webhooks/webhookWorker';

type Route = (app: FastifyInstance, services: Services) => void | Promise<void>;

/** The widget-facing calls of spec §7 and the merchant-facing additions, in one table. */
const ROUTES: Route[] = [
  stateRoute,
  merchantConfigRoute,
  intentRoute,
  otpRoute,
  statusRoute,
  verifyCodeRoute,
  redirectUriRoute,
  countryListRoute,
  merchantTokenRoute,
  merchantEventsRoute,
  jwksRoute,
  privacyRoute,
  linkRoutes,
  whatsappWebhookRoutes,
  statusStreamRoute,
  qrRoutes,
  oneTapCompleteRoute,
  oneTapKnownRoute,
  deviceRoutes,
  supportTicketRoute,
  silentAuthRoutes,
  voiceRoutes,
  upiWebhookRoutes,
  truecallerRoutes,
  twilioSmsStatusRoute,
  deliveryFallbackRoutes,
  ssoRoutes,
  webauthnRoutes,
  webauthnCredentialRoutes,
  hostedPageRoutes,
  sessionRoutes,
  addressRoutes,
  sdkEventRoute,
  oidcRoutes,
  webhookWorker,
  adminRoutes,
];

/** Builds the provider host on the given services. `serveStatic` is off in API-only tests. */
export async function buildApp(
  services: Services,
  options: { serveStatic?: boolean; logger?: boolean } = {},
) {
  checkProductionConfig(services.config);
  const lane = new FastLane();
  const app = Fastify({
    serverFactory: (handler) => hostServer(lane.listener(handler)),
    logger:
      options.logger === false
        ? false
        : {
            level: services.config.logLevel,
            serializers: {
              req: (req) => ({ method: req.method, url: redactUrl(req.url), reqId: req.id }),
            },
          },
    childLoggerFactory: lazyChildLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    ...SERVER_TIMEOUTS,
    trustProxy: services.config.trustProxy,
    requestIdHeader: false,
    genReqId: requestIdOf,
    return503OnClosing: true,
    schemaController: { compilersFactory: { buildSerializer: lazySerializers } },
    // A malformed URL escape fails before routing, so no hook or error handler runs: answer it
    // here in the same shape and with the request id (docs/security.md "Reliability", spec §8).
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const { body } = toErrorBody(error, request.id);
      reply.headers(headerRecord(everyAnswerHeaders(request.id)));
      reply.code(body.statusCode).send(body);
    },
  });

  app.decorate('fastLane', lane);
  lane.logTo(app.log);
  app.addHook('preClose', async () => lane.close());
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headerRecord(everyAnswerHeaders(request.id)));
  });
  registerCorsHooks(app, services);
  // Bodies are JSON (and the link page's form): anything else, text/plain included, is a 415.
  app.setValidatorCompiler(validatorCompiler);
  app.removeContentTypeParser('text/plain');
  await app.register(fastifyFormbody, { bodyLimit: BODY_LIMIT_BYTES });

  app.setErrorHandler((error, request, reply) => {
    const { body, retryAfter, known } = toErrorBody(error, request.id);
    // A known failure of ours or a provider's (delivery_failed, a channel not set up, a store
    // down) is the operator's to fix: error level, with the provider's own cause.
    if (known && body.statusCode >= 500)
      request.log.error(
        { code: body.error, err: (error as { cause?: unknown }).cause ?? error },
        body.message,
      );
    else if (known) request.log.info({ code: body.error }, body.message);
    else request.log.error({ err: error }, 'unhandled error');
    if (retryAfter !== undefined) reply.header('Retry-After', String(retryAfter));
    return reply.code(body.statusCode).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const { body } = toErrorBody({ statusCode: 404 }, request.id);
    return reply.code(404).send(body);
  });

  // Registered before the routes so it sees each one's schema.
  await openApiRoute(app, services);
  // Per-client limits attach to the routes as they are added (contract/clientLimits.ts).
  await registerClientLimits(app, services);
  for (const route of ROUTES) await route(app, services);
  if (services.config.mode === 'dev') {
    // Loaded on demand: production never imports the dev-only pages and stand-ins.
    const { DEV_ROUTES } = await import('./dev/devRoutes');
    for (const route of DEV_ROUTES) await route(app, services);
  }
  if (options.serveStatic !== false) await staticRoutes(app, services);
  app.get('/healthz', async () => ({ ok: true }));
  readyzRoute(app, services);
  return app;
}
