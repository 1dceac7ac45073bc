/**
 * spec §2 "URL parameters read" and "Script attributes on the embedding tag", parsed in one
 * place. Everything else asks `LaunchParams` rather than reading `location` or attributes.
 */

/** spec §2: every URL parameter the product reads. */
export const URL_PARAMS = [
  'code',
  'qr_ref_id',
  'ref_id',
  'token',
  'login_uri',
  'native_login_uri',
  'platform',
  'collapsed',
  'sdkPlatform',
  'techstack',
  'announcement',
  'buttonExist',
  'hasWhatsapp',
  'hasTrueCaller',
  'oToken',
  'package',
  'uxmode',
  'script_attributes',
  'isClientUserLogin',
  'sId',
  'webAuthn',
  'client_id',
  'cid',
  'appId',
  'redirect_uri',
  'nonce',
  'isLoginPage',
  'dataSet',
  'amount',
  'currency',
  'isMandatory',
  'locale',
  'appInfo',
  'hu',
  'fom',
  'lp',
  'lt',
  'channel',
  'crossButtonHidden',
  'loaderColor',
  'closeButtonColor',
  'loadingText',
  'textColor',
  'qrToken',
  'isHeadless',
  'plov',
  'uiId',
  'orderId',
  'isSilentAuthSupported',
  'isWebAuthnSupported',
  'mode',
  'isHeadlessQR',
  'asid',
  'uid',
  /** The host's SSO callback on a redirect back that failed (docs/widget.md). */
  'error',
  /** spec §2 root screen: `noFonts=true` keeps the system font (services/hosted/loadFonts.ts). */
  'noFonts',
] as const;
export type UrlParam = (typeof URL_PARAMS)[number];

/** spec §2: the script attributes on the embedding tag (and the element attributes that mirror them). */
export interface ScriptAttributes {
  ismandatory?: string | null;
  sid?: string | null;
  cid?: string | null;
  appid?: string | null;
  locale?: string | null;
  usersignedin?: string | null;
  /** spec §2 full-screen loader: the `loader-color`, `loading-text` and `text-color` attributes. */
  loadercolor?: string | null;
  loadingtext?: string | null;
  textcolor?: string | null;
}

export interface LaunchParams {
  appId: string | null;
  clientId: string | null;
  sid: string | null;
  locale: string | null;
  code: string | null;
  /** The sign-in a redirect brought back to this page (the host's SSO callback, the link page). */
  asId: string | null;
  /** Why that sign-in failed: an error code of the host (`sso_cancelled`, `sso_failed`). */
  signInError: string | null;
  token: string | null;
  qrRefId: string | null;
  /** spec §7 "orderId (from order, ref or qr ref id)". */
  orderId: string | null;
  channel: string | null;
  uxMode: boolean;
  collapsed: boolean;
  announcement: boolean;
  /** spec §2 header: with an order id present, hides the cross. */
  crossButtonHidden: boolean;
  isHeadless: boolean;
  /** Identifier types the page requires (isMandatory / ismandatory: comma separated). */
  mandatory: string[];
  userSignedIn: boolean;
  loaderColor: string | null;
  loadingText: string | null;
  textColor: string | null;
  closeButtonColor: string | null;
  /** spec §2: the hosted page loads no fonts (`noFonts=true`). */
  fontsOff: boolean;
  /** Every recognised parameter as given, for what has no typed field yet. */
  raw: Partial<Record<UrlParam, string>>;
}

const TRUE = /^(true|1|yes)$/i;
const flag = (value: string | null | undefined) => (value ? TRUE.test(value.trim()) : false);

/**
 * spec §2: a path segment `cid` followed by the client id, and `appid` followed by the app id,
 * carry ids (`/shop/appid/ab12/checkout`). The first of each counts.
 */
function pathIds(pathname: string): { cid: string | null; appid: string | null } {
  const segments = pathname.split('/');
  const after = (name: string) => {
    const value = segments[segments.indexOf(name) + 1];
    if (!segments.includes(name) || !value) return null;
    // A malformed escape is kept as it is.
    return /^(?:[^%]|%[0-7][0-9a-f])*$/i.test(value) ? decodeURIComponent(value) : value;
  };
  return { cid: after('cid'), appid: after('appid') };
}

/**
 * Reads the page's URL (search parameters, then the `cid` / `appid` path segments) and the
 * embedding tag's attributes (which win).
 */
export function parseLaunchParams(
  search: string,
  attributes: ScriptAttributes = {},
  pathname: string = globalThis.location?.pathname ?? '',
): LaunchParams {
  const query = new URLSearchParams(search);
  const raw: Partial<Record<UrlParam, string>> = {};
  for (const name of URL_PARAMS) {
    const value = query.get(name);
    if (value !== null) raw[name] = value;
  }
  const get = (name: UrlParam) => raw[name] ?? null;
  const attr = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  const mandatory = attr(attributes.ismandatory) ?? get('isMandatory');
  const path = pathIds(pathname);
  return {
    appId: attr(attributes.appid) ?? get('appId') ?? path.appid,
    clientId: attr(attributes.cid) ?? get('client_id') ?? get('cid') ?? path.cid,
    sid: attr(attributes.sid) ?? get('sId'),
    locale: attr(attributes.locale) ?? get('locale'),
    code: get('code'),
    asId: get('asid'),
    signInError: get('error'),
    token: get('token'),
    qrRefId: get('qr_ref_id'),
    orderId: get('orderId') ?? get('ref_id') ?? get('qr_ref_id'),
    channel: get('channel'),
    uxMode: get('uxmode') !== null && get('uxmode') !== '',
    collapsed: flag(get('collapsed')),
    announcement: flag(get('announcement')),
    crossButtonHidden: flag(get('crossButtonHidden')),
    isHeadless: flag(get('isHeadless')),
    mandatory: parseMandatory(mandatory),
    userSignedIn: flag(attributes.usersignedin ?? null),
    loaderColor: attr(attributes.loadercolor) ?? get('loaderColor'),
    loadingText: attr(attributes.loadingtext) ?? get('loadingText'),
    textColor: attr(attributes.textcolor) ?? get('textColor'),
    closeButtonColor: get('closeButtonColor'),
    fontsOff: flag(get('noFonts')),
    raw,
  };
}

/** `true` alone means "the email"; otherwise a comma-separated list of MOBILE / EMAIL. */
function parseMandatory(value: string | null): string[] {
  if (!value) return [];
  if (flag(value)) return ['EMAIL'];
  return value
    .split(',')
    .map((v) => v.trim().toUpperCase())
    .filter((v) => v === 'MOBILE' || v === 'EMAIL');
}

/** spec §2 header: the cross is hidden when an order id is present and the URL flag is set. */
export function isCrossHidden(params: Pick<LaunchParams, 'orderId' | 'crossButtonHidden'>): boolean {
  return params.orderId !== null && params.crossButtonHidden;
}
