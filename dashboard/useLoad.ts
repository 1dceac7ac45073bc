import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Loads `load()` now, whenever `key` changes, and on `reload()`; `error` is the message of the
 * last failure. `key` names what the load depends on (a query, an id).
 */
export function useLoad<T>(load: () => Promise<T>, key: string) {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const latest = useRef(load);
  latest.current = load;
  const reload = useCallback(() => {
    setError(undefined);
    latest.current().then(setData, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, []);
  useEffect(() => {
    if (key !== undefined) reload();
  }, [key, reload]);
  return { data, error, reload };
}
