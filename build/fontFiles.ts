import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { FONT_FILES, FONTS_DIR } from '../contract/fonts';

/** Writes the hosted pages' font files (contract/fonts.ts) to `dist/fonts/`, as the package has them. */
export function fontFiles(): Plugin {
  return {
    name: 'sesame:fonts',
    apply: 'build',
    generateBundle() {
      const require = createRequire(import.meta.url);
      const files = join(dirname(require.resolve('@fontsource-variable/inter/package.json')), 'files');
      for (const { file } of FONT_FILES) {
        this.emitFile({
          type: 'asset',
          fileName: `${FONTS_DIR}/${file}`,
          source: readFileSync(join(files, file)),
        });
      }
    },
  };
}
