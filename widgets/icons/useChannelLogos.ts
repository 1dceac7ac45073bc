import { useEffect, useState } from 'react';

type Logos = typeof import('./channelLogos');

let loaded: Logos | undefined;
let loading: Promise<Logos> | undefined;

/**
 * The lazily loaded logos (channelLogos.tsx): undefined until the chunk arrives, then the
 * module. Loaded once per page, and only when a button shows one of them.
 */
export function useChannelLogos(): Logos | undefined {
  const [logos, setLogos] = useState(loaded);
  useEffect(() => {
    if (logos) return;
    let live = true;
    loading ??= import('./channelLogos');
    void loading.then((module) => {
      loaded = module;
      if (live) setLogos(module);
    });
    return () => {
      live = false;
    };
  }, [logos]);
  return logos;
}
