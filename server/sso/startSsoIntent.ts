import type { Locale } from '../../contract/i18n/locales';
import { SSO_FLOW_TTL_MS, SSO_PATHS, type SsoChannel } from '../../contract/sso';
import type { IntentResponse } from '../../contract/wire';
import type { App } from '../apps/App';
import { SesameError } from '../errors/SesameError';
import { interactionReturnUri } from '../oidc/interactionReturnUri';
import type { Services } from '../Services';
import { createPendingSignIn } from '../signin/createPendingSignIn';
import { SSO_START_PURPOSE } from './flowSecrets';
import { resolveProvider } from './resolveProvider';

const START_TOKEN_BYTES = 32;

/**
 * Begins a sign-in with a provider (spec §7 intent, SSO channels): a pending transaction for the
 * browser's state and a one-time start URL (`intent`) for the browser to open, in a popup or the
 * same window. Where the result goes is fixed now, from what the app registered: the calling
 * page's origin (postMessage) and, for a redirect, a return URI the page asked for that equals a
 * registered one exactly (docs/security.md "OAuth / OIDC": no open redirect), else the page the
 * sign-in began on when it is on that registered origin, else the app's login URI; begun on this
 * host's OpenID Connect sign-in page, that page itself (docs/oidc.md "Providers on phones").
 */
export async function startSsoIntent(
  services: Services,
  input: {
    app: App;
    state: string;
    channel: SsoChannel;
    /** The calling page's Origin header, already matched against the app's origins. */
    origin: string | undefined;
    redirectURI: string | undefined;
    loginUri: string | undefined;
    /** The page the sign-in began on, already checked (server/signin/returnPage.ts), or null. */
    returnPage: string | null;
    /** The visitor's language: the callback page speaks it. */
    locale: Locale;
  },
): Promise<IntentResponse> {
  const { app } = input;
  const provider = await resolveProvider(services, app.id, input.channel);
  const interactionPage = input.loginUri
    ? interactionReturnUri(services.issuer, input.origin, input.loginUri)
    : undefined;
  const returnUri =
    interactionPage ??
    registeredReturnUri(app, input.redirectURI, 'redirectURI') ??
    registeredReturnUri(app, input.loginUri, 'loginUri') ??
    input.returnPage ??
    app.loginUri ??
    null;

  const now = services.clock.now();
  const asId = await createPendingSignIn(services, { appId: app.id, state: input.state, now }, () => ({
    channel: input.channel,
    identityType: 'SSO',
    identity: '',
    locale: input.locale,
  }));
  const startToken = services.random.token(START_TOKEN_BYTES);
  await services.ssoFlows.create({
    id: services.random.token(16),
    transactionId: asId,
    appId: app.id,
    channel: input.channel,
    provider: provider.provider.id,
    startHash: services.hasher.hash(SSO_START_PURPOSE, startToken),
    returnOrigin: input.origin ?? null,
    returnUri,
    expiresAt: now + SSO_FLOW_TTL_MS,
    createdAt: now,
  });
  return {
    channel: input.channel,
    intent: `${services.issuer}${SSO_PATHS.start}/${startToken}`,
    asId,
    communicationMode: 'LINK',
    resendAfter: 0,
  };
}

/** A requested return URI, if it is one the app registered, character for character. */
function registeredReturnUri(app: App, requested: string | undefined, field: string): string | undefined {
  if (requested === undefined || requested === '') return undefined;
  if (requested === app.loginUri || app.redirectUris.includes(requested)) return requested;
  throw new SesameError('invalid_request', { details: { [field]: 'This redirect URI is not registered.' } });
}
