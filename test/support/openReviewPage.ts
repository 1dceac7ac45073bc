import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The design-review page (docs/architecture.md §5) and the attribute naming each of its tiles. */
export const REVIEW_PATH = '/demo/review.html';
export const TILE_SELECTOR = '[data-review]';

/**
 * Styles added to the page and to every shadow root: no motion and no caret, so a screenshot
 * shows where each state comes to rest, the same on every run.
 */
const STILL_CSS = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important;
}`;

export interface ReviewPage {
  context: BrowserContext;
  page: Page;
  /** False when the host has no review page (404). */
  found: boolean;
  /** The `data-review` names of the tiles, in page order. */
  tiles: string[];
}

/**
 * Opens the review page deterministically: 1 CSS pixel = 1 device pixel, reduced motion, the
 * given colour scheme, animations and transitions cut to zero (shadow roots included), web fonts
 * loaded.
 */
export async function openReviewPage(
  browser: Browser,
  baseUrl: string,
  /** `only`: the states whose id starts with it (the page's `?only=` filter), else all of them. */
  options: { colorScheme?: 'light' | 'dark'; width?: number; only?: string } = {},
): Promise<ReviewPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: options.colorScheme ?? 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  await context.addInitScript((css: string) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    // Adopted sheets survive React clearing the shadow root on its first render.
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function attachShadow(init: ShadowRootInit) {
      const root = attach.call(this, init);
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      return root;
    };
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    // Several tiles hold an autofocused field or a focus-trapping modal, and only one element
    // can have focus: which one would depend on the order the lazy screens mount in. No tile
    // takes focus, so no focus ring varies from run to run.
    HTMLElement.prototype.focus = () => undefined;
  }, STILL_CSS);
  const page = await context.newPage();
  const query = options.only ? `?only=${encodeURIComponent(options.only)}` : '';
  const response = await page.goto(`${baseUrl}${REVIEW_PATH}${query}`, { waitUntil: 'load' });
  if (!response || response.status() === 404) return { context, page, found: false, tiles: [] };
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // The tiles render from the elements bundle; give them a moment to appear, then settle.
  await page
    .locator(TILE_SELECTOR)
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
  // Every custom element in a tile is defined and has rendered into its shadow root.
  await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll(`${selector} *`)].every(
        (node) =>
          !node.localName.includes('-') ||
          (customElements.get(node.localName) !== undefined &&
            (node.shadowRoot === null || node.shadowRoot.childElementCount > 0)),
      ),
    TILE_SELECTOR,
    { timeout: 10_000 },
  );
  // Lazily drawn pieces (the QR code) finish before anything is captured.
  await page
    .locator(`${TILE_SELECTOR} .qr [aria-busy="true"]`)
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 });
  const tiles = await page
    .locator(TILE_SELECTOR)
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-review') ?? ''));
  return { context, page, found: true, tiles };
}
