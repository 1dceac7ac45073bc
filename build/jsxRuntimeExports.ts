import * as runtime from 'react/jsx-runtime';

/** The JSX runtime's functions, as bindings of an ES module (build/namedReactImports.ts). */
export const { Fragment, jsx, jsxs } = runtime;
