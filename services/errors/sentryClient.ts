import {
  BrowserClient,
  dedupeIntegration,
  defaultStackParser,
  linkedErrorsIntegration,
  makeFetchTransport,
  Scope,
} from '@sentry/browser';
import { ERROR_REPORTING_LIMITS, type sentryOptions } from './sentryOptions';

/**
 * The error-reporting client (services/errors/reportFailure imports this module on the first
 * failure). Only the names used here are imported, so the bundler keeps nothing else of the
 * SDK: no session replay, no feedback widget, no global handlers. Its own client and scope, only
 * the integrations listed: nothing installed on the merchant's page, no breadcrumbs of its
 * console or clicks; only what the widget reports.
 */
export function startSentryClient(options: NonNullable<ReturnType<typeof sentryOptions>>): Scope {
  const client = new BrowserClient({
    ...options,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [
      linkedErrorsIntegration({ limit: ERROR_REPORTING_LIMITS.linkedErrorDepth }),
      dedupeIntegration(),
    ],
  });
  const scope = new Scope();
  scope.setClient(client);
  client.init();
  return scope;
}
