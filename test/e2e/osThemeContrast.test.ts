import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { openReviewPage, TILE_SELECTOR } from '../support/openReviewPage';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeResult {
  violations: { id: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
}

/**
 * The review page's `os-*` tiles are drawn with no theme given, as on a page without a `theme`
 * attribute: in the OS's light and dark modes they take that theme, and every text passes axe's
 * colour-contrast rule (the back arrow was once drawn dark on dark, 1.1:1).
 */
describe('tiles that follow the OS theme', () => {
  const env = hostAndBrowser();

  it.each(['light', 'dark'] as const)(
    'take the OS’s %s mode and pass axe colour contrast',
    async (scheme) => {
      // Only the os-* states: the page draws them alone, not the other two hundred tiles.
      const review = await openReviewPage(env.browser, env.host.url, { colorScheme: scheme, only: 'os-' });
      try {
        const tiles = review.tiles.filter((name) => name.startsWith('os-'));
        expect(tiles.length).toBeGreaterThanOrEqual(7);
        await review.page.addScriptTag({ path: AXE });
        const problems: string[] = [];
        for (const name of tiles) {
          const selector = `${TILE_SELECTOR}[data-review="${name}"]`;
          const theme = await review.page.locator(selector).evaluate((frame) => {
            const host = [...frame.querySelectorAll('div')].find((node) => node.shadowRoot);
            const root = host?.shadowRoot?.querySelector('.sesame');
            return root ? getComputedStyle(root).colorScheme : 'none';
          });
          if (!theme.includes(scheme)) problems.push(`${name}: color-scheme ${theme}`);
          const result = await review.page.evaluate(
            (include) =>
              (
                globalThis as unknown as {
                  axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> };
                }
              ).axe.run(
                { include: [[include]] },
                { runOnly: ['color-contrast'], resultTypes: ['violations'] },
              ),
            selector,
          );
          for (const violation of result.violations)
            for (const node of violation.nodes)
              problems.push(`${name}: ${JSON.stringify(node.target)} ${node.failureSummary ?? ''}`);
        }
        expect(problems).toEqual([]);
      } finally {
        await review.context.close();
      }
    },
  );
});
