import type { IntentResponse } from '../../contract/wire';
import type { ApiResult } from '../api/ApiResult';
import { openSsoWindow, type SsoPopupOutcome } from './openSsoWindow';

export type SsoSignInResult =
  | { ok: true; mode: 'popup'; asId: string; outcome: SsoPopupOutcome }
  | { ok: true; mode: 'redirect'; asId: string }
  | { ok: false; message: string; code?: string };

/**
 * A click on a provider's button: the window first (inside the user's gesture), then the intent
 * call, then the provider. In popup mode it resolves when the callback page reports or the popup
 * closes; the widget then reads the transaction status as for any channel (spec §7), which also
 * covers a popup whose report never arrives. In redirect mode the page leaves.
 */
export async function ssoSignIn(input: {
  createIntent: () => Promise<ApiResult<IntentResponse>>;
  /** The provider host's origin: the only one the callback page's message may come from. */
  hostOrigin: string;
  window?: Window;
  forceRedirect?: boolean;
}): Promise<SsoSignInResult> {
  const ssoWindow = openSsoWindow({
    ...(input.window ? { window: input.window } : {}),
    ...(input.forceRedirect ? { forceRedirect: true } : {}),
  });
  const intent = await input.createIntent();
  if (!intent.ok || !intent.data.intent) {
    ssoWindow.close();
    return intent.ok
      ? { ok: false, message: 'This sign-in method did not start.' }
      : { ok: false, message: intent.message, ...(intent.code ? { code: intent.code } : {}) };
  }
  const asId = intent.data.asId;
  const going = ssoWindow.go({ intent: intent.data.intent, asId, hostOrigin: input.hostOrigin });
  if (ssoWindow.mode === 'redirect') return { ok: true, mode: 'redirect', asId };
  return { ok: true, mode: 'popup', asId, outcome: await going };
}
