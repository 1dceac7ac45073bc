/**
 * The DOM events the elements dispatch: all bubble and are composed, so a listener on
 * `document` hears them from inside any shadow root. docs/architecture.md §5 pins `auth-signin`.
 */
export const SIGN_IN_EVENT = 'auth-signin';
export const EXPAND_EVENT = 'auth-expand';
export const COLLAPSE_EVENT = 'auth-collapse';
export const DISMISS_EVENT = 'auth-dismiss';
export const ERROR_EVENT = 'auth-error';
/** spec §4 "Redirect flow": the redirect uri kept for the page (`paralyzed`) or the apps list. */
export const REDIRECT_EVENT = 'auth-redirect';
export const ACCOUNT_PICK_EVENT = 'auth-onetap-pick';
export const PASSKEY_CREATE_EVENT = 'auth-passkey-create';

/** Dispatches `name` on the element whose shadow root is `container`. */
export function emit(container: HTMLElement | ShadowRoot | undefined, name: string, detail: unknown): void {
  const host = container instanceof ShadowRoot ? container.host : container;
  host?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

/** The element whose shadow root is `container`. */
export function hostOf(container: HTMLElement | ShadowRoot | undefined): Element | undefined {
  return container instanceof ShadowRoot ? container.host : container;
}
