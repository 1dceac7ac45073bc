import { TRUECALLER_DEEP_LINK } from '../../contract/truecaller';

/** The sheet's texts and looks, as Truecaller's mobile-web verification names them. */
export interface TruecallerSheet {
  /** The request nonce: Truecaller posts it back as `requestId`. */
  requestNonce: string;
  partnerKey: string;
  partnerName: string;
  lang: string;
  privacyUrl: string;
  termsUrl: string;
  /** Title "To continue…" (`continue`), then its action (`login`). */
  loginPrefix: string;
  loginSuffix: string;
  /** The button: "Continue with…" (`continuewith`), its fill, its text colour, its shape. */
  ctaPrefix: string;
  ctaColor: string;
  ctaTextColor: string;
  btnShape: string;
  /** The footer that leads to another way to sign in (`useanothermethod`). */
  skipOption: string;
  /** How long the sheet waits for the person, in milliseconds. */
  ttl: number;
}

/**
 * The deep link that opens Truecaller's consent sheet (`type=btmsheet`), with every parameter
 * of Truecaller's mobile-web verification in its documented order. `base` is Truecaller's
 * scheme, or in dev mode the simulator's page, which reads the same query.
 */
export function truecallerDeepLink(sheet: TruecallerSheet, base: string = TRUECALLER_DEEP_LINK): string {
  const query = new URLSearchParams({
    type: 'btmsheet',
    requestNonce: sheet.requestNonce,
    partnerKey: sheet.partnerKey,
    partnerName: sheet.partnerName,
    lang: sheet.lang,
    privacyUrl: sheet.privacyUrl,
    termsUrl: sheet.termsUrl,
    loginPrefix: sheet.loginPrefix,
    loginSuffix: sheet.loginSuffix,
    ctaPrefix: sheet.ctaPrefix,
    ctaColor: sheet.ctaColor,
    ctaTextColor: sheet.ctaTextColor,
    btnShape: sheet.btnShape,
    skipOption: sheet.skipOption,
    ttl: String(sheet.ttl),
  });
  return `${base}?${query.toString()}`;
}
