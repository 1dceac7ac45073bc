import type { IntentResponse } from '../../contract/wire';
import type { App } from '../apps/App';
import type { IntentContext } from '../channels/ChannelDriver';
import { visitorLocale } from '../i18n/requestLocale';
import type { Services } from '../Services';
import { recordSignInRequest } from './recordSignInRequest';

/** What a sign-in takes from the browser's request that begins it. */
type RequestContext = Pick<IntentContext, 'origin' | 'userAgent' | 'locale'>;

/** The parts of a Fastify request a sign-in begins from. */
interface IntentHttpRequest {
  body: { locale?: string | undefined };
  headers: {
    origin?: string | undefined;
    'user-agent'?: string | undefined;
    'accept-language'?: string | undefined;
  };
  ip: string;
}

/**
 * Begins a sign-in from a browser's request (the intent call, or an automatic fallback): `start`
 * gets the embedding page's origin, the User-Agent and the visitor's language (server/i18n/
 * requestLocale), then who asked is kept for the approval screen (docs/security.md
 * "Cross-device approvals").
 */
export async function startRequestedIntent(
  services: Services,
  request: IntentHttpRequest,
  app: App,
  start: (context: RequestContext) => Promise<IntentResponse>,
): Promise<IntentResponse> {
  const userAgent = request.headers['user-agent'];
  const intent = await start({
    origin: request.headers.origin,
    userAgent,
    locale: visitorLocale(request, request.body.locale, app),
  });
  await recordSignInRequest(services, { transactionId: intent.asId, userAgent, ip: request.ip });
  return intent;
}
