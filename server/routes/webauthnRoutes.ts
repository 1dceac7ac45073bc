import type { FastifyInstance } from 'fastify';
import { type PasskeyAssertion, type PasskeyRegistration, WEBAUTHN_API } from '../../contract/webauthn';
import type { DefaultParams } from '../../contract/wire';
import { requireApp } from '../http/requireApp';
import { requireState } from '../http/requireState';
import { paramsSchema, responses, stateParams } from '../http/schemas';
import type { Services } from '../Services';
import { completeLogin } from '../webauthn/completeLogin';
import { completeRegistration } from '../webauthn/completeRegistration';
import { pageOrigin } from '../webauthn/pageOrigin';
import {
  assertionResultProperties,
  credentialRequired,
  passkeySummarySchema,
  registrationResultProperties,
} from '../webauthn/passkeySchemas';
import { signedInUser } from '../webauthn/signedInUser';
import { startLogin } from '../webauthn/startLogin';
import { startRegistration } from '../webauthn/startRegistration';

type Start = { Params: { state: string }; Body: DefaultParams };
type Complete<T> = { Params: { state: string }; Body: DefaultParams & T };

/** WebAuthn options go to the browser as they are (spec §3 "Passkey registration options"). */
const optionsResponse = responses({ type: 'object', additionalProperties: true, required: ['challenge'] });

/**
 * spec §7 `/v1/webauthn/registration/{start,complete}` and `/v1/webauthn/login/{start,complete}`,
 * with the state as the last path segment. Registration needs the signed-in user's ID token
 * (`Authorization: Bearer`); login finishes a sign-in (docs/architecture.md §6: passkey sign-in is on).
 */
export function webauthnRoutes(app: FastifyInstance, services: Services): void {
  app.post<Start>(
    `${WEBAUTHN_API.registrationStart}/:state`,
    { schema: { params: stateParams, body: paramsSchema(), response: optionsResponse } },
    async (request, reply) => {
      const merchant = await requireApp(services, request, reply, request.body.appId);
      const state = requireState(services, request.params.state);
      const signedIn = await signedInUser(services, request, merchant.id);
      reply.header('Cache-Control', 'no-store');
      return startRegistration(services, {
        app: merchant,
        state,
        signedIn,
        ...pageOrigin(services, merchant, request),
      });
    },
  );

  app.post<Complete<PasskeyRegistration>>(
    `${WEBAUTHN_API.registrationComplete}/:state`,
    {
      schema: {
        params: stateParams,
        body: paramsSchema(registrationResultProperties, credentialRequired),
        response: responses({
          type: 'object',
          properties: { verified: { type: 'boolean' }, credential: passkeySummarySchema },
          required: ['verified', 'credential'],
        }),
      },
    },
    async (request, reply) => {
      const merchant = await requireApp(services, request, reply, request.body.appId);
      const state = requireState(services, request.params.state);
      const signedIn = await signedInUser(services, request, merchant.id);
      return completeRegistration(services, { app: merchant, state, signedIn, response: request.body });
    },
  );

  app.post<Start>(
    `${WEBAUTHN_API.loginStart}/:state`,
    { schema: { params: stateParams, body: paramsSchema(), response: optionsResponse } },
    async (request, reply) => {
      const merchant = await requireApp(services, request, reply, request.body.appId);
      const state = requireState(services, request.params.state);
      reply.header('Cache-Control', 'no-store');
      return startLogin(services, { app: merchant, state, ...pageOrigin(services, merchant, request) });
    },
  );

  app.post<Complete<PasskeyAssertion>>(
    `${WEBAUTHN_API.loginComplete}/:state`,
    {
      schema: {
        params: stateParams,
        body: paramsSchema(assertionResultProperties, credentialRequired),
        response: responses({
          type: 'object',
          properties: { code: { type: 'string' }, asId: { type: 'string' } },
          required: ['code', 'asId'],
        }),
      },
    },
    async (request, reply) => {
      const merchant = await requireApp(services, request, reply, request.body.appId);
      const state = requireState(services, request.params.state);
      reply.header('Cache-Control', 'no-store');
      return completeLogin(services, { app: merchant, state, response: request.body });
    },
  );
}
