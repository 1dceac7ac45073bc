import { createStore } from 'jotai/vanilla';
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { configAtom } from '../../state/atoms/flowAtoms';
import { ToastStillContext } from '../../widgets/ErrorToast';
import { StoreContext, useAtomValue } from '../../widgets/hooks/atomHooks';
import { type Layout, LayoutContext } from '../../widgets/hooks/useLayout';
import { type Theme, WidgetRoot } from '../../widgets/WidgetRoot';

export type Store = ReturnType<typeof createStore>;
/** A forced theme, or `os`: no theme given, the page's `prefers-color-scheme` decides (docs/widget.md). */
export type TileTheme = Theme | 'os';

/**
 * Still frames: no entrance animations, spinners stopped at one angle, no transitions. A frame
 * with paint containment cannot sample what lies behind a backdrop filter, so the backdrop is
 * drawn tinted only here; on a page it is blurred.
 */
const stillCss = `
*, *::before, *::after { animation: none !important; transition: none !important; }
.backdrop { backdrop-filter: none !important; -webkit-backdrop-filter: none !important; background: rgb(16 18 22 / 0.5) !important; }
.spinner { animation: sesame-spin 1s linear infinite !important; animation-play-state: paused !important; animation-delay: -0.3s !important; }
`;

const SIZES: Record<Layout, { width: number; height: number }> = {
  desktop: { width: 1280, height: 720 },
  mobile: { width: 390, height: 760 },
};

/**
 * One state of one element, in a fixed-size frame that is the containing block of everything
 * fixed inside it (a transform does that), with its own store and shadow root like an element.
 */
export function Tile({
  id,
  theme,
  layout,
  setup,
  page = true,
  locale,
  height,
  children,
}: {
  id: string;
  theme: TileTheme;
  layout: Layout;
  setup: (store: Store) => void;
  /** Draws a sample merchant page behind the widget. */
  page?: boolean;
  locale?: string;
  height?: number;
  children: ReactNode;
}) {
  const store = useMemo(() => {
    const s = createStore();
    setup(s);
    return s;
  }, [setup]);
  const host = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    if (host.current && !root)
      setRoot(host.current.shadowRoot ?? host.current.attachShadow({ mode: 'open' }));
  }, [root]);
  const size = SIZES[layout];
  const tileId = `${id}-${theme}-${size.width}`;
  return (
    <figure className="tile" data-theme={theme}>
      <figcaption>
        <code>{tileId}</code>
      </figcaption>
      <div
        className={`frame ${theme}`}
        data-review={tileId}
        style={{ width: size.width, height: height ?? size.height }}
      >
        {page && <SamplePage layout={layout} />}
        <div ref={host} />
        {root &&
          createPortal(
            <StoreContext value={store}>
              <LayoutContext value={layout}>
                <ToastStillContext value={true}>
                  <style>{stillCss}</style>
                  <ConfiguredRoot theme={theme} locale={locale}>
                    {children}
                  </ConfiguredRoot>
                </ToastStillContext>
              </LayoutContext>
            </StoreContext>,
            root,
          )}
      </div>
    </figure>
  );
}

/** The widget root with the merchant colour of the tile's configuration, as the elements do. */
function ConfiguredRoot({
  theme,
  locale,
  children,
}: {
  theme: TileTheme;
  locale?: string | undefined;
  children: ReactNode;
}) {
  const config = useAtomValue(configAtom);
  return (
    <WidgetRoot
      theme={theme === 'os' ? undefined : theme}
      locale={locale}
      primaryColor={config?.primaryColor}
    >
      {children}
    </WidgetRoot>
  );
}

const CARD_KEYS = ['mug', 'planter', 'candle', 'beans'];

/** A quiet merchant page, so the floater is judged where it lives: on top of someone's site. */
function SamplePage({ layout }: { layout: Layout }) {
  const cards = layout === 'desktop' ? 4 : 2;
  return (
    <div className="sample-page" aria-hidden="true">
      <div className="sample-nav">
        <span className="sample-logo">Lumen Coffee</span>
        {layout === 'desktop' && (
          <span className="sample-links">
            <i />
            <i />
            <i />
          </span>
        )}
      </div>
      <div className="sample-hero">
        <b />
        <i />
        <i className="short" />
      </div>
      <div className="sample-cards">
        {CARD_KEYS.slice(0, cards).map((n) => (
          <div key={n} className="sample-card">
            <span />
            <i />
            <i className="short" />
          </div>
        ))}
      </div>
    </div>
  );
}
