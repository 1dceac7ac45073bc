import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What browsers download from dist/: scripts, styles, pages, images in text form, JSON. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every compressible
 * file of the build, so the host sends them as they are (`preCompressed` in
 * server/routes/staticRoutes.ts) and spends no CPU per request. A variant that would not be
 * smaller is left out, and the file is sent uncompressed. Source maps are left alone: only
 * developer tools fetch them.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sesame:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (COMPRESSIBLE.test(fileName)) compressFile(join(outDir, fileName));
      }
    },
  };
}

/** Writes the brotli and gzip siblings of one file, each only when smaller than the file. */
function compressFile(path: string): void {
  const source = readFileSync(path);
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gz = gzipSync(source, { level: 9 });
  if (br.length < source.length) writeFileSync(`${path}.br`, br);
  if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
}
