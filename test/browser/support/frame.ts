import axe from 'axe-core';
import { FakeHost } from './fakeHost';

/** Desktop frame size: wider than the 768px breakpoint (spec §9). */
export const DESKTOP = { width: 1024, height: 720 } as const;
/** Phone frame size: the bottom-sheet layout. */
export const PHONE = { width: 390, height: 720 } as const;

type AxeWindow = Window & typeof globalThis & { axe: typeof axe };

/**
 * A fresh page in an iframe: its own `window`, so its own Jotai store and element definitions,
 * with `fetch` answered by a FakeHost, and the elements bundle (`/elements.js`, built from
 * source by the test runner) loaded the way a merchant's page loads it.
 */
export interface Frame {
  readonly window: AxeWindow;
  readonly document: Document;
  readonly host: FakeHost;
  /** Creates `<tag attr=value…>` in the frame's body and waits until it has rendered. */
  mount(tag: string, attributes?: Record<string, string>): Promise<HTMLElement>;
  close(): void;
}

export async function openFrame(
  options: {
    host?: FakeHost;
    size?: { width: number; height: number };
    /** A query for the page's own address (a page opened with `?code=…`): served, not srcdoc. */
    search?: string;
  } = {},
): Promise<Frame> {
  const host = options.host ?? new FakeHost();
  const size = options.size ?? DESKTOP;
  const iframe = document.createElement('iframe');
  iframe.style.cssText = `width:${size.width}px;height:${size.height}px;border:0;display:block`;
  if (options.search) iframe.src = `/test/browser/support/blank.html${options.search}`;
  else
    iframe.srcdoc =
      '<!doctype html><html lang="en"><head><title>Sesame test page</title></head><body></body></html>';
  const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  document.body.append(iframe);
  await loaded;
  const win = iframe.contentWindow as AxeWindow;
  // The frame shares this origin's storage: start without a stored state (spec §3 storage keys).
  win.localStorage.clear();
  win.sessionStorage.clear();
  win.fetch = host.fetch;

  const axeScript = win.document.createElement('script');
  axeScript.textContent = axe.source;
  win.document.head.append(axeScript);

  const bundle = win.document.createElement('script');
  bundle.type = 'module';
  bundle.src = '/elements.js';
  const ready = new Promise((resolve, reject) => {
    bundle.addEventListener('load', resolve, { once: true });
    bundle.addEventListener('error', () => reject(new Error('/elements.js failed to load')), { once: true });
  });
  win.document.head.append(bundle);
  await ready;

  return {
    window: win,
    document: win.document,
    host,
    async mount(tag, attributes = {}) {
      const element = win.document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      win.document.body.append(element);
      await waitFor(() => (element.shadowRoot?.childElementCount ?? 0) > 0, `<${tag}> to render`);
      return element;
    },
    close: () => iframe.remove(),
  };
}

/** Polls until `condition` holds: the widget renders and calls its host asynchronously. */
export async function waitFor<T>(
  condition: () => T | undefined | null | false,
  what: string,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = condition();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The first element in an element's shadow root whose text is exactly `text` (trimmed). */
export function byText(root: Element, text: string, selector = '*'): HTMLElement | undefined {
  const scope = root.shadowRoot ?? root;
  return [...scope.querySelectorAll<HTMLElement>(selector)].find((node) => node.textContent?.trim() === text);
}

/** Types into a React-controlled input: sets the value through the native setter and fires `input`. */
export function typeInto(input: HTMLInputElement, value: string): void {
  const view = input.ownerDocument.defaultView as Window & typeof globalThis;
  const setter = Object.getOwnPropertyDescriptor(view.HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new view.Event('input', { bubbles: true }));
}
