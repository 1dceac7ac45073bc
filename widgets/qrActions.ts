import type { ApiResult } from '../services/api/ApiResult';
import type { QrSignInResponse } from '../services/contract/channelWire';

/** What the QR panel needs from the connected widget: a QR sign-in, and its status followed. */
export interface QrActions {
  create: () => Promise<ApiResult<QrSignInResponse>>;
  /** Follows the sign-in until it ends; the returned function stops following. */
  follow: (asId: string) => () => void;
}
