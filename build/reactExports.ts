import * as React from 'react';

/**
 * React's functions the widget calls, as bindings of an ES module (build/namedReactImports.ts
 * sends the widget's `import … from 'react'` here). React is CommonJS: imported directly, every
 * call reads a property of its exports object (`(0,r.useState)(…)`) in every chunk.
 */
export const {
  createContext,
  createElement,
  Fragment,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} = React;
