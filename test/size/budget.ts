/**
 * The widget's download budget (issue "Size"; ARCHITECTURE.md §3): what a page fetches before
 * `<auth-floater>` is interactive, gzipped, React included.
 */
export const BEFORE_INTERACTIVE_BUDGET_BYTES = 95 * 1024;

/** The entry a merchant's page loads (ARCHITECTURE.md §5). */
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
  { what: 'non-English catalogue', source: /widgets\/i18n\/(?!en\.)[a-z]{2}(-[A-Za-z]+)?\.(ts|json)$/ },
];
