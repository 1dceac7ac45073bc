import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productSources, SOURCE_DIRS } from '../support/productSources';

/** Files stay small enough to read in one sitting: split along a seam before this. */
const MAX_LINES = 200;
/** Lines as an editor numbers them: a final newline does not start another. */
const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

describe('source file sizes', () => {
  it(`keeps every source file outside the tests at ${MAX_LINES} lines or fewer`, () => {
    const files = SOURCE_DIRS.flatMap(productSources);
    expect(files.length).toBeGreaterThan(100);
    const tooLong = files
      .map((file) => ({ file, lines: lineCount(readFileSync(file, 'utf8')) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });
});
