import type { FastifyInstance, FastifyReply } from 'fastify';
import { type CountryCode, getCountryCallingCode } from 'libphonenumber-js';
import { QR_TOKEN_BYTES } from '../../services/contract/channelConstants';
import { EMAIL_INPUT_CHANNELS } from '../../services/contract/channels';
import { API, QR_PATH } from '../../services/contract/paths';
import { DEFAULT_COUNTRY } from '../../services/contract/widget';
import type { DefaultParams } from '../../services/contract/wire';
import type { App } from '../apps/App';
import { configuredChannels } from '../apps/defaultConfig';
import { whatsappSettings } from '../channels/providerSettings';
import { approveQr, findQrSignIn } from '../channels/qr/approveQr';
import { createQrSignIn } from '../channels/qr/createQrSignIn';
import { escapeHtml } from '../delivery/emailMessage';
import { requireApp } from '../http/requireApp';
import { requireState } from '../http/requireState';
import { paramsSchema, responses, stateParams } from '../http/schemas';
import { renderPage } from '../pages/renderPage';
import type { Services } from '../Services';
import { type QrPhoneChannels, qrPhonePage } from './qrPhonePage';

const QR_REF = { type: 'string', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' } as const;

const createResponse = {
  type: 'object',
  properties: {
    asId: { type: 'string' },
    qrRefId: { type: 'string' },
    intent: { type: 'string' },
    expiresIn: { type: 'integer' },
  },
  required: ['asId', 'qrRefId', 'intent', 'expiresIn'],
} as const;

const approveResponse = {
  type: 'object',
  properties: { approved: { type: 'boolean' }, merchant: { type: 'string' }, device: { type: 'string' } },
  required: ['approved', 'merchant', 'device'],
} as const;

/**
 * QR across devices: the desktop creates a QR sign-in (and then follows its status), the phone
 * opens `/q/{qrRefId}` (a read: it changes nothing), signs in there and approves (POST, once).
 */
export function qrRoutes(app: FastifyInstance, services: Services): void {
  app.post<{ Params: { state: string }; Body: DefaultParams }>(
    `${API.qrCreate}/:state`,
    { schema: { params: stateParams, body: paramsSchema(), response: responses(createResponse) } },
    async (request, reply) => {
      const merchant = await requireApp(services, request, reply, request.body.appId);
      const state = requireState(services, request.params.state);
      return createQrSignIn(services, { app: merchant, state, userAgent: request.headers['user-agent'] });
    },
  );

  app.post<{ Params: { state: string }; Body: DefaultParams & { qrRefId: string; code: string } }>(
    `${API.qrApprove}/:state`,
    {
      schema: {
        params: stateParams,
        body: paramsSchema({ qrRefId: QR_REF, code: { type: 'string', minLength: 1, maxLength: 256 } }, [
          'qrRefId',
          'code',
        ]),
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
      });
      return { approved: true, ...done };
    },
  );

  app.get<{ Params: { ref: string } }>(
    `${QR_PATH}/:ref`,
    {
      schema: {
        params: {
          type: 'object',
          additionalProperties: false,
          properties: { ref: QR_REF },
          required: ['ref'],
        },
      },
    },
    async (request, reply) => {
      const tx = await findQrSignIn(services, request.params.ref).catch(() => undefined);
      const merchant = tx && (await services.apps.get(tx.app_id));
      if (!tx || !merchant) {
        return sendPage(reply, 400, 'QR code expired', '', expiredBody());
      }
      const channels = qrPhoneChannels(services, merchant);
      if (!channels.email && !channels.phone && !channels.whatsapp)
        return sendPage(reply, 400, 'QR code expired', '', expiredBody());
      const nonce = services.random.token(QR_TOKEN_BYTES / 2);
      return sendPage(
        reply,
        200,
        `Sign in to ${merchant.name}`,
        nonce,
        qrPhonePage({
          appId: merchant.id,
          appName: merchant.name,
          device: tx.device ?? '',
          qrRefId: request.params.ref,
          channels,
          dialCode: dialCodeOf(merchant.options.countries?.[0]),
          nonce,
        }),
      );
    },
  );
}

/**
 * What the phone may sign in with: the app's email channel, its phone channel (a code by SMS)
 * and user-initiated WhatsApp when the app has a business number.
 */
function qrPhoneChannels(services: Services, merchant: App): QrPhoneChannels {
  const configured = configuredChannels(merchant.channelConfig);
  const email = configured.find((c) => (EMAIL_INPUT_CHANNELS as readonly string[]).includes(c));
  const phone = merchant.channelConfig
    .filter((entry) => entry.identifierType === 'MOBILE')
    .flatMap((entry) => entry.channel)
    .find((c) => c.type === 'INPUT' && (QR_PHONE_CODE_CHANNELS as readonly string[]).includes(c.name))?.name;
  const whatsapp =
    configured.includes('WHATSAPP') && whatsappSettings(services, merchant).businessNumber !== undefined;
  return { email, phone, whatsapp };
}

/** The calling code of the app's first country (India's when it has none or an unknown one). */
function dialCodeOf(iso: string | undefined): string {
  try {
    return getCountryCallingCode((iso ?? DEFAULT_COUNTRY.iso) as CountryCode);
  } catch {
    return getCountryCallingCode(DEFAULT_COUNTRY.iso);
  }
}

/** The phone channels that send a code by SMS (WhatsApp has its own choice on the page). */
const QR_PHONE_CODE_CHANNELS = ['MOBILE_LOGIN', 'SMS', 'OTP', 'OTP_LINK'] as const;

function expiredBody(): string {
  return `<main><h1>This QR code has expired</h1><p>${escapeHtml(
    'QR codes work once and for a few minutes. Scan the new code on the other screen.',
  )}</p></main>`;
}

function sendPage(reply: FastifyReply, status: number, title: string, nonce: string, body: string) {
  const script = nonce ? `script-src 'nonce-${nonce}'; connect-src 'self'; ` : '';
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'same-origin')
    .header(
      'Content-Security-Policy',
      `default-src 'none'; ${script}style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'`,
    )
    .type('text/html; charset=utf-8')
    .send(renderPage({ title, body }));
}
