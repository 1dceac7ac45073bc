/**
 * docs/widget.md: a resend the person asked for that the host throttled (429 Retry-After) goes out
 * by itself once the wait ends, if the same sign-in is still on the code screen.
 */
export function resendWhenAllowed(stillWaiting: (asId: string | null) => boolean, resend: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    after(retryAfterS: number, asId: string | null): void {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (stillWaiting(asId)) resend();
      }, retryAfterS * 1000);
    },
    cancel: () => clearTimeout(timer),
  };
}
