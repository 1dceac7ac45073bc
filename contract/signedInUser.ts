/**
 * The signed-in user and how the merchant receives it: the `auth-signin` event and the code
 * exchange (docs/architecture.md §5). Plain types only: the server imports this file too.
 */
import type { SessionInfo } from './sessionWire';

/** The signed-in user as the widget, the events and the merchant's server see it. */
export interface SesameUser {
  uid: string;
  email?: string;
  mobile?: string;
  name?: string;
  emailVerified: boolean;
  createdAt: string;
}

/** docs/architecture.md §5: the merchant's code exchange. */
export interface MerchantTokenRequest {
  client_id: string;
  client_secret: string;
  code: string;
}
export interface MerchantTokenResponse {
  user: SesameUser;
  idToken: string;
}

/** docs/architecture.md §5: the `auth-signin` event detail. `code` is the one-time code for the merchant's server. */
export interface SignInDetail {
  token: string;
  user: SesameUser;
  code: string;
  /** spec §3 `sessionInfo` of the verify-code response: a hosted page hands it to its parent. */
  session?: SessionInfo;
}
