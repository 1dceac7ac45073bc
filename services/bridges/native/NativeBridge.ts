import {
  ANDROID_INTERFACE_NAME,
  IOS_HANDLER_NAME,
  NATIVE_ASYNC_CALLS,
  NATIVE_INBOX_NAME,
  type NativeCallKey,
  type NativeMessage,
} from '../../../contract/nativeBridge';

/** The page's side of the native bridge (spec §7 numbered calls). */
export interface NativeBridge {
  /** A call the app does not answer. */
  send(key: NativeCallKey, data?: Record<string, unknown>): void;
  /**
   * A call the app answers with `window.sesameNative.resolve(id, result)` or
   * `reject(id, message)`; rejects by itself after `timeoutMs` when given.
   */
  request<T>(key: NativeCallKey, data?: Record<string, unknown>, timeoutMs?: number): Promise<T>;
  /** What the app pushes with `window.sesameNative.emit(key, data)` (3: the back button). */
  on(key: NativeCallKey, handler: (data: unknown) => void): () => void;
}

/** Posts one message to the app. */
export type NativePost = (message: NativeMessage) => void;

/** What the page defines for the app to call (README "Native apps"). */
export interface NativeInbox {
  resolve(id: string, result?: unknown): void;
  reject(id: string, message?: string): void;
  /** Returns true when the page handled the push (the app then skips its own default). */
  emit(key: number, data?: unknown): boolean;
}

interface AndroidInterface {
  postMessage(json: string): void;
}
interface IosHandler {
  postMessage(message: unknown): void;
}
type BridgeWindow = {
  [ANDROID_INTERFACE_NAME]?: AndroidInterface;
  webkit?: { messageHandlers?: Record<string, IosHandler | undefined> };
  [NATIVE_INBOX_NAME]?: NativeInbox;
};

/**
 * The transport the app installed: Android's JavascriptInterface takes a JSON string, iOS's
 * WKScriptMessageHandler takes the object itself. Null when the app installed neither.
 */
function nativePostOf(win: object): NativePost | null {
  const w = win as BridgeWindow;
  const android = w[ANDROID_INTERFACE_NAME];
  if (android && typeof android.postMessage === 'function') {
    return (message) => android.postMessage(JSON.stringify(message));
  }
  const ios = w.webkit?.messageHandlers?.[IOS_HANDLER_NAME];
  if (ios && typeof ios.postMessage === 'function') {
    return (message) => ios.postMessage(message);
  }
  return null;
}

/**
 * The bridge over the app's transport. It defines `window.sesameNative` for the app's answers
 * and pushes; a page without a transport gets a bridge whose calls do nothing and whose requests
 * reject, so the widget works as on the web.
 */
export function createNativeBridge(win: object = globalThis): NativeBridge {
  const post = nativePostOf(win);
  const pending = new Map<
    string,
    { resolve(value: unknown): void; reject(error: Error): void; timer?: ReturnType<typeof setTimeout> }
  >();
  const listeners = new Map<number, Set<(data: unknown) => void>>();
  let nextId = 0;

  const settle = (id: string) => {
    const entry = pending.get(String(id));
    if (!entry) return undefined;
    pending.delete(String(id));
    if (entry.timer !== undefined) clearTimeout(entry.timer);
    return entry;
  };
  const inbox: NativeInbox = {
    resolve: (id, result) => settle(id)?.resolve(result),
    reject: (id, message) => settle(id)?.reject(new Error(message || 'native call failed')),
    emit(key, data) {
      const handlers = listeners.get(Number(key));
      if (!handlers?.size) return false;
      for (const handler of [...handlers]) handler(data);
      return true;
    },
  };
  (win as BridgeWindow)[NATIVE_INBOX_NAME] = inbox;

  return {
    send(key, data) {
      post?.(data === undefined ? { key } : { key, data });
    },
    request<T>(key: NativeCallKey, data?: Record<string, unknown>, timeoutMs?: number) {
      if (!post) return Promise.reject(new Error('no native bridge'));
      // Only these calls are answered by the app (contract/nativeBridge); any other would wait forever.
      if (!NATIVE_ASYNC_CALLS.includes(key))
        return Promise.reject(new Error(`native call ${key} has no answer`));
      const id = `${key}-${++nextId}`;
      return new Promise<T>((resolve, reject) => {
        const entry: typeof pending extends Map<string, infer E> ? E : never = {
          resolve: (value) => resolve(value as T),
          reject,
        };
        if (timeoutMs !== undefined) {
          entry.timer = setTimeout(() => settle(id)?.reject(new Error('native call timed out')), timeoutMs);
        }
        pending.set(id, entry);
        try {
          post(data === undefined ? { key, id } : { key, id, data });
        } catch (error) {
          settle(id)?.reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
    on(key, handler) {
      let handlers = listeners.get(key);
      if (!handlers) {
        handlers = new Set();
        listeners.set(key, handlers);
      }
      handlers.add(handler);
      const mine = handlers;
      return () => void mine.delete(handler);
    },
  };
}
