import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { openReviewPage, REVIEW_PATH, TILE_SELECTOR } from '../support/openReviewPage';

/** axe-core's own source, injected into the page as its maintainers document for drivers. */
const AXE_SOURCE = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

interface TileViolation {
  tile: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Issue "Languages and accessibility": axe-core finds no serious or critical violation on any
 * screen of the design-review page, with the page in the light and in the dark colour scheme.
 */
describe(`accessibility of ${REVIEW_PATH}`, () => {
  const env = hostAndBrowser();

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no serious violations on any tile, ${colorScheme} colour scheme`, async () => {
      const review = await openReviewPage(env.browser, env.host.url, { colorScheme });
      try {
        if (review.tiles.length === 0) {
          console.warn(`\n⚠ ${REVIEW_PATH} has no ${TILE_SELECTOR} tiles: nothing checked.\n`);
          return;
        }
        await review.page.addScriptTag({ content: AXE_SOURCE });
        // One run over every tile (a run per tile takes minutes); each node is traced to its tile.
        const violations = await review.page.evaluate(async (selector): Promise<TileViolation[]> => {
          const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
          const result = await axe.run({ include: [[selector]] }, { resultTypes: ['violations'] });
          const tileOf = (target: unknown): string => {
            const first = Array.isArray(target) ? target[0] : target;
            const outer = Array.isArray(first) ? first[0] : first;
            const node = typeof outer === 'string' ? document.querySelector(outer) : null;
            return node?.closest<HTMLElement>(selector)?.dataset.review ?? '?';
          };
          return result.violations
            .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
            .flatMap((violation) =>
              violation.nodes.map((node) => ({
                tile: tileOf(node.target),
                rule: violation.id,
                impact: violation.impact ?? '',
                help: violation.help,
                targets: node.target.map((part) => String(part)),
              })),
            );
        }, TILE_SELECTOR);
        expect(violations).toEqual([]);
      } finally {
        await review.context.close();
      }
    });
  }
});
