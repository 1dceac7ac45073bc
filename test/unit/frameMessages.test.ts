import { describe, expect, it } from 'vitest';
import { type ExactOrigin, toExactOrigin, toExactOrigins } from '../../contract/ExactOrigin';
import {
  type FrameMessage,
  frameMessage,
  isFrameMessage,
  isFrameMessageOf,
} from '../../contract/frameMessages';
import { createWindowPort } from '../../services/bridges/parentFrame/createWindowPort';
import { resolveParentOrigin } from '../../services/bridges/parentFrame/resolveParentOrigin';
import { safeExternalUrl } from '../../services/hosted/openLinksInTop';

const SHOP = toExactOrigin('https://shop.test')!;
const OTHER = 'https://evil.test';

describe('frame message guards (spec §7, docs/security.md "validated by a schema")', () => {
  it('accepts every type of the spec in the namespaced envelope, with a valid payload', () => {
    // spec §7 names 19; the six nothing in the product sends are left out (docs/hosted-pages.md).
    expect(isFrameMessage({ namespace: 'sesame', type: 'RELOAD_SDK', payload: {} })).toBe(true);
    expect(isFrameMessage({ namespace: 'sesame', type: 'EVENT', payload: { name: 'auth-error' } })).toBe(
      true,
    );
    for (const unused of ['NO_CHANNEL_CALLBACK', 'VERIFIED_CHANNEL', 'GET_LOGIN_URI', 'WEB_AUTH'])
      expect(isFrameMessage({ namespace: 'sesame', type: unused, payload: {} })).toBe(false);
    expect(isFrameMessage(frameMessage('MANAGE_DIMENSIONS', { height: 420 }))).toBe(true);
    expect(isFrameMessage(frameMessage('SESAME_USER', { token: 't', user: { uid: 'u' }, code: 'c' }))).toBe(
      true,
    );
    expect(
      isFrameMessage(frameMessage('SESSION_VERIFICATION', { id: '1', sessionId: 's', sessionToken: 't' })),
    ).toBe(true);
    expect(isFrameMessage(frameMessage('HEADLESS_READY', {}))).toBe(true);
  });

  it('rejects what is not ours: no namespace, another namespace, unknown type, non-object payload', () => {
    expect(isFrameMessage({ type: 'INITIALIZE', payload: {} })).toBe(false);
    expect(isFrameMessage({ namespace: 'penpal', type: 'INITIALIZE', payload: {} })).toBe(false);
    expect(isFrameMessage({ namespace: 'sesame', type: 'SOMETHING', payload: {} })).toBe(false);
    expect(isFrameMessage({ namespace: 'sesame', type: 'INITIALIZE', payload: [] })).toBe(false);
    expect(isFrameMessage({ namespace: 'sesame', type: 'INITIALIZE', payload: null })).toBe(false);
    expect(isFrameMessage('{"namespace":"sesame","type":"INITIALIZE","payload":{}}')).toBe(false);
    expect(isFrameMessage(null)).toBe(false);
  });

  it('rejects payloads that break their type schema', () => {
    const bad = (type: string, payload: unknown) => isFrameMessage({ namespace: 'sesame', type, payload });
    expect(bad('MANAGE_DIMENSIONS', { height: '100%' })).toBe(false);
    expect(bad('MANAGE_DIMENSIONS', { height: -1 })).toBe(false);
    expect(bad('MANAGE_DIMENSIONS', { height: Number.POSITIVE_INFINITY })).toBe(false);
    expect(bad('MANAGE_DIMENSIONS', { height: 1e9 })).toBe(false);
    expect(bad('SESAME_USER', { user: { uid: 'u' } })).toBe(false);
    expect(bad('SESAME_USER', { token: 't', user: 'u' })).toBe(false);
    expect(bad('SESAME_USER', { token: 't', user: {}, session: { sessionId: 's' } })).toBe(false);
    expect(bad('EXTERNAL_URL', {})).toBe(false);
    expect(bad('SESSION_VERIFICATION', { sessionId: 5 })).toBe(false);
    expect(bad('SESSION_VERIFICATION', { success: 'yes' })).toBe(false);
    expect(bad('HEADLESS_REQUEST', { request: 'PHONE' })).toBe(false);
    expect(bad('EVENT', { params: {} })).toBe(false);
  });

  it('narrows by type', () => {
    const message: unknown = frameMessage('EXTERNAL_URL', { url: 'https://example.com/' });
    expect(isFrameMessageOf(message, 'EXTERNAL_URL')).toBe(true);
    expect(isFrameMessageOf(message, 'MANAGE_DIMENSIONS')).toBe(false);
  });
});

describe('exact origins: "*" cannot be a target origin', () => {
  it('accepts only serialized http(s) origins', () => {
    expect(toExactOrigin('https://shop.test')).toBe('https://shop.test');
    expect(toExactOrigin('http://localhost:8787')).toBe('http://localhost:8787');
    for (const value of [
      '*',
      'null',
      '',
      'https://shop.test/',
      'https://shop.test/path',
      'HTTPS://SHOP.TEST',
    ]) {
      expect(toExactOrigin(value)).toBeNull();
    }
    expect(toExactOrigin('javascript:alert(1)')).toBeNull();
    expect(toExactOrigin('file:///etc/passwd')).toBeNull();
    expect(toExactOrigins(['*', 'https://a.test', 'https://b.test/x'])).toEqual(['https://a.test']);
  });

  it('does not type-check a plain string (or "*") where a target origin goes', () => {
    // @ts-expect-error a string literal is not an ExactOrigin
    const star: ExactOrigin = '*';
    expect(toExactOrigin(star)).toBeNull();
  });
});

/** Two fake windows: `self` dispatches 'message' events; `peer` records what is posted to it. */
function fakeWindows() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const posted: Array<{ message: unknown; targetOrigin: string }> = [];
  const self = {
    addEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.delete(listener),
  } as unknown as Window;
  const peer = {
    postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }),
  } as unknown as Window;
  const stranger = { postMessage: () => undefined } as unknown as Window;
  const deliver = (data: unknown, origin: string, source: unknown) => {
    for (const listener of listeners) listener({ data, origin, source } as MessageEvent);
  };
  return { self, peer, stranger, posted, deliver, listeners };
}

describe('window port (docs/security.md "Widget, frames and bridges")', () => {
  it('posts only to the exact peer origin', () => {
    const w = fakeWindows();
    const port = createWindowPort({ self: w.self, peer: () => w.peer, peerOrigin: SHOP });
    port.send(frameMessage('MANAGE_DIMENSIONS', { height: 10 }));
    port.send(frameMessage('INITIALIZE', {}));
    expect(w.posted.map((p) => p.targetOrigin)).toEqual([SHOP, SHOP]);
  });

  it('delivers a valid message from the peer window at the peer origin, and nothing else', () => {
    const w = fakeWindows();
    const port = createWindowPort({ self: w.self, peer: () => w.peer, peerOrigin: SHOP });
    const seen: FrameMessage[] = [];
    port.onMessage((message) => seen.push(message));
    const valid = frameMessage('SESSION_VERIFICATION', { id: '1', sessionId: 's', sessionToken: 't' });

    w.deliver(valid, OTHER, w.peer); // wrong origin
    w.deliver(valid, `${SHOP}/`, w.peer); // not exactly the origin
    w.deliver(valid, 'https://shop.test.evil.test', w.peer); // a prefix is not a match
    w.deliver(valid, SHOP, w.stranger); // right origin, another window
    w.deliver(valid, SHOP, null); // no source
    w.deliver({ ...valid, namespace: 'other' }, SHOP, w.peer); // not ours
    w.deliver({ namespace: 'sesame', type: 'MANAGE_DIMENSIONS', payload: { height: 'x' } }, SHOP, w.peer);
    expect(seen).toEqual([]);
    expect(w.posted).toEqual([]);

    w.deliver(valid, SHOP, w.peer);
    expect(seen).toEqual([valid]);
  });

  it('stops listening when closed, and when the peer is gone posts nothing', () => {
    const w = fakeWindows();
    let peer: Window | null = w.peer;
    const port = createWindowPort({ self: w.self, peer: () => peer, peerOrigin: SHOP });
    port.close();
    expect(w.listeners.size).toBe(0);
    peer = null;
    port.send(frameMessage('INITIALIZE', {}));
    expect(w.posted).toEqual([]);
  });
});

describe('the parent origin a framed hosted page talks to', () => {
  const registered = ['https://shop.test', 'https://www.shop.test'];

  it('is the named origin when the app registered it exactly', () => {
    expect(resolveParentOrigin({ requested: 'https://www.shop.test', registered })).toBe(
      'https://www.shop.test',
    );
    expect(
      resolveParentOrigin({ requested: 'https://shop.test', registered, ancestor: 'https://shop.test' }),
    ).toBe('https://shop.test');
  });

  it('is nobody for an unregistered, wildcard or inexact name', () => {
    for (const requested of [
      OTHER,
      '*',
      'https://shop.test/',
      'http://shop.test',
      'https://shop.test:443x',
    ]) {
      expect(resolveParentOrigin({ requested, registered })).toBeNull();
    }
  });

  it('is nobody when the browser says the parent is someone else', () => {
    expect(
      resolveParentOrigin({ requested: 'https://shop.test', registered, ancestor: 'https://www.shop.test' }),
    ).toBe(null);
  });

  it('without a name, takes the browser’s word only for a registered origin', () => {
    expect(resolveParentOrigin({ requested: null, registered, ancestor: 'https://shop.test' })).toBe(
      'https://shop.test',
    );
    expect(resolveParentOrigin({ requested: null, registered, ancestor: OTHER })).toBeNull();
    expect(resolveParentOrigin({ requested: null, registered })).toBeNull();
  });
});

describe('EXTERNAL_URL addresses', () => {
  it('opens only http(s) addresses', () => {
    expect(safeExternalUrl('https://wa.me/123')).toBe('https://wa.me/123');
    expect(safeExternalUrl('http://example.com')).toBe('http://example.com/');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('data:text/html,hi')).toBeNull();
    expect(safeExternalUrl('not a url')).toBeNull();
  });
});
