import type { QrSignInResponse } from '../contract/channelWire';
import type { ApiResult } from '../services/api/ApiResult';

/** What the QR panel needs from the connected widget: a QR sign-in, and its status followed. */
export interface QrActions {
  create: () => Promise<ApiResult<QrSignInResponse>>;
  /**
   * Follows the sign-in until it ends; the returned function stops following. `onFailed` runs
   * when it fails (the phone typed a wrong number, docs/security.md "Cross-device approvals").
   */
  follow: (asId: string, onFailed?: () => void) => () => void;
}
