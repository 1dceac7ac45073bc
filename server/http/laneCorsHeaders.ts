import type { IncomingMessage } from 'node:http';
import type { App } from '../apps/App';
import type { Services } from '../Services';
import { corsHeaders, type HeaderList } from './answerHeaders';
import { isSameOrigin } from './isSameOrigin';

/**
 * For a memory answer (FastLane): the headers the CORS hook gives a request of `app`'s, when the
 * page's origin may call for it as requireApp checks (the same origin, or one of the app's
 * origins) and the hook's answer is in memory. Undefined otherwise: the route answers.
 */
export function laneCorsHeaders(
  services: Services,
  app: App,
  request: IncomingMessage,
): HeaderList | undefined {
  const origin = request.headers.origin;
  if (origin === undefined || isSameOrigin(services, request)) return [];
  const known = services.apps.peekKnownOrigin(origin);
  if (known === undefined || !app.origins.includes(origin)) return undefined;
  return corsHeaders(origin, known);
}
