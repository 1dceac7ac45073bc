/** Built files whose name carries a content hash (vite.config.ts `chunkFileNames`, `assetFileNames`). */
const HASHED = /\/(chunks|assets)\//;

/** The hosted pages' fonts (contract/fonts.ts): named after the package's files, which change with its version. */
const FONT = /\/fonts\/[^/]+\.woff2$/;

/** Entry scripts at a fixed address (`/elements.js`, `/headless.js`, `/embed.js`…). */
const ENTRY_SCRIPT = /\/[^/]+\.js(\.(br|gz))?$/;

/**
 * How long browsers and CDNs keep a built file (docs/performance.md "Caching"): a hashed file
 * never changes, so a year and `immutable`; an entry script a merchant page links by a fixed
 * address is kept 5 minutes, then revalidated with its ETag, so a release reaches every page
 * within 5 minutes; a font is kept a week; pages are revalidated each time.
 */
export function staticCacheControl(path: string): string {
  if (HASHED.test(path)) return 'public, max-age=31536000, immutable';
  if (FONT.test(path)) return 'public, max-age=604800';
  if (ENTRY_SCRIPT.test(path)) return 'public, max-age=300, must-revalidate';
  return 'no-cache';
}
