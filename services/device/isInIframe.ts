/**
 * Whether the page runs inside a frame. A cross-origin top cannot be read (the access may
 * throw), and only a frame has one: that is also a yes. Outside a browser: no.
 */
export function isInIframe(win: Window | undefined = globalThis.window): boolean {
  if (!win) return false;
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}
