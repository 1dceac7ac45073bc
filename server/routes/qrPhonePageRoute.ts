import type { FastifyInstance } from 'fastify';
import { type CountryCode, getCountryCallingCode } from 'libphonenumber-js';
import { type Channel, EMAIL_INPUT_CHANNELS } from '../../contract/channels';
import { QR_PHONE_TEXT_IDS, type QrPhonePageConfig } from '../../contract/crossDevice';
import { QR_PATH } from '../../contract/paths';
import { DEFAULT_COUNTRY } from '../../contract/widget';
import type { App } from '../apps/App';
import { configuredChannels } from '../apps/defaultConfig';
import { whatsappSettings } from '../channels/providerSettings';
import { findQrSignIn } from '../channels/qr/approveQr';
import { sendPage } from '../http/sendPage';
import { type HostTexts, hostTexts } from '../i18n/hostTexts';
import { requestLocale } from '../i18n/requestLocale';
import { html } from '../pages/html';
import { qrPhonePage } from '../pages/qrPhonePage';
import { renderPage } from '../pages/renderPage';
import type { Services } from '../Services';

export const QR_REF = { type: 'string', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' } as const;

/**
 * The phone's page for a scanned QR code (`/q/{qrRefId}`): a read that changes nothing. It says
 * which merchant and which device asked (docs/security.md "Cross-device approvals"); its script
 * (`/qrPhone.js`, elements/qrPhone.ts) asks for the desktop's number, signs the phone in and approves.
 */
export function qrPhonePageRoute(app: FastifyInstance, services: Services): void {
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
      const channels = merchant && qrPhoneChannels(services, merchant);
      if (!tx || !merchant || !channels || (!channels.email && !channels.phone && !channels.whatsapp)) {
        const say = tx
          ? hostTexts(tx.locale)
          : hostTexts(requestLocale({ acceptLanguage: request.headers['accept-language'] }));
        return sendPage(
          reply,
          renderPage({ title: say.text('qr.expiredTitle'), body: expiredBody(say), say }),
          {
            status: 400,
          },
        );
      }
      // The page speaks the language the desktop's sign-in was asked in (docs/languages.md).
      const say = hostTexts(tx.locale);
      const asked = await services.signInRequests.get(tx.id);
      const config: QrPhonePageConfig = {
        appId: merchant.id,
        qrRefId: request.params.ref,
        channels,
        dialCode: dialCodeOf(merchant.options.countries?.[0]),
        device: asked?.device ?? tx.device ?? '',
        texts: Object.fromEntries(
          QR_PHONE_TEXT_IDS.map((id) => [id, say.text(id)]),
        ) as QrPhonePageConfig['texts'],
      };
      const page = qrPhonePage({
        say,
        appName: merchant.name,
        config,
        request: asked,
        requestedAt: tx.created_at,
        now: services.clock.now(),
      });
      return sendPage(reply, page, { ownScripts: true, callsHost: true });
    },
  );
}

/**
 * What the phone may sign in with: the app's email channel, its phone channel (a code by SMS)
 * and user-initiated WhatsApp when the app has a business number.
 */
function qrPhoneChannels(services: Services, merchant: App): QrPhonePageConfig['channels'] {
  const configured = configuredChannels(merchant.channelConfig);
  const email = configured.find((c) => (EMAIL_INPUT_CHANNELS as readonly string[]).includes(c));
  const phone = merchant.channelConfig
    .filter((entry) => entry.identifierType === 'MOBILE')
    .flatMap((entry) => entry.channel)
    .find((c) => c.type === 'INPUT' && (QR_PHONE_CODE_CHANNELS as readonly string[]).includes(c.name))
    ?.name as Channel | undefined;
  const whatsapp =
    configured.includes('WHATSAPP') && whatsappSettings(services, merchant).businessNumber !== undefined
      ? 'WHATSAPP'
      : undefined;
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

function expiredBody(say: HostTexts) {
  return html`<main><h1>${say.text('qr.expiredHeading')}</h1><p>${say.text('qr.expiredBody')}</p></main>`;
}
