import { describe, expect, it } from 'vitest';
import { isThirdPartyFrame } from '../../services/storage/cookies';

/** A window whose top is `top` (itself when omitted), at `origin`. */
function fakeWindow(origin: string, top?: Partial<Window> | 'cross-origin'): Window {
  const win = { location: { origin } } as { location: { origin: string }; self: unknown; top: unknown };
  win.self = win;
  if (top === 'cross-origin')
    Object.defineProperty(win, 'top', {
      get: () => ({
        get location(): Location {
          throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
        },
      }),
    });
  else win.top = top ?? win;
  return win as unknown as Window;
}

describe('isThirdPartyFrame (docs/security.md "Cookies in a third-party iframe")', () => {
  it('is false outside a browser and in a top-level page', () => {
    expect(isThirdPartyFrame(undefined)).toBe(false);
    expect(isThirdPartyFrame(fakeWindow('https://shop.example'))).toBe(false);
  });

  it('is false in a frame of the same origin, true under another site', () => {
    const sameTop = fakeWindow('https://host.example');
    expect(isThirdPartyFrame(fakeWindow('https://host.example', sameTop))).toBe(false);
    const shopTop = fakeWindow('https://shop.example');
    expect(isThirdPartyFrame(fakeWindow('https://host.example', shopTop))).toBe(true);
  });

  it('is true when the top window cannot be read', () => {
    expect(isThirdPartyFrame(fakeWindow('https://host.example', 'cross-origin'))).toBe(true);
  });
});
