import type { IntentResponse } from '../../../contract/wire';
import { SesameError } from '../../errors/SesameError';
import { hostTexts } from '../../i18n/hostTexts';
import { createPendingSignIn } from '../../signin/createPendingSignIn';
import type { IntentContext } from '../ChannelDriver';
import { whatsappSettings } from '../providerSettings';
import { WHATSAPP_CODE_PURPOSE, whatsappCode } from './whatsappCode';

/**
 * User-initiated WhatsApp (spec §3 WHATSAPP): the intent is a wa.me link to the app's business
 * number with a prefilled message carrying a one-time code (50 bits). The webhook matches the
 * code when the user sends it; the sender's number becomes the verified identity. In dev mode
 * without a Cloud API account the link opens the WhatsApp simulator instead.
 */
export async function startWhatsAppIntent(context: IntentContext): Promise<IntentResponse> {
  const { services, app, state, body } = context;
  const settings = whatsappSettings(services, app);
  if (!settings.businessNumber) throw new SesameError('channel_not_configured');
  const now = services.clock.now();
  const code = whatsappCode(services.random);
  // Open: the sender's number becomes the identity when the message arrives.
  const asId = await createPendingSignIn(services, { appId: app.id, state, now }, () => ({
    channel: body.channel,
    lookupHash: services.hasher.hash(WHATSAPP_CODE_PURPOSE, code),
    qrHash: null,
    qrExpiresAt: null,
    device: null,
    locale: context.locale,
  }));
  const text = hostTexts(context.locale).text('whatsapp.prefill', { app: app.name, code });
  const query = new URLSearchParams({ text });
  const simulated = services.config.mode === 'dev' && !settings.cloud;
  const intent = simulated
    ? `${services.issuer}/dev/whatsapp?${new URLSearchParams({ to: settings.businessNumber, text })}`
    : `https://wa.me/${settings.businessNumber}?${query}`;
  return { channel: body.channel, intent, asId, communicationMode: 'WHATSAPP', resendAfter: 0 };
}
