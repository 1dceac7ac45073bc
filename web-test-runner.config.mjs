import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { build } from 'esbuild';
import { browserCountsReporter } from './test/support/browserCountsReporter.mjs';

/**
 * Browser tests of the elements (test/browser/*.test.ts): mocha in Debian's Chromium, driven by
 * puppeteer-core. Each test file, and `/elements.js` (the elements bundle a test page or the
 * design-review page loads), is bundled from source by esbuild when it is requested: React is
 * CommonJS, and one bundle per page sidesteps serving it as ES modules.
 */
export default {
  files: ['test/browser/**/*.test.{ts,tsx}'],
  nodeResolve: false,
  // One page at a time: pages share the origin's storage, and a background tab's timers and
  // animation frames are throttled, which stalls fades and transitions.
  concurrency: 1,
  browserStartTimeout: 60_000,
  testsFinishTimeout: 100_000,
  testFramework: { config: { timeout: 15_000 } },
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--no-first-run',
        ],
      },
    }),
  ],
  plugins: [bundleFromSource()],
  // `npm test` reads the counts from this file (BROWSER_COUNTS_FILE) for its closing line.
  reporters: [
    defaultReporter(),
    ...(process.env.BROWSER_COUNTS_FILE ? [browserCountsReporter(process.env.BROWSER_COUNTS_FILE)] : []),
  ],
};

/** Serves test files and `/elements.js` as one ES module each, bundled from the TypeScript sources. */
function bundleFromSource() {
  const entryOf = (path) => {
    if (path === '/elements.js') return 'elements/index.ts';
    if (/^\/test\/browser\/.+\.test\.tsx?$/.test(path)) return path.slice(1);
    return undefined;
  };
  return {
    name: 'sesame:bundle-from-source',
    async serve(context) {
      const entry = entryOf(context.path);
      if (!entry) return undefined;
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        // Where the browser sees the file, so the source map's paths resolve from there.
        outfile: `.${context.path}`,
        format: 'esm',
        target: 'es2022',
        jsx: 'automatic',
        sourcemap: 'inline',
        logLevel: 'silent',
        define: { 'process.env.NODE_ENV': JSON.stringify('development') },
        // The test runner's own socket, imported by @web/test-runner-commands at run time.
        external: ['/__web-dev-server__web-socket.js'],
        plugins: [inlineCss],
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}

/** `import css from './x.css?inline'` (Vite's form): the style sheet as a string. */
const inlineCss = {
  name: 'sesame:inline-css',
  setup(build) {
    build.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: resolve(args.resolveDir, args.path.slice(0, -'?inline'.length)),
      namespace: 'inline-css',
    }));
    build.onLoad({ filter: /.*/, namespace: 'inline-css' }, async (args) => ({
      contents: await readFile(args.path, 'utf8'),
      loader: 'text',
    }));
  },
};
