import type { IntentResponse } from '../../contract/wire';
import type { App } from '../apps/App';
import type { IntentContext } from '../channels/ChannelDriver';
import { visitorLocale } from '../i18n/requestLocale';
import type { Services } from '../Services';
import { recordSignInRequest } from './recordSignInRequest';
import { returnPage } from './returnPage';

/** What a sign-in takes from the browser's request that begins it. */
type RequestContext = Pick<IntentContext, 'origin' | 'userAgent' | 'locale' | 'returnPage'>;

/** The parts of a Fastify request a sign-in begins from. */
interface IntentHttpRequest {
  body: { locale?: string | undefined; returnPage?: string | undefined };
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
 * requestLocale) and the page a redirect comes back to (server/signin/returnPage), then who
 * asked is kept for the approval screen (docs/security.md "Cross-device approvals").
 */
export async function startRequestedIntent(
  services: Services,
  request: IntentHttpRequest,
  app: App,
  start: (context: RequestContext) => Promise<IntentResponse>,
): Promise<IntentResponse> {
  const userAgent = request.headers['user-agent'];
  const { origin } = request.headers;
  const page = returnPage(app, request.body.returnPage, origin);
  const intent = await start({
    origin,
    userAgent,
    locale: visitorLocale(request, request.body.locale, app),
    returnPage: page,
  });
  await recordSignInRequest(services, {
    transactionId: intent.asId,
    userAgent,
    ip: request.ip,
    returnPage: page,
  });
  return intent;
}
