import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEV_OPERATOR_PATHS } from '../../../contract/silentAuth';
import {
  DEV_OPERATOR_CLIENT_ID,
  devOperatorClientSecret,
} from '../../channels/silentauth/silentAuthSettings';
import { silentAuthRedirectUri } from '../../channels/silentauth/startSilentAuthIntent';
import { sendPage } from '../../http/sendPage';
import type { Services } from '../../Services';
import { DevOperatorNetwork, type SimAnswer } from './DevOperatorNetwork';
import { operatorConsentPage, operatorSettingsPage, SIM_SETTINGS, type SimSetting } from './operatorPages';

/** The cookie holding this browser's choice on the operator page. */
const SIM_COOKIE = 'sesame_dev_sim';

type AuthorizeQuery = { client_id?: string; redirect_uri?: string; state?: string; login_hint?: string };

/**
 * Dev mode's operator network, a counterpart of a CAMARA Number Verification operator that a
 * person can click through: `/dev/operator` chooses how this browser's "SIM" answers; the
 * authorization endpoint answers at once as that SIM (or asks, when told to), the token
 * endpoint checks the client's Basic credentials and the code, and `/verify` compares the
 * number with the device's. The host calls it through the same adapter as a real operator.
 */
export function operatorSimulatorRoutes(app: FastifyInstance, services: Services): void {
  const network = new DevOperatorNetwork();
  const redirectUri = silentAuthRedirectUri(services.issuer);
  const setting = (request: FastifyRequest): SimSetting => {
    const match = new RegExp(`(?:^|;\\s*)${SIM_COOKIE}=(\\w+)`).exec(request.headers.cookie ?? '');
    const value = match?.[1] as SimSetting | undefined;
    return value && SIM_SETTINGS.includes(value) ? value : 'ask';
  };
  const answer = (query: AuthorizeQuery, sim: SimAnswer) => {
    const checked = (query.login_hint ?? '').replace(/^tel:/, '');
    const code = network.issueCode(checked, sim, redirectUri);
    return `${redirectUri}?${new URLSearchParams({ code, state: query.state ?? '' })}`;
  };
  const known = (query: AuthorizeQuery) =>
    query.client_id === DEV_OPERATOR_CLIENT_ID && query.redirect_uri === redirectUri && Boolean(query.state);

  app.get(DEV_OPERATOR_PATHS.page, (request, reply) =>
    sendPage(reply, operatorSettingsPage(setting(request))),
  );

  app.post<{ Body: { sim?: string } }>(DEV_OPERATOR_PATHS.page, (request, reply) => {
    const sim = SIM_SETTINGS.find((s) => s === request.body?.sim) ?? 'ask';
    reply.header('Set-Cookie', `${SIM_COOKIE}=${sim}; Path=/dev; SameSite=Lax; HttpOnly`);
    return sendPage(reply, operatorSettingsPage(sim));
  });

  app.get<{ Querystring: AuthorizeQuery }>(DEV_OPERATOR_PATHS.authorize, (request, reply) => {
    const query = request.query;
    if (!known(query)) return reply.code(400).send({ error: 'invalid_request' });
    const sim = setting(request);
    if (sim !== 'ask') return reply.redirect(answer(query, sim), 302);
    const fields = {
      client_id: query.client_id ?? '',
      redirect_uri: query.redirect_uri ?? '',
      state: query.state ?? '',
      login_hint: query.login_hint ?? '',
    };
    return sendPage(reply, operatorConsentPage(fields, fields.login_hint.replace(/^tel:/, '')), {
      formLeavesHost: true,
    });
  });

  app.post<{ Body: AuthorizeQuery & { sim?: string } }>(DEV_OPERATOR_PATHS.authorize, (request, reply) => {
    const body = request.body ?? {};
    if (!known(body) || (body.sim !== 'match' && body.sim !== 'mismatch'))
      return reply.code(400).send({ error: 'invalid_request' });
    return reply.redirect(answer(body, body.sim), 303);
  });

  app.post<{ Body: { grant_type?: string; code?: string; redirect_uri?: string } }>(
    DEV_OPERATOR_PATHS.token,
    (request, reply) => {
      const expected = Buffer.from(
        `${DEV_OPERATOR_CLIENT_ID}:${encodeURIComponent(devOperatorClientSecret(services))}`,
      ).toString('base64');
      if (request.headers.authorization !== `Basic ${expected}`)
        return reply.code(401).send({ error: 'invalid_client' });
      const body = request.body ?? {};
      const token =
        body.grant_type === 'authorization_code' && body.code
          ? network.redeemCode(body.code, body.redirect_uri ?? '')
          : undefined;
      if (!token) return reply.code(400).send({ error: 'invalid_grant' });
      return { access_token: token, token_type: 'Bearer', expires_in: 120 };
    },
  );

  app.post<{ Body: { phoneNumber?: string } }>(`${DEV_OPERATOR_PATHS.api}/verify`, (request, reply) => {
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const device = bearer ? network.deviceNumberOf(bearer) : undefined;
    if (!device)
      return reply
        .code(401)
        .send({ status: 401, code: 'UNAUTHENTICATED', message: 'Request not authenticated' });
    const phoneNumber = request.body?.phoneNumber;
    if (typeof phoneNumber !== 'string')
      return reply
        .code(400)
        .send({ status: 400, code: 'INVALID_ARGUMENT', message: 'phoneNumber is required' });
    return { devicePhoneNumberVerified: phoneNumber === device };
  });
}
