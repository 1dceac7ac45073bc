import { type ComponentType, createElement, lazy, useState } from 'react';
import { loadOnce } from '../state/flows/loadOnce';

/** A screen in its own chunk that can be fetched before it is needed (see `LazyScreen`). */
export interface LazyScreenChunk<P> {
  preload(): Promise<ComponentType<P>>;
  /** The loaded screen, or a React.lazy stand-in while its chunk is still on the way. */
  current(): ComponentType<P>;
}

export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreenChunk<P> {
  let loaded: ComponentType<P> | undefined;
  // A failed fetch (offline) is tried again the next time.
  const preload = loadOnce(() =>
    load().then((component) => {
      loaded = component;
      return component;
    }),
  );
  const standIn = lazy(async () => ({ default: await preload() })) as unknown as ComponentType<P>;
  return { preload, current: () => loaded ?? standIn };
}

/**
 * Renders a lazy screen. Once `preload` has finished it renders at once, without suspending, so
 * the Suspense fallback around it never shows; before that it suspends like React.lazy.
 */
export function LazyScreen<P extends object>({ of, ...props }: { of: LazyScreenChunk<P> } & P) {
  // Fixed per screen: switching from the stand-in to the loaded one would remount it. A new
  // `of` in the same place picks again (the previous render's value, React's own pattern).
  const [pinned, setPinned] = useState(() => ({ of, Component: of.current() }));
  if (pinned.of !== of) setPinned({ of, Component: of.current() });
  const Component = pinned.of === of ? pinned.Component : of.current();
  return createElement(Component, props as unknown as P);
}
