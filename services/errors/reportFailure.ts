import type { ApiFailure } from '../api/ApiResult';
import { providerHostFor } from '../api/providerHostFor';
import { scriptOrigin } from '../api/scriptOrigin';
import { SENTRY_DSN_ATTRIBUTE, sentryOptions } from './sentryOptions';

interface Reporter {
  captureMessage(message: string, level?: 'error' | 'warning'): void;
}

let reporter: Promise<Reporter | null> | undefined;

/**
 * spec §8 "reports the failure to error reporting". Sentry is imported on the first failure,
 * only when reporting is on (a DSN on the script tag, https, spec §9), and runs as its own client
 * and scope: nothing is installed on the merchant's page.
 */
export async function reportFailure(failure: ApiFailure, path: string): Promise<void> {
  const client = await errorReporter();
  client?.captureMessage(`${path} ${failure.status}: ${failure.message}${idOf(failure)}`, 'error');
}

function errorReporter(): Promise<Reporter | null> {
  reporter ??= startReporter().catch(() => null);
  return reporter;
}

async function startReporter(): Promise<Reporter | null> {
  const doc = globalThis.document;
  const options = sentryOptions({
    dsn: doc?.querySelector(`script[${SENTRY_DSN_ATTRIBUTE}]`)?.getAttribute(SENTRY_DSN_ATTRIBUTE),
    protocol: globalThis.location?.protocol ?? '',
    production: providerHostFor(scriptOrigin()).production,
  });
  if (!options) return null;
  const { startSentryClient } = await import('./sentryClient');
  const scope = startSentryClient(options);
  return {
    captureMessage: (message, level) => void scope.captureMessage(message, level),
  };
}

const idOf = (failure: ApiFailure) => (failure.requestId ? ` (request ${failure.requestId})` : '');
