import type { FastifyInstance } from 'fastify';
import { API } from '../../contract/paths';
import type { DefaultParams } from '../../contract/wire';
import { approveQr, findQrSignIn } from '../channels/qr/approveQr';
import { checkQrMatch } from '../channels/qr/checkQrMatch';
import { createQrSignIn } from '../channels/qr/createQrSignIn';
import { SesameError } from '../errors/SesameError';
import { requireApp } from '../http/requireApp';
import { requireState } from '../http/requireState';
import { paramsSchema, responses, stateParams } from '../http/schemas';
import { visitorLocale } from '../i18n/requestLocale';
import type { Services } from '../Services';
import { QR_REF, qrPhonePageRoute } from './qrPhonePageRoute';

/** What the phone typed: digits only; a wrong number of them is a wrong number (checkQrMatch). */
const MATCH_CODE = { type: 'string', minLength: 1, maxLength: 8, pattern: '^[0-9]+$' } as const;

const createResponse = {
  type: 'object',
  properties: {
    asId: { type: 'string' },
    qrRefId: { type: 'string' },
    intent: { type: 'string' },
    expiresIn: { type: 'integer' },
    matchCode: { type: 'string' },
  },
  required: ['asId', 'qrRefId', 'intent', 'expiresIn', 'matchCode'],
} as const;

const approveResponse = {
  type: 'object',
  properties: { approved: { type: 'boolean' }, merchant: { type: 'string' }, device: { type: 'string' } },
  required: ['approved', 'merchant', 'device'],
} as const;

const matchResponse = {
  type: 'object',
  properties: { matched: { type: 'boolean' } },
  required: ['matched'],
} as const;

/**
 * QR across devices: the desktop creates a QR sign-in (and then follows its status), the phone
 * opens `/q/{qrRefId}` (a read: it changes nothing), types the number the desktop shows, signs
 * in there and approves (POST, once). docs/security.md "Cross-device approvals".
 */
export function qrRoutes(app: FastifyInstance, services: Services): void {
  app.post<{ Params: { state: string }; Body: DefaultParams }>(
    `${API.qrCreate}/:state`,
    { schema: { params: stateParams, body: paramsSchema(), response: responses(createResponse) } },
    async (request, reply) => {
      const merchant = await requireApp(services, request, reply, request.body.appId);
      const state = requireState(services, request.params.state);
      return createQrSignIn(services, {
        app: merchant,
        state,
        userAgent: request.headers['user-agent'],
        ip: request.ip,
        locale: visitorLocale(request, request.body.locale, merchant),
      });
    },
  );

  // The phone checks the number before it signs in, so a typo is known before any code is sent.
  app.post<{ Params: { state: string }; Body: DefaultParams & { qrRefId: string; matchCode: string } }>(
    `${API.qrMatch}/:state`,
    {
      schema: {
        params: stateParams,
        body: paramsSchema({ qrRefId: QR_REF, matchCode: MATCH_CODE }, ['qrRefId', 'matchCode']),
        response: responses(matchResponse),
      },
    },
    async (request, reply) => {
      const merchant = await requireApp(services, request, reply, request.body.appId);
      requireState(services, request.params.state);
      const qr = await findQrSignIn(services, request.body.qrRefId);
      if (qr.app_id !== merchant.id) throw new SesameError('qr_invalid');
      await checkQrMatch(services, qr, request.body.matchCode);
      return { matched: true };
    },
  );

  app.post<{
    Params: { state: string };
    Body: DefaultParams & { qrRefId: string; code: string; matchCode: string };
  }>(
    `${API.qrApprove}/:state`,
    {
      schema: {
        params: stateParams,
        body: paramsSchema(
          { qrRefId: QR_REF, code: { type: 'string', minLength: 1, maxLength: 256 }, matchCode: MATCH_CODE },
          ['qrRefId', 'code', 'matchCode'],
        ),
        response: responses(approveResponse),
      },
    },
    async (request, reply) => {
      const merchant = await requireApp(services, request, reply, request.body.appId);
      const state = requireState(services, request.params.state);
      const done = await approveQr(services, {
        app: merchant,
        state,
        qrRefId: request.body.qrRefId,
        code: request.body.code,
        matchCode: request.body.matchCode,
      });
      return { approved: true, ...done };
    },
  );

  qrPhonePageRoute(app, services);
}
