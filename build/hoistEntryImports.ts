import type { Plugin } from 'vite';

/**
 * Lets the browser request every file an entry needs at once. A static import is discovered only
 * when the file holding it has arrived and been parsed, so `elements.js` → widget chunk → the
 * bundler's runtime helpers cost one round trip each. This adds, at the end of each named entry,
 * an `import "./chunk.js";` for every file its static imports reach: all of them are requested
 * as soon as the entry is parsed, as `<link rel=modulepreload>` would do on a page we do not own.
 * Evaluation order is unchanged (a module runs after its own imports either way), and source
 * maps stay valid because only whole lines are appended. For the entry's own `import()`, the
 * files the imported chunk needs are requested with it.
 */
export function hoistEntryImports(entryNames: string[]): Plugin {
  return {
    name: 'sesame:hoist-entry-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || !entryNames.includes(chunk.name)) continue;
        const reached = new Set<string>();
        const visit = (fileName: string) => {
          const file = bundle[fileName];
          if (file?.type !== 'chunk') return;
          for (const dependency of file.imports) {
            if (reached.has(dependency)) continue;
            reached.add(dependency);
            visit(dependency);
          }
        };
        visit(chunk.fileName);
        const depth = chunk.fileName.split('/').length - 1;
        const prefix = depth === 0 ? './' : '../'.repeat(depth);
        const missing = [...reached].filter((fileName) => !chunk.imports.includes(fileName));
        chunk.code += missing.map((fileName) => `\nimport"${prefix}${fileName}";`).join('');
        chunk.imports.push(...missing);
        // The entry's own import() (elements.js → the elements): the chunk it names and every
        // file that one imports are requested together, not one after the other.
        for (const target of chunk.dynamicImports) {
          const needed = new Set<string>();
          const walk = (fileName: string) => {
            const file = bundle[fileName];
            if (file?.type !== 'chunk') return;
            for (const dependency of file.imports) {
              if (needed.has(dependency) || reached.has(dependency) || dependency === chunk.fileName)
                continue;
              needed.add(dependency);
              walk(dependency);
            }
          };
          walk(target);
          if (needed.size === 0) continue;
          const call = `import(\`${prefix}${target}\`)`;
          const preloads = [...needed].map((fileName) => `import("${prefix}${fileName}").catch(()=>{})`);
          chunk.code = chunk.code.replace(call, `(${preloads.join(',')},${call})`);
        }
      }
    },
  };
}
