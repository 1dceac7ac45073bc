import { useEffect, useRef } from 'react';
import { API } from '../../contract/paths';
import type { MerchantConfigResponse } from '../../contract/wire';

const HEIGHT = 640;

export type PreviewView = 'open' | 'collapsed' | 'announcement';
const pathOf = (url: string) => new URL(url, location.href).pathname;
/** `path` is the call at `base`, or one with a state after it (`${base}/{state}`, spec §7). */
const is = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/**
 * A frame of the host's own origin (which every app accepts) with the real `<auth-floater>` and
 * `/elements.js` in it; the frame's merchant-configuration call answers `config`, every other
 * call goes to the host. A new frame for each change, so the floater starts from scratch.
 */
export function PreviewFrame(props: {
  title: string;
  appId: string;
  config: MerchantConfigResponse;
  theme: 'light' | 'dark';
  locale: string;
  width: number;
  /** The floater open, collapsed to its button, or behind the announcement bar. */
  view: PreviewView;
}) {
  const key = JSON.stringify([props.config, props.theme, props.locale, props.appId, props.view]);
  return <Frame key={key} {...props} />;
}

function Frame(props: Parameters<typeof PreviewFrame>[0]) {
  const ref = useRef<HTMLIFrameElement>(null);
  const setUp = useRef(props);
  useEffect(() => {
    const win = ref.current?.contentWindow as (Window & typeof globalThis) | null | undefined;
    const doc = ref.current?.contentDocument;
    if (!win || !doc) return;
    const { config, theme, locale, appId, view } = setUp.current;
    const realFetch = win.fetch.bind(win);
    const json = (body: unknown) =>
      Promise.resolve(
        new win.Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
      );
    win.fetch = (input, init) => {
      const path = pathOf(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      if (is(path, API.merchantConfig)) return json(config);
      // A preview is no visitor: its widget events stay out of the funnel's "shown".
      if (is(path, API.sdkEvent)) return json({});
      return realFetch(input, init);
    };
    const beacon = win.navigator.sendBeacon?.bind(win.navigator);
    Object.defineProperty(win.navigator, 'sendBeacon', {
      value: (url: string, data?: BodyInit | null) => is(pathOf(url), API.sdkEvent) || !!beacon?.(url, data),
    });
    doc.documentElement.lang = 'en';
    doc.title = setUp.current.title;
    const viewport = doc.createElement('meta');
    viewport.name = 'viewport';
    viewport.content = 'width=device-width';
    doc.head.append(viewport);
    doc.body.style.cssText = `margin:0;min-height:100vh;background:${theme === 'dark' ? '#0f1115' : '#f6f7f9'}`;
    const floater = doc.createElement('auth-floater');
    floater.setAttribute('app-id', appId);
    floater.setAttribute('theme', theme);
    if (locale) floater.setAttribute('locale', locale);
    if (view !== 'open') floater.setAttribute(view, '');
    doc.body.append(floater);
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = '/elements.js';
    doc.head.append(script);
  }, []);
  return <iframe ref={ref} title={props.title} width={props.width} height={HEIGHT} />;
}
