import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const facades: Readonly<Record<string, string>> = {
  react: resolve(import.meta.dirname, 'reactExports.ts'),
  'react/jsx-runtime': resolve(import.meta.dirname, 'jsxRuntimeExports.ts'),
};

/**
 * Sends the widget's own imports of React and its JSX runtime to ES modules that re-export
 * them (build/reactExports.ts, build/jsxRuntimeExports.ts). Imported from CommonJS, each call
 * site reads the function off the module object, `(0,r.jsx)(…)`, and every lazy chunk wraps
 * React's exports again with the bundler's interop helper; re-exported, a call is a plain local
 * name and a lazy chunk imports the function itself. React and React DOM stay as they are; the
 * packages in node_modules keep importing React directly.
 */
export function namedReactImports(): Plugin {
  const own = new Set(Object.values(facades));
  return {
    name: 'sesame:named-react-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      const facade = facades[source];
      if (!facade || !importer || importer.includes('/node_modules/') || own.has(importer)) return null;
      return facade;
    },
  };
}
