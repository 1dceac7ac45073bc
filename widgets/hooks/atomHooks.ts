import { type Atom, getDefaultStore, type WritableAtom } from 'jotai/vanilla';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/**
 * The widget's React binding for its jotai atoms (docs/performance.md "Budgets"). jotai stays the
 * state library; its own hooks (`jotai/react`) cost ~0.7 KB brotli before the floater is
 * interactive, most of it for atoms that hold promises, which the widget has none of. These read
 * an atom with React's `useSyncExternalStore` over the same store, with jotai's rules: a
 * component uses the store of the nearest `<StoreContext value={store}>` (jotai's `Provider`),
 * else jotai's default store; a setter keeps its identity while the store and the atom do.
 * Not supported: a promise in an atom (handed out as it is, no Suspense), and jotai's per-hook
 * `store` and `delay` options.
 */
export const StoreContext = createContext<Store | undefined>(undefined);

type Store = ReturnType<typeof getDefaultStore>;

export const useStore = (): Store => useContext(StoreContext) ?? getDefaultStore();

/** The atom's value; the component renders again when it changes. */
export function useAtomValue<Value>(atom: Atom<Value>): Value {
  const store = useStore();
  const subscribe = useCallback((changed: () => void) => store.sub(atom, changed), [store, atom]);
  const read = () => store.get(atom);
  // The same read on the server: react-dom/server renders the store's value too.
  return useSyncExternalStore(subscribe, read, read);
}

/** Writes the atom (`store.set`); the function is the same from render to render. */
export function useSetAtom<Value, Args extends unknown[], Result>(
  atom: WritableAtom<Value, Args, Result>,
): (...args: Args) => Result {
  const store = useStore();
  return useCallback((...args: Args) => store.set(atom, ...args), [store, atom]);
}

export const useAtom = <Value, Args extends unknown[], Result>(atom: WritableAtom<Value, Args, Result>) =>
  [useAtomValue(atom), useSetAtom(atom)] as const;
