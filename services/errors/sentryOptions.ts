import { SDK_VERSION } from '../../contract/constants';

/**
 * spec §9 error-reporting limits mapped onto Sentry's client options (names checked against
 * @sentry/core's `ClientOptions` and the docs' option list):
 * breadcrumbs 100 → maxBreadcrumbs; depth 3 → normalizeDepth; breadth 1000 →
 * normalizeMaxBreadth; value length 250 → maxValueLength; envelope buffer 30 →
 * transportOptions.bufferSize; linked-error depth 5 → linkedErrorsIntegration({ limit }).
 * The rest of §9 are the SDK's own fixed values, which match: 50 stack frames and 1024
 * characters per line (STACKTRACE_FRAME_LIMIT), the 102400-byte normalised size, the 60 s default
 * retry delay, keepalive at ≤ 60000 pending bytes and < 15 requests, baggage ≤ 8192.
 */
export const ERROR_REPORTING_LIMITS = {
  maxBreadcrumbs: 100,
  normalizeDepth: 3,
  normalizeMaxBreadth: 1000,
  maxValueLength: 250,
  envelopeBuffer: 30,
  linkedErrorDepth: 5,
  /** spec §9 "a sample rate of 1 with reporting on" (when a DSN is configured). */
  sampleRate: 1,
} as const;

/** Where the widget reports to: `data-sentry-dsn` on the script tag that loads the widget. */
export const SENTRY_DSN_ATTRIBUTE = 'data-sentry-dsn';

export interface ReportingSetup {
  dsn: string | null | undefined;
  /** The page's protocol: reporting is off on plain http (spec §9). */
  protocol: string;
  production: boolean;
}

/** The options shared by every report, or null when reporting is off (no DSN, plain http). */
export function sentryOptions(setup: ReportingSetup) {
  if (!setup.dsn || setup.protocol !== 'https:') return null;
  const limits = ERROR_REPORTING_LIMITS;
  return {
    dsn: setup.dsn,
    release: `sesame-widget@${SDK_VERSION}`,
    environment: setup.production ? 'production' : 'pre-production',
    sampleRate: limits.sampleRate,
    maxBreadcrumbs: limits.maxBreadcrumbs,
    normalizeDepth: limits.normalizeDepth,
    normalizeMaxBreadth: limits.normalizeMaxBreadth,
    maxValueLength: limits.maxValueLength,
    transportOptions: { bufferSize: limits.envelopeBuffer },
    sendDefaultPii: false,
  };
}
