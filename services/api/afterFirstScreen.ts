/**
 * What the first screen does not need waits for it (no request waterfall): device info and the
 * fingerprint, cookie sync, analytics, passkey autofill, the later screens and the one-tap sheet
 * are fetched once the first call after the state has answered (the floater's merchant config,
 * from which it draws its channels) and the browser is idle, so they do not share the first
 * round trips and the bandwidth of a slow network with what makes the widget usable.
 */

/** A page whose widget never calls the host (a one-tap sheet alone) still gets its chunks then. */
const FALLBACK_MS = 3000;
/** The longest an idle callback may wait once the first answer is in. */
const IDLE_TIMEOUT_MS = 1000;

let answered: () => void = () => {};
const firstAnswer = new Promise<void>((resolve) => {
  answered = resolve;
});
let fallbackArmed = false;

/** Called by the API client when the first call that carries the state has answered. */
export function markFirstAnswer(): void {
  answered();
}

/** Resolves once the first screen's data is in (or 3 s have passed) and the browser is idle. */
export function afterFirstScreen(): Promise<void> {
  if (!fallbackArmed) {
    fallbackArmed = true;
    setTimeout(answered, FALLBACK_MS);
  }
  return firstAnswer.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof globalThis.requestIdleCallback === 'function')
          requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
        else setTimeout(resolve, 0);
      }),
  );
}
