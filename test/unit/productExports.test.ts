import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productSources, SOURCE_DIRS } from '../support/productSources';

/** Files beside the source folders that the build and the test runner load. */
const ROOT_FILES = ['vite.config.ts', 'web-test-runner.config.mjs'];

/**
 * Every exported function, constant and class is used by the product itself, not only by tests:
 * a rule only tests reach is either wired in or deleted. A name counts as used when another
 * product file mentions it, or its own file does besides declaring it.
 */
describe('product exports', () => {
  it('has no export that only tests use', () => {
    const files = SOURCE_DIRS.flatMap(productSources);
    const text = new Map([...files, ...ROOT_FILES].map((file) => [file, readFileSync(file, 'utf8')]));
    const declaration = /^export (?:async )?(?:function\*?|const|let|class|enum) ([A-Za-z_$][\w$]*)/gm;
    const unused: string[] = [];
    for (const file of files) {
      const source = text.get(file)!;
      for (const [, name] of source.matchAll(declaration)) {
        const word = `\\b${name!.replace(/\$/g, '\\$')}\\b`;
        if ((source.match(new RegExp(word, 'g')) ?? []).length > 1) continue;
        const mention = new RegExp(word);
        const elsewhere = [...text].some(([other, body]) => other !== file && mention.test(body));
        if (!elsewhere) unused.push(`${file}: ${name}`);
      }
    }
    expect(unused).toEqual([]);
  });
});
