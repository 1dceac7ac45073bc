import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Features } from 'lightningcss';
import { defineConfig, type Plugin } from 'vite';
import { channelLogoFiles } from './build/channelLogoFiles';
import { fontFiles } from './build/fontFiles';
import { hoistEntryImports } from './build/hoistEntryImports';
import { namedReactImports } from './build/namedReactImports';
import { precompress } from './build/precompress';

const root = import.meta.dirname;

/**
 * The widget bundle. `dist/` is served at `/`: `dist/elements.js` is what merchants embed
 * (docs/architecture.md §5), lazy chunks land in `dist/chunks/`, and the demo pages in `dist/demo/`.
 * More entries (the hosted pages, headless.js) join `entries` below.
 */
const entries = {
  elements: resolve(root, 'elements/index.ts'),
  // The design-review page's script (demo/review.html loads /review.js).
  review: resolve(root, 'demo/review.tsx'),
  // The hosted pages' script (/loginPage.html, /auth) and the embedding page's iframe script.
  hosted: resolve(root, 'elements/hostedPage.ts'),
  embed: resolve(root, 'elements/embed.ts'),
  // The OpenID Connect sign-in page's script (/oidc/interaction/UID loads /oidc.js).
  oidc: resolve(root, 'elements/oidcSignIn.ts'),
  // The public headless client (docs/architecture.md §5): `import { SesameHeadless } from '/headless.js'`.
  headless: resolve(root, 'services/headless/SesameHeadless.ts'),
  // The QR phone page's script (server/routes/qrPhonePageRoute.ts serves the page at /q/{ref}).
  qrPhone: resolve(root, 'elements/qrPhone.ts'),
  // The merchant dashboard's page script, served at /dashboard/ (docs/dashboard.md): its own entry.
  dashboard: resolve(root, 'dashboard/main.tsx'),
};

export default defineConfig({
  publicDir: false,
  // Library builds leave process.env.NODE_ENV alone; React must see production.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // No sheet uses light-dark(): without this, the minifier adds its fallback's custom properties
  // (`--lightningcss-light`, `--lightningcss-dark`) to every rule that sets color-scheme.
  css: { lightningcss: { exclude: Features.LightDark } },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: 'oxc',
    sourcemap: true,
    lib: { entry: entries, formats: ['es'] },
    rolldownOptions: {
      output: {
        // One file for everything a merchant's page needs before <auth-floater> is interactive:
        // with several entries sharing modules, the bundler would otherwise cut that path into
        // a dozen small files, each compressed on its own (and worse) and each one more request.
        codeSplitting: {
          groups: [
            // What elements.js runs first: the floater's first calls (elements/earlyCalls.ts).
            { name: 'boot', test: (id: string) => id !== entries.elements && bootPath.has(id) },
            {
              name: 'widget',
              // The bundler's own runtime helpers too: a file of their own would be one more hop.
              test: (id: string) =>
                (!bootPath.has(id) && widgetPath.has(id)) || id.includes('rolldown/runtime'),
            },
          ],
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
  plugins: [
    namedReactImports(),
    traceWidgetPath(),
    copyDemoPages(),
    channelLogoFiles(),
    fontFiles(),
    hoistEntryImports(['elements']),
    precompress(),
  ],
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

/** The modules `elements.js` imports statically, directly or not: what it runs first. */
const bootPath = new Set<string>();
/** The modules of the elements it then imports (elements/widgetElements.ts): its path to interactive. */
const widgetPath = new Set<string>();
const widgetElements = resolve(root, 'elements/widgetElements.ts');

function traceWidgetPath(): Plugin {
  return {
    name: 'sesame:trace-widget-path',
    buildEnd() {
      const trace = (from: string, into: Set<string>) => {
        into.clear();
        const pending = [from];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (into.has(id)) continue;
          into.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      trace(entries.elements, bootPath);
      trace(widgetElements, widgetPath);
    },
  };
}
