import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { walkImports } from '../size/importGraph';
import { bytesPerSource, groupOf } from '../size/sourceShares';

/** A built bundle in memory: path → source. */
const bundle = (files: Record<string, string>) => (file: string) => files[file];

describe('walkImports (npm run size)', () => {
  it('counts the entry and everything it imports statically, each file once, cycles included', async () => {
    const graph = await walkImports(
      'elements.js',
      bundle({
        'elements.js':
          'import{a}from"./chunks/react-1.js";export{b}from"./chunks/state-2.js";import"./side.js";',
        'chunks/react-1.js': 'import"./shared-3.js";export const a=1;',
        'chunks/state-2.js': 'import"./shared-3.js";import"../elements.js";export const b=2;',
        'chunks/shared-3.js': 'export*from"./deep-4.js";',
        'chunks/deep-4.js': 'export const d=4;',
        'side.js': '',
        'chunks/never-5.js': 'export const n=5;',
      }),
    );
    expect(graph.eager.sort()).toEqual([
      'chunks/deep-4.js',
      'chunks/react-1.js',
      'chunks/shared-3.js',
      'chunks/state-2.js',
      'elements.js',
      'side.js',
    ]);
    expect(graph.lazy).toEqual([]);
    expect(graph.unresolved).toEqual([]);
  });

  it('leaves dynamic import() targets and what only they import out of the eager set', async () => {
    const graph = await walkImports(
      'elements.js',
      bundle({
        'elements.js':
          'import{r}from"./chunks/react.js";const s=()=>import("./chunks/sentry.js");const q=()=>import(`./chunks/qr.js`);',
        'chunks/react.js': 'export const r=1;',
        'chunks/sentry.js':
          'import{r}from"./react.js";import"./sentry-core.js";const w=()=>import("./webauthn.js");',
        'chunks/sentry-core.js': '',
        'chunks/qr.js': '',
        'chunks/webauthn.js': '',
      }),
    );
    expect(graph.eager.sort()).toEqual(['chunks/react.js', 'elements.js']);
    expect(graph.lazy.sort()).toEqual([
      'chunks/qr.js',
      'chunks/sentry-core.js',
      'chunks/sentry.js',
      'chunks/webauthn.js',
    ]);
  });

  it('does not mistake the word import in strings and comments for an import', async () => {
    const graph = await walkImports(
      'elements.js',
      bundle({
        'elements.js': 'const t="import \\"./fake.js\\"";/* import "./also-fake.js" */export const x=t;',
      }),
    );
    expect(graph.eager).toEqual(['elements.js']);
    expect(graph.unresolved).toEqual([]);
  });

  it('reports bare specifiers, missing files and import() of expressions', async () => {
    const graph = await walkImports(
      'elements.js',
      bundle({ 'elements.js': 'import"react";import"./chunks/gone.js";const f=(n)=>import("./chunks/"+n);' }),
    );
    expect(graph.unresolved.sort()).toEqual([
      'chunks/gone.js',
      'elements.js: import() of an expression',
      'react',
    ]);
  });
});

describe('bytesPerSource (npm run size)', () => {
  it('attributes every byte of a built file to the sources its map names', async () => {
    const big = `export const big = ${JSON.stringify('x'.repeat(4000))};`;
    const result = await build({
      stdin: {
        contents:
          'import { big } from "./big.js"; import { small } from "./small.js"; console.log(big, small);',
        resolveDir: '/virtual',
        sourcefile: 'entry.js',
      },
      bundle: true,
      write: false,
      format: 'esm',
      minify: true,
      sourcemap: 'external',
      outfile: '/virtual/out.js',
      plugins: [
        {
          name: 'virtual',
          setup(build) {
            build.onResolve({ filter: /^\.\/(big|small)\.js$/ }, (args) => ({
              path: `/virtual/${args.path.slice(2)}`,
              namespace: 'v',
            }));
            build.onLoad({ filter: /.*/, namespace: 'v' }, (args) => ({
              contents: args.path.endsWith('big.js') ? big : 'export const small = 1;',
              loader: 'js',
            }));
          },
        },
      ],
    });
    const code = result.outputFiles.find((file) => file.path.endsWith('.js'))!.text;
    const map = JSON.parse(result.outputFiles.find((file) => file.path.endsWith('.map'))!.text);
    const shares = bytesPerSource(code, map);
    const total = [...shares.values()].reduce((sum, bytes) => sum + bytes, 0);
    expect(total).toBe(Buffer.byteLength(code));
    const bigIndex = map.sources.findIndex((source: string) => source.endsWith('big.js'));
    expect(shares.get(bigIndex)).toBeGreaterThan(4000);
  });

  it('groups sources by package or top folder', () => {
    expect(groupOf('../node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom');
    expect(groupOf('../node_modules/@r2wc/core/dist/index.js')).toBe('@r2wc/core');
    expect(groupOf('../widgets/Floater.tsx')).toBe('widgets');
  });
});
