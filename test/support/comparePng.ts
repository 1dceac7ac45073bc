import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Per-pixel colour distance pixelmatch tolerates (0…1): font hinting, not a changed colour. */
const PIXEL_THRESHOLD = 0.1;
/** Share of a tile's pixels that may differ before a screenshot counts as changed. */
export const MAX_DIFF_RATIO = 0.002;

export type PngComparison =
  | { same: true; diffPixels: number }
  | { same: false; reason: string; diffPixels?: number; diff?: Buffer };

/**
 * Compares two PNGs with a tolerance: anti-aliased pixels are ignored, and up to
 * `MAX_DIFF_RATIO` of the pixels may differ. A different size is always a change.
 */
export function comparePng(baseline: Buffer, actual: Buffer, maxDiffRatio = MAX_DIFF_RATIO): PngComparison {
  const before = PNG.sync.read(baseline);
  const after = PNG.sync.read(actual);
  if (before.width !== after.width || before.height !== after.height) {
    return {
      same: false,
      reason: `size changed from ${before.width}×${before.height} to ${after.width}×${after.height}`,
    };
  }
  const { width, height } = before;
  const diff = new PNG({ width, height });
  const diffPixels = pixelmatch(before.data, after.data, diff.data, width, height, {
    threshold: PIXEL_THRESHOLD,
  });
  const allowed = Math.floor(width * height * maxDiffRatio);
  if (diffPixels <= allowed) return { same: true, diffPixels };
  return {
    same: false,
    reason: `${diffPixels} pixels differ (${((diffPixels / (width * height)) * 100).toFixed(2)}%, at most ${allowed} allowed)`,
    diffPixels,
    diff: PNG.sync.write(diff),
  };
}
