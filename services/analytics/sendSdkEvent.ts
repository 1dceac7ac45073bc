/** The browser calls an SDK event may use (tests pass their own). */
export interface BeaconEnvironment {
  sendBeacon?: (url: string, data: BodyInit) => boolean;
  fetch?: typeof fetch;
}

/**
 * spec §7, §8: an SDK event is sent and forgotten; failures are ignored and nothing waits for
 * it. `navigator.sendBeacon` with a text/plain body (no CORS preflight; the host's event route
 * reads text/plain as JSON) survives the page going away; when the beacon is refused (or
 * missing), a `fetch` with `keepalive` sends the same body. Never throws.
 */
export function sendSdkEvent(url: string, event: object, env: BeaconEnvironment = browserBeacon()): void {
  try {
    const body = JSON.stringify(event);
    if (env.sendBeacon?.(url, new Blob([body], { type: 'text/plain' }))) return;
    void env
      .fetch?.(url, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'text/plain' },
        keepalive: true,
        credentials: 'omit',
      })
      .catch(() => {});
  } catch {
    // spec §8: the analytics call ignores failures.
  }
}

function browserBeacon(): BeaconEnvironment {
  const nav = globalThis.navigator;
  return {
    sendBeacon: nav?.sendBeacon ? (url, data) => nav.sendBeacon(url, data) : undefined,
    fetch: globalThis.fetch,
  };
}
