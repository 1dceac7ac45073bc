/**
 * The widget's download budget (docs/architecture.md §3): what a page fetches before
 * `<auth-floater>` is interactive, gzipped, React included. Browsers that accept brotli get the
 * build's .br copies, held to EAGER_BROTLI_BUDGET_BYTES below, the budget that binds; this is
 * the gzip fallback's. Both follow the graph down as code leaves it (docs/performance.md
 * "Budgets": 106 / 92 KB before the click flows, the error texts, the delivery follower, the
 * sign-in's later steps and the email path's calls went lazy, 102 / 88 KB before the later
 * screens' English texts did, 101 / 87 KB before React's named imports, the failure rules and
 * the other elements' event wiring did, 100 / 86 KB before the widget's own atom hooks replaced
 * jotai's), a little above what it is, so it cannot grow back unseen; the brotli budget is now
 * the 85 KB target itself.
 */
export const BEFORE_INTERACTIVE_BUDGET_BYTES = 99 * 1024;

/** The entry a merchant's page loads (docs/architecture.md §5). */
export const ENTRY = 'elements.js';

/**
 * Code that must only ever arrive through a dynamic `import()`: a source (from the bundle's
 * source maps) matching one of these may not sit in a file needed before interactive.
 */
export const LAZY_ONLY: ReadonlyArray<{ what: string; source: RegExp }> = [
  { what: 'Sentry', source: /node_modules\/@sentry\// },
  { what: 'FingerprintJS', source: /node_modules\/@fingerprintjs\// },
  // The ceremony library; the small helpers that decide whether to offer a passkey stay eager.
  { what: 'WebAuthn', source: /node_modules\/@simplewebauthn\// },
  { what: 'QR code', source: /node_modules\/[^/]*qr[^/]*\//i },
  { what: 'share modal', source: /widgets\/[^/]*Share[^/]*Modal[^/]*\.tsx?$/ },
  { what: 'terms modal', source: /widgets\/[^/]*Terms[^/]*Modal[^/]*\.tsx?$/ },
  { what: 'non-English catalogue', source: /contract\/i18n\/(?!en\.)[a-z]{2}\.ts$/ },
];

/** The eager graph (the entry and what it loads before the floater is usable), brotli. */
export const EAGER_BROTLI_BUDGET_BYTES = 85 * 1024;

/** The slow mobile network of `test/size/widgetLoad.ts`. */
export const SLOW_NETWORK = { latencyMs: 150, downKbit: 1600, upKbit: 750 } as const;

/** Targets on that network: the floater usable, and the script transferred before then. */
export const WIRE_TARGETS = { usableMs: 1500, scriptBytes: 90 * 1024 } as const;

/** Every lazy chunk, gzip: a chunk over its budget is a dependency that grew or came in whole. */
export const LAZY_CHUNK_BUDGET_BYTES = 8 * 1024;

/** Lazy chunks allowed more, by the name the bundler gives them (before the hash). */
export const LAZY_CHUNK_BUDGETS: Readonly<Record<string, number>> = {
  // @sentry/browser by name: client, fetch transport, stack parser, two integrations.
  sentryClient: 21 * 1024,
  // FingerprintJS: loaded after the first screen.
  'fp.esm': 16 * 1024,
  // @simplewebauthn/browser, for the passkey ceremony.
  browser: 10 * 1024,
  // The dashboard's funnel charts with uPlot (the dashboard only; never a merchant's page).
  FunnelCharts: 26 * 1024,
};
