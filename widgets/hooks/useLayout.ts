import { createContext, useContext, useEffect, useState } from 'react';
import { DESKTOP_MIN_WIDTH_PX } from '../../contract/constants';

export type Layout = 'desktop' | 'mobile';

/** Forces a layout (the design-review page draws mobile tiles on a wide screen). */
export const LayoutContext = createContext<Layout | null>(null);

const MOBILE_QUERY = `(max-width: ${DESKTOP_MIN_WIDTH_PX}px)`;

/** spec §9: desktop is a screen wider than 768px; below it the floater is a bottom sheet. */
export function useLayout(): Layout {
  const forced = useContext(LayoutContext);
  const [layout, setLayout] = useState<Layout>(() => current());
  useEffect(() => {
    if (forced) return;
    const query = globalThis.matchMedia?.(MOBILE_QUERY);
    if (!query) return;
    const update = () => setLayout(query.matches ? 'mobile' : 'desktop');
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [forced]);
  return forced ?? layout;
}

function current(): Layout {
  return globalThis.matchMedia?.(MOBILE_QUERY).matches ? 'mobile' : 'desktop';
}
