import { createElement, type ReactNode, Suspense } from 'react';
import { sesameStore } from '../state/atoms/store';
import { StoreContext } from '../widgets/hooks/atomHooks';

/** Every element renders into the page's one shared store (docs/architecture.md §3). */
export const inSharedStore = (...children: ReactNode[]) =>
  createElement(StoreContext, { value: sesameStore }, ...children);

/** A lazy screen in the shared store: nothing is drawn until its chunk has arrived. */
export const lazyInSharedStore = (screen: ReactNode) =>
  inSharedStore(createElement(Suspense, { fallback: null }, screen));
