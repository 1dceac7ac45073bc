import { atom, createStore, getDefaultStore } from 'jotai/vanilla';
import { act, createElement, type FunctionComponent } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { StoreContext, useAtom, useAtomValue, useSetAtom, useStore } from '../../widgets/hooks/atomHooks';

type Store = ReturnType<typeof createStore>;

// React DOM in Node, without a DOM: the components under test draw nothing, so React only needs a
// container to attach its event listeners to, and a `window` with no event, focus or frames.
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean; window?: object };
reactGlobals.IS_REACT_ACT_ENVIRONMENT = true;
reactGlobals.window = { HTMLIFrameElement: class {} };
afterAll(() => {
  delete reactGlobals.IS_REACT_ACT_ENVIRONMENT;
  delete reactGlobals.window;
});
const noop = () => {};
const container = () =>
  ({
    nodeType: 1,
    nodeName: 'DIV',
    tagName: 'DIV',
    ownerDocument: { addEventListener: noop },
    addEventListener: noop,
    removeEventListener: noop,
  }) as unknown as Element;

/** Renders `component` with `store` in the context; gives back the root, to unmount it. */
function mount(store: Store, component: FunctionComponent) {
  const root = createRoot(container());
  act(() => root.render(createElement(StoreContext, { value: store }, createElement(component))));
  return root;
}

const countAtom = atom(1);
const doubledAtom = atom((get) => get(countAtom) * 2);
const addAtom = atom(null, (get, set, by: number) => set(countAtom, get(countAtom) + by));

const own = createStore();
function Count() {
  return `${useAtomValue(countAtom)} ${useStore() === own}`;
}

describe('atomHooks: the widget’s React binding for jotai', () => {
  it('renders again when the atom changes, with derived atoms following', () => {
    const store = createStore();
    const seen: [number, number][] = [];
    mount(store, () => {
      seen.push([useAtomValue(countAtom), useAtomValue(doubledAtom)]);
      return null;
    });
    expect(seen.at(-1)).toEqual([1, 2]);
    act(() => store.set(countAtom, 5));
    expect(seen.at(-1)).toEqual([5, 10]);
    // Setting the same value again renders nothing.
    const renders = seen.length;
    act(() => store.set(countAtom, 5));
    expect(seen.length).toBe(renders);
  });

  it('writes the store through setters that keep their identity', () => {
    const store = createStore();
    const setters: ((by: number) => void)[] = [];
    let setCount: ((value: number | ((n: number) => number)) => void) | undefined;
    mount(store, () => {
      setters.push(useSetAtom(addAtom));
      const [, set] = useAtom(countAtom);
      setCount = set;
      return null;
    });
    act(() => setters.at(-1)?.(2));
    expect(store.get(countAtom)).toBe(3);
    act(() => setCount?.((n) => n * 10));
    expect(store.get(countAtom)).toBe(30);
    expect(new Set(setters).size).toBe(1);
  });

  it('stops listening to the store once unmounted', () => {
    const store = createStore();
    let listening = 0;
    const counted = {
      ...store,
      sub: (...args: Parameters<Store['sub']>) => {
        listening += 1;
        const unsubscribe = store.sub(...args);
        return () => {
          listening -= 1;
          unsubscribe();
        };
      },
    };
    let renders = 0;
    const root = mount(counted, () => {
      useAtomValue(countAtom);
      renders += 1;
      return null;
    });
    expect(listening).toBe(1);
    const before = renders;
    act(() => root.unmount());
    expect(listening).toBe(0);
    act(() => store.set(countAtom, 7));
    expect(renders).toBe(before);
  });

  it('reads from the store the context gives, else jotai’s default store, on the server too', () => {
    own.set(countAtom, 4);
    getDefaultStore().set(countAtom, 9);
    expect(renderToStaticMarkup(createElement(StoreContext, { value: own }, createElement(Count)))).toBe(
      '4 true',
    );
    expect(renderToStaticMarkup(createElement(Count))).toBe('9 false');
  });
});
