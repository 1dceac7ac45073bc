import { describe, expect, it } from 'vitest';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { openReviewPage, TILE_SELECTOR } from '../support/openReviewPage';

/** The languages with the longest words and texts, and the right-to-left one. */
const LONG_TEXT_TILES = /^floater-(german|tamil|arabic)(-code)?-(light|dark)-(1280|390)$/;
/** What carries words: buttons, labels, headings, links, paragraphs and the pieces named in them. */
const TEXT_SELECTOR =
  'button, label, h1, h2, h3, h4, a, p, .title, .eyebrow, .channel-label, .label, .hint, .link, .divider';

/** Every text-bearing element in the tile's shadow roots that overflows its box or is clipped. */
function overflowsIn(tile: Element, selector: string): string[] {
  const problems: string[] = [];
  const frame = tile.getBoundingClientRect();
  const roots = [...tile.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : []));
  const describe = (el: Element) =>
    `${el.localName}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
  for (const root of roots) {
    for (const el of root.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      // Not drawn (hidden, display: none) or drawn for screen readers only.
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
      if (!(el.textContent ?? '').trim()) continue;
      if (style.display !== 'inline' && el.scrollWidth > el.clientWidth + 1)
        problems.push(`${describe(el)}: ${el.scrollWidth}px of text in ${el.clientWidth}px`);
      // Clipped: some part outside an ancestor that hides its overflow.
      for (let up = el.parentElement; up; up = up.parentElement) {
        const clip = getComputedStyle(up);
        if (clip.overflowX === 'visible' && clip.overflowY === 'visible') continue;
        const outer = up.getBoundingClientRect();
        // A scrolling container shows the rest on scroll: only its width counts, and what holds it
        // is checked on its own.
        const scrolls = clip.overflowY === 'auto' || clip.overflowY === 'scroll';
        const outside =
          box.left < outer.left - 1 ||
          box.right > outer.right + 1 ||
          (!scrolls && (box.top < outer.top - 1 || box.bottom > outer.bottom + 1));
        if (outside) problems.push(`${describe(el)}: clipped by ${describe(up).split(' "')[0]}`);
        if (outside || scrolls) break;
      }
      if (box.left < frame.left - 1 || box.right > frame.right + 1 || box.bottom > frame.bottom + 1)
        problems.push(`${describe(el)}: outside the tile`);
    }
  }
  return problems;
}

/**
 * docs/languages.md "Right to left": no text overflows its box in the review tiles of the
 * long-text languages (German, Tamil) and of Arabic, light and dark, 1280 and 390 px.
 */
describe('long texts in the review tiles', () => {
  const env = hostAndBrowser();

  it('fit their boxes in German, Tamil and Arabic', async () => {
    const review = await openReviewPage(env.browser, env.host.url);
    try {
      const tiles = review.tiles.filter((name) => LONG_TEXT_TILES.test(name));
      for (const language of ['german', 'tamil', 'arabic'])
        expect(
          tiles.filter((name) => name.includes(`-${language}-`)).length,
          language,
        ).toBeGreaterThanOrEqual(4);
      const problems: string[] = [];
      for (const name of tiles) {
        const found = await review.page
          .locator(`${TILE_SELECTOR}[data-review="${name}"]`)
          .evaluate(overflowsIn, TEXT_SELECTOR);
        problems.push(...found.map((problem) => `${name}: ${problem}`));
      }
      expect(problems).toEqual([]);
    } finally {
      await review.context.close();
    }
  }, 120_000);
});
