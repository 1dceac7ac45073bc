import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const root = import.meta.dirname;

/**
 * The widget bundle. `dist/` is served at `/`: `dist/elements.js` is what merchants embed
 * (ARCHITECTURE.md §5), lazy chunks land in `dist/chunks/`, and the demo pages in `dist/demo/`.
 * More entries (the hosted pages, headless.js) join `entries` below.
 */
const entries = {
  elements: resolve(root, 'elements/index.ts'),
  // The design-review page's script (demo/review.html loads /review.js).
  review: resolve(root, 'demo/review.tsx'),
  // The hosted pages' script (/loginPage.html, /auth) and the embedding page's iframe script.
  hosted: resolve(root, 'elements/hostedPage.ts'),
  embed: resolve(root, 'elements/embed.ts'),
  // The public headless client (ARCHITECTURE.md §5): `import { SesameHeadless } from '/headless.js'`.
  headless: resolve(root, 'services/headless/SesameHeadless.ts'),
};

export default defineConfig({
  publicDir: false,
  // Library builds leave process.env.NODE_ENV alone; React must see production.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: 'oxc',
    sourcemap: true,
    lib: { entry: entries, formats: ['es'] },
    rolldownOptions: {
      // jotai's React entry starts with 'use client', which means nothing outside a React server.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
      output: {
        // One file for everything a merchant's page needs before <auth-floater> is interactive:
        // with several entries sharing modules, the bundler would otherwise cut that path into
        // a dozen small files, each compressed on its own (and worse) and each one more request.
        codeSplitting: {
          groups: [{ name: 'widget', test: (id: string) => id !== entries.elements && widgetPath.has(id) }],
        },
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // Library mode keeps whitespace in ES output; this bundle goes straight to browsers.
        minify: true,
        comments: { legal: true, annotation: false, jsdoc: false },
      },
    },
  },
  plugins: [traceWidgetPath(), minifyCssTemplates(), copyDemoPages()],
});

/** Copies `demo/*.html` to `dist/demo/` as they are: they load `/elements.js` like a merchant page. */
function copyDemoPages(): Plugin {
  const dir = resolve(root, 'demo');
  const pages = () => readdirSync(dir).filter((name) => name.endsWith('.html'));
  return {
    name: 'sesame:copy-demo-pages',
    buildStart() {
      for (const page of pages()) this.addWatchFile(join(dir, page));
    },
    generateBundle() {
      for (const page of pages()) {
        this.emitFile({ type: 'asset', fileName: `demo/${page}`, source: readFileSync(join(dir, page)) });
      }
    },
  };
}

/**
 * The widget's styles are CSS in template literals (`widgets/styles/*.ts`), which the JS minifier
 * leaves as written. This strips their comments and the whitespace CSS does not need, before the
 * bundle is built: every byte saved here is one a merchant's visitor does not download first.
 * Only `= \`…\`` literals in that folder are touched; `${…}` expressions pass through unchanged.
 */
function minifyCssTemplates(): Plugin {
  const folder = `${resolve(root, 'widgets/styles')}/`;
  return {
    name: 'sesame:minify-css-templates',
    transform(code, id) {
      if (!id.startsWith(folder) || !id.endsWith('.ts')) return null;
      return {
        code: code.replace(
          /(=\s*)`([^`]*)`/g,
          (_, lead: string, css: string) => `${lead}\`${minifyCss(css)}\``,
        ),
        map: null,
      };
    },
  };
}

export function minifyCss(css: string): string {
  return (
    css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};,>])\s*/g, '$1')
      // Only after a colon: before one it may be a descendant combinator (`.a :hover`).
      .replace(/:\s+/g, ':')
      .replace(/;}/g, '}')
      .trim()
  );
}

/** The modules `elements.js` imports statically, directly or not: its path to interactive. */
const widgetPath = new Set<string>();

function traceWidgetPath(): Plugin {
  return {
    name: 'sesame:trace-widget-path',
    buildEnd() {
      widgetPath.clear();
      const pending = [entries.elements];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (widgetPath.has(id)) continue;
        widgetPath.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
