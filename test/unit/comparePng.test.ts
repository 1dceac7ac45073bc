import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { comparePng } from '../support/comparePng';

/** A width×height PNG, white, with the first `dark` pixels black. */
function png(width: number, height: number, dark = 0): Buffer {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) {
    const value = i < dark ? 0 : 255;
    image.data.set([value, value, value, 255], i * 4);
  }
  return PNG.sync.write(image);
}

describe('comparePng (screenshot baselines)', () => {
  it('finds identical images the same', () => {
    expect(comparePng(png(100, 100), png(100, 100))).toEqual({ same: true, diffPixels: 0 });
  });

  it('tolerates a few changed pixels, up to the allowed share', () => {
    const result = comparePng(png(100, 100), png(100, 100, 20));
    expect(result.same).toBe(true);
  });

  it('reports a change over the allowed share, with a diff image of the same size', () => {
    const result = comparePng(png(100, 100), png(100, 100, 500));
    expect(result.same).toBe(false);
    if (result.same) return;
    expect(result.diffPixels).toBe(500);
    expect(result.reason).toContain('500 pixels differ');
    const diff = PNG.sync.read(result.diff!);
    expect([diff.width, diff.height]).toEqual([100, 100]);
  });

  it('reports a changed size as a change', () => {
    const result = comparePng(png(100, 100), png(100, 101));
    expect(result).toEqual({ same: false, reason: 'size changed from 100×100 to 100×101' });
  });
});
