import { AS_ID_KEY, IN_ID_KEY, TS_ID_KEY, UID_KEY } from '../../contract/storageKeys';
import type { DefaultParams } from '../../contract/wire';

/** Where each default parameter comes from; everything but appId and platform is optional. */
export interface DefaultParamsInput {
  appId: string;
  platform: string;
  /** The embedding page's origin. */
  origin?: string;
  locale?: string;
  sId?: string | null;
  clientId?: string | null;
  isLoginPage?: boolean;
  isHeadless?: boolean;
  /** spec §3 SDK platform; the URL's `sdkPlatform`, else 'JS'. */
  sdkPlatform?: string;
  /** spec §2: `hasWhatsapp` is ignored on an iPad. */
  isIpad?: boolean;
  /** The page's URL parameters by their spec §2 names (LaunchParams.raw). */
  url?: Readonly<Partial<Record<string, string>>>;
  /**
   * spec §3 storage (the `sesame.` keys): uid, asId, inId, tsId. The one-tap token (`iot`) is
   * not read: one-tap is bound to the browser's device key (services/device), the host issues no
   * token for it (docs/widget.md "Stored keys").
   */
  storage?: { get(key: string): string | null };
  /** The transaction this page is following, before the stored asId. */
  asId?: string;
  /** Gathered lazily (services/device/deviceParams); absent until they are known. */
  device?: Readonly<Pick<DefaultParams, 'deviceInfo' | 'browser' | 'fingerprintJs'>>;
  metadata?: unknown;
}

/** The request the defaults go with. */
export interface DefaultParamsRequest {
  method: 'GET' | 'POST';
  /** spec §7: the get-intent call drops the URL token. */
  isIntent?: boolean;
  /** The request's own token and uid (spec §7 "token … from the payload", "uid omitted"). */
  token?: unknown;
  uid?: unknown;
}

const flag = (value: string | undefined) => (value === undefined ? undefined : value === 'true');
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * spec §7 "Default set": what every call carries (query for GET, JSON body for POST). Fields
 * without a value are left undefined, which the query and the JSON body both drop.
 *
 * - token: the request's own, else the URL's on pages that are
 *   not the login page; the URL token is also added to every POST body, login page included,
 *   and never to the get-intent call.
 * - uid: omitted when the request passes its own.
 * - appId: always the real app id. The spec's fixed test id over plain http is not used: the
 *   host answers every call for an unregistered app with `unknown_app`, and a developer's
 *   machine serves plain http.
 */
export function defaultParams(input: DefaultParamsInput, request: DefaultParamsRequest): DefaultParams {
  const url = input.url ?? {};
  const stored = (key: string) => text(input.storage?.get(key));
  const isLoginPage = input.isLoginPage || url.isLoginPage === 'true';
  const urlToken = request.isIntent ? undefined : text(url.token);
  const token = text(request.token) ?? (!isLoginPage || request.method === 'POST' ? urlToken : undefined);
  return {
    loginUri: url.login_uri,
    origin: input.origin,
    ...input.device,
    sdkPlatform: input.sdkPlatform ?? url.sdkPlatform ?? 'JS',
    platform: input.platform,
    isLoginPage,
    code: url.code,
    token,
    // spec §7 "orderId (from order, ref or qr ref id)".
    orderId: url.orderId ?? url.ref_id ?? url.qr_ref_id,
    qrToken: url.qrToken,
    uid: request.uid === undefined ? (stored(UID_KEY) ?? url.uid) : undefined,
    asId: input.asId ?? stored(AS_ID_KEY) ?? url.asid,
    tsId: stored(TS_ID_KEY),
    inId: stored(IN_ID_KEY),
    sId: input.sId ?? url.sId,
    clientId: input.clientId ?? url.client_id ?? url.cid,
    appId: input.appId,
    isHeadless: input.isHeadless || flag(url.isHeadless),
    nonce: url.nonce,
    locale: input.locale ?? url.locale,
    redirectURI: url.redirect_uri,
    hasWhatsapp: input.isIpad ? undefined : flag(url.hasWhatsapp),
    package: url.package,
    packageName: url.package,
    metadata: input.metadata === undefined ? undefined : JSON.stringify(input.metadata),
  };
}
