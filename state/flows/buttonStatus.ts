import type { StatusResponse } from '../../contract/wire';
import type { SignedInEvent } from '../rules/FlowEvent';

/**
 * spec §4: a channel button's sign-in (SSO popup, WhatsApp, QR) is followed until SUCCESS, whose
 * code finishes it, or FAILED, which `onFailed` hears; resolves true when the watch is over.
 */
export function buttonStatus(
  over: () => boolean,
  complete: (code: string, asId: string, signedIn: SignedInEvent) => Promise<void>,
  asId: string,
  onFailed: (() => void) | undefined,
) {
  return async (status: StatusResponse): Promise<boolean> => {
    if (over()) return true;
    if (status.status === 'SUCCESS' && status.code) {
      await complete(status.code, asId, { type: 'signedInWithButton' });
      return true;
    }
    if (status.status === 'FAILED') onFailed?.();
    return status.status === 'FAILED';
  };
}
