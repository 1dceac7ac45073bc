import {
  DEV_TRUECALLER_PATHS,
  TRUECALLER_FLOW_TTL_MS,
  TRUECALLER_LANGS,
  TRUECALLER_NONCE_BYTES,
  TRUECALLER_TTL_MS,
} from '../../../contract/truecaller';
import { CHANNEL_COLORS, PROVIDER_PRIVACY_PATH } from '../../../contract/widget';
import type { IntentResponse } from '../../../contract/wire';
import { truecallerDeepLink } from '../../delivery/TruecallerDeepLink';
import { SesameError } from '../../errors/SesameError';
import { createPendingSignIn } from '../../signin/createPendingSignIn';
import type { IntentContext } from '../ChannelDriver';
import { truecallerSettings } from './truecallerSettings';

/** The HMAC purpose of the request nonce Truecaller posts back as `requestId`. */
export const TRUECALLER_NONCE_PURPOSE = 'truecaller-nonce';

/**
 * TRUE_CALLER_SSO (spec §3): a pending sign-in whose number Truecaller will name, and the deep
 * link that opens Truecaller's consent sheet on the phone with a request nonce bound to it. The
 * nonce is 128 bits, stored as an HMAC, spent by the first callback, and dies with the sign-in
 * (2 minutes; the sheet itself waits 60 s, spec §9). In dev mode without a key the link opens
 * the simulator's sheet on the host, with the same query.
 */
export async function startTruecallerIntent(context: IntentContext): Promise<IntentResponse> {
  const { services, app, state } = context;
  const { account } = truecallerSettings(services);
  if (!account) throw new SesameError('channel_not_configured');
  const now = services.clock.now();
  const nonce = services.random.token(TRUECALLER_NONCE_BYTES);
  // Open: Truecaller's profile names the number (bindIdentity).
  const asId = await createPendingSignIn(services, { appId: app.id, state, now }, () => ({
    channel: 'TRUE_CALLER_SSO',
    lookupHash: services.hasher.hash(TRUECALLER_NONCE_PURPOSE, nonce),
    expiresAt: now + TRUECALLER_FLOW_TTL_MS,
    locale: context.locale,
  }));
  const links = app.uiConfig.general.links;
  const privacyUrl =
    links.privacyPolicy ?? app.options.privacyPolicyUrl ?? `${services.issuer}${PROVIDER_PRIVACY_PATH}`;
  const intent = truecallerDeepLink(
    {
      requestNonce: nonce,
      partnerKey: account.appKey,
      partnerName: account.partnerName ?? app.name,
      lang: TRUECALLER_LANGS.includes(context.locale) ? context.locale : 'en',
      privacyUrl,
      termsUrl: links.tnc ?? privacyUrl,
      loginPrefix: 'continue',
      loginSuffix: 'login',
      ctaPrefix: 'continuewith',
      ctaColor: CHANNEL_COLORS.TRUE_CALLER_SSO,
      ctaTextColor: '#ffffff',
      btnShape: 'round',
      skipOption: 'useanothermethod',
      ttl: TRUECALLER_TTL_MS,
    },
    account.simulated ? `${services.issuer}${DEV_TRUECALLER_PATHS.sheet}` : undefined,
  );
  return { channel: 'TRUE_CALLER_SSO', intent, asId, communicationMode: 'LINK', resendAfter: 0 };
}
