/**
 * The public headless client, served as `/headless.js` (docs/architecture.md §5):
 *
 *   import { SesameHeadless } from 'https://SESAME_HOST/headless.js';
 *   const h = new SesameHeadless({ appId: 'APP' });
 *   h.on('response', (r) => { … });           // pushed: VERIFY, ONETAP (V2: SESAME_USER), OTP_AUTO_READ…
 *   const r = await h.request({ channel: 'EMAIL', email });
 *
 * Underneath it runs the hosted auth-flow page headless in a hidden iframe, waits for its
 * HEADLESS_READY and correlates HEADLESS_REQUEST / HEADLESS_RESPONSE by id. It posts only to the
 * host's exact origin and hears only that iframe's window at that origin (docs/security.md). Every
 * request resolves: a page that does not answer in time gives the GENERAL error, never a hang.
 */

import { toExactOrigin } from '../../contract/ExactOrigin';
import { frameMessage, isFrameMessageOf } from '../../contract/frameMessages';
import {
  HEADLESS_PAGE_PARAMS,
  HEADLESS_READY_TIMEOUT_MS,
  HEADLESS_REQUEST_TIMEOUT_MS,
  type HeadlessRequest,
  type HeadlessResponse,
} from '../../contract/headless';
import { HOSTED_PATHS, PARENT_ORIGIN_PARAM } from '../../contract/hostedPages';
import { createSesameFramePort } from '../bridges/parentFrame/createSesameFramePort';
import type { WindowFramePort } from '../bridges/parentFrame/createWindowPort';
import { generalError, headlessError } from './headlessResponses';

export interface SesameHeadlessOptions {
  appId: string;
  /** The Sesame host; by default the origin this script was loaded from. */
  host?: string;
  /** How long to wait for the hidden page to be ready, and then for each answer. */
  readyTimeoutMs?: number;
  requestTimeoutMs?: number;
}

export type HeadlessListener = (response: HeadlessResponse) => void;

export class SesameHeadless {
  readonly #appId: string;
  readonly #host: string;
  readonly #readyTimeoutMs: number;
  readonly #requestTimeoutMs: number;
  readonly #listeners = new Set<HeadlessListener>();
  readonly #pending = new Map<string, (response: HeadlessResponse) => void>();
  #iframe: HTMLIFrameElement | undefined;
  #port: WindowFramePort | undefined;
  #ready: Promise<boolean> | undefined;
  #nextId = 0;

  constructor(options: SesameHeadlessOptions) {
    this.#appId = typeof options?.appId === 'string' ? options.appId.trim() : '';
    this.#host = options?.host ?? import.meta.url;
    this.#readyTimeoutMs = options?.readyTimeoutMs ?? HEADLESS_READY_TIMEOUT_MS;
    this.#requestTimeoutMs = options?.requestTimeoutMs ?? HEADLESS_REQUEST_TIMEOUT_MS;
    if (this.#appId) this.#connect();
  }

  /** Sends one request (spec §3 fields); resolves with its response, success or error alike. */
  async request(request: HeadlessRequest): Promise<HeadlessResponse> {
    // spec §5: a headless request with no app id gives APP_ID.
    if (!this.#appId) return headlessError('APP_ID');
    const ready = await this.#connect();
    const port = this.#port;
    if (!ready || !port) return generalError();
    const id = `${Date.now().toString(36)}-${++this.#nextId}`;
    return new Promise((resolve) => {
      const timer = setTimeout(() => settle(generalError()), this.#requestTimeoutMs);
      const settle = (response: HeadlessResponse) => {
        clearTimeout(timer);
        this.#pending.delete(id);
        resolve(response);
      };
      this.#pending.set(id, settle);
      port.send(frameMessage('HEADLESS_REQUEST', { id, request: { ...request } }));
    });
  }

  /** Pushed responses (VERIFY, ONETAP or SESAME_USER, OTP_AUTO_READ, a retried INITIATE); returns the unsubscribe. */
  on(event: 'response', listener: HeadlessListener): () => void {
    if (event !== 'response') throw new TypeError(`SesameHeadless: unknown event "${String(event)}"`);
    this.#listeners.add(listener);
    return () => this.off(event, listener);
  }

  off(_event: 'response', listener: HeadlessListener): void {
    this.#listeners.delete(listener);
  }

  /** Removes the hidden page; open requests resolve with GENERAL. */
  destroy(): void {
    for (const settle of [...this.#pending.values()]) settle(generalError());
    this.#port?.close();
    this.#iframe?.remove();
    this.#port = undefined;
    this.#iframe = undefined;
    this.#ready = Promise.resolve(false);
  }

  #connect(): Promise<boolean> {
    this.#ready ??= new Promise<boolean>((resolve) => {
      const frameOrigin = toExactOrigin(safeOrigin(this.#host));
      const parentOrigin = toExactOrigin(globalThis.location?.origin);
      if (!frameOrigin || !parentOrigin || typeof document === 'undefined') return resolve(false);

      const src = new URL(HOSTED_PATHS.authFlow, frameOrigin);
      src.searchParams.set(HEADLESS_PAGE_PARAMS.appId, this.#appId);
      src.searchParams.set(PARENT_ORIGIN_PARAM, parentOrigin);
      src.searchParams.set(HEADLESS_PAGE_PARAMS.headless, 'true');
      const iframe = document.createElement('iframe');
      iframe.title = 'Sesame';
      iframe.setAttribute('aria-hidden', 'true');
      iframe.tabIndex = -1;
      iframe.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';
      iframe.src = src.href;

      const port = createSesameFramePort({ iframe, frameOrigin });
      const timer = setTimeout(() => resolve(false), this.#readyTimeoutMs);
      port.onMessage((message) => {
        if (isFrameMessageOf(message, 'HEADLESS_READY')) {
          clearTimeout(timer);
          resolve(true);
        } else if (isFrameMessageOf(message, 'HEADLESS_RESPONSE')) {
          this.#receive(message.payload.id, message.payload.response);
        }
      });
      this.#port = port;
      this.#iframe = iframe;
      (document.body ?? document.documentElement).append(iframe);
    });
    return this.#ready;
  }

  #receive(id: string | undefined, response: HeadlessResponse) {
    const settle = id === undefined ? undefined : this.#pending.get(id);
    if (settle) return settle(response);
    for (const listener of [...this.#listeners]) {
      try {
        listener(response);
      } catch (error) {
        // One listener's mistake must not stop the others.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }
}

function safeOrigin(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}
