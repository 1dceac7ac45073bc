import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { comparePng } from '../support/comparePng';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { openReviewPage, REVIEW_PATH, TILE_SELECTOR } from '../support/openReviewPage';

const BASELINE_DIR = 'test/screenshots/baseline';
const ACTUAL_DIR = 'test/screenshots/actual';
/** `UPDATE_SCREENSHOTS=1` rewrites every baseline; in CI a missing baseline is a failure. */
const UPDATE = process.env.UPDATE_SCREENSHOTS === '1';
const IN_CI = Boolean(process.env.CI);
/** A tile's name becomes a file name. */
const TILE_NAME = /^[a-z0-9][a-z0-9._-]*$/;

/**
 * Each tile of the design-review page, served from the built `dist/`,
 * compared with its committed baseline under test/screenshots/baseline/<name>.png.
 */
describe(`screenshots of ${REVIEW_PATH}`, () => {
  const env = hostAndBrowser();

  it('every tile looks like its baseline', async () => {
    const review = await openReviewPage(env.browser, env.host.url);
    try {
      if (review.tiles.length === 0) {
        console.warn(
          `\n⚠ ${REVIEW_PATH} ${review.found ? `has no ${TILE_SELECTOR} tiles` : 'is missing'}: no screenshots compared.\n`,
        );
        expect(IN_CI && review.found, `${REVIEW_PATH} has no tiles`).toBe(false);
        return;
      }
      const badNames = review.tiles.filter(
        (name, i) => !TILE_NAME.test(name) || review.tiles.indexOf(name) !== i,
      );
      expect(badNames, 'data-review names must be unique lower-case file names').toEqual([]);

      mkdirSync(BASELINE_DIR, { recursive: true });
      rmSync(ACTUAL_DIR, { recursive: true, force: true });
      mkdirSync(ACTUAL_DIR, { recursive: true });
      const problems: string[] = [];
      const written: string[] = [];
      // Tiles drawn with no theme (`-os-`) follow the page's colour scheme: taken again in the
      // OS's dark mode as `-osdark-`.
      const osTiles = review.tiles.filter((name) => name.includes('-os-'));
      const shots = [
        ...review.tiles.map((name) => ({ tileName: name, name, scheme: 'light' as const })),
        ...osTiles.map((name) => ({
          tileName: name,
          name: name.replace('-os-', '-osdark-'),
          scheme: 'dark' as const,
        })),
      ];
      const expected = shots.map((shot) => shot.name);
      let current = 'light';
      for (const { tileName, name, scheme } of shots) {
        if (scheme !== current) {
          current = scheme;
          await review.page.emulateMedia({ colorScheme: scheme });
        }
        const tile = review.page.locator(`${TILE_SELECTOR}[data-review="${tileName}"]`);
        await tile.scrollIntoViewIfNeeded();
        const actual = await tile.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
        writeFileSync(join(ACTUAL_DIR, `${name}.png`), actual);
        const baselineFile = join(BASELINE_DIR, `${name}.png`);
        if (UPDATE || !existsSync(baselineFile)) {
          if (IN_CI && !UPDATE) {
            problems.push(`${name}: no baseline (run UPDATE_SCREENSHOTS=1 npm test and commit it)`);
            continue;
          }
          writeFileSync(baselineFile, actual);
          written.push(name);
          continue;
        }
        const result = comparePng(readFileSync(baselineFile), actual);
        if (result.same) continue;
        if (result.diff) writeFileSync(join(ACTUAL_DIR, `${name}.diff.png`), result.diff);
        problems.push(`${name}: ${result.reason}; see ${ACTUAL_DIR}/${name}.png and ${name}.diff.png`);
      }

      const stale = readdirSync(BASELINE_DIR)
        .filter((file) => file.endsWith('.png') && !expected.includes(file.slice(0, -4)))
        .sort();
      if (stale.length > 0 && UPDATE) {
        for (const file of stale) rmSync(join(BASELINE_DIR, file));
      } else if (stale.length > 0) {
        problems.push(`baselines without a tile (UPDATE_SCREENSHOTS=1 removes them): ${stale.join(', ')}`);
      }
      if (written.length > 0) {
        console.warn(
          `\n⚠ wrote ${written.length} screenshot baseline(s) to ${BASELINE_DIR}: ${written.join(', ')}\n`,
        );
      }
      expect(problems).toEqual([]);
    } finally {
      await review.context.close();
    }
    // Over a hundred tiles, each captured and compared: seconds each on a busy machine.
  }, 240_000);
});
