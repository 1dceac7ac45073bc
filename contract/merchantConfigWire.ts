/**
 * The merchant configuration the widget loads first (spec §3 merchant config response).
 * Plain types only: the server imports this file too.
 */

import type { Carrier } from './carriers';
import type { Channel, IdentifierType, UiType } from './channels';

/** spec §3: a channel list item of a configuration entry. */
export interface ConfigChannelItem {
  name: Channel;
  type: 'BUTTON' | 'INPUT';
  logo: string;
  uiId: string;
}

/** spec §3: channel configuration. */
export interface ChannelConfigEntry {
  identifierType: IdentifierType;
  verified: boolean;
  verifiedChannel?: Channel | null;
  /** spec §3 identifierValue: the verified identity, masked (only in a device-proved answer). */
  identifierValue?: string;
  mandatory?: boolean;
  channel: ConfigChannelItem[];
}

/** spec §3: UI config. */
export interface UiConfig {
  general: { brandLogo?: string; brandName?: string; links: { privacyPolicy?: string; tnc?: string } };
  widget: {
    layout: 'left' | 'right' | 'center';
    logo?: string;
    header?: string;
    /** The merchant's line under the header (spec §3 widget configuration `description`). */
    description?: string;
    /** The merchant's line at the foot of the panel, above the terms (spec §3 `bottomLine`). */
    bottomLine?: string;
    watermark: boolean;
    /** The share button after sign-in (spec §2 share modal); off unless the merchant turns it on. */
    share?: boolean;
  };
  colors: { theme: 'LIGHT' | 'DARK'; primary?: string; text: { heading?: string; body?: string } };
  /** spec §2 collapsed floater: its picture, and its text instead of 'Sign in'. */
  collapsed: { avatar?: string; text?: string };
  avatar?: string;
  /** spec §3 announcement bar: the line it shows before anything is verified (`line1`). */
  announcement?: { text?: string };
}

/** spec §3: merchant details. */
export interface MerchantDetails {
  mid: string;
  name: string;
  logo?: string;
  email?: string;
  mobile?: string;
  productType?: string;
  autoClick: boolean;
  loginURI?: string;
  inAppBrowser: boolean;
  fom: boolean;
  isWebauthnEnabled: boolean;
  config: {
    isPopUpDisabled: boolean;
    isSilentAuthEnabled: boolean;
    isWebauthnEnabled: boolean;
    isWebauthnRegistered: boolean;
    lang: string;
    /**
     * The app's language (`options.locale`), when the merchant set one: an element without a
     * `locale` attribute speaks it before the browser's (docs/languages.md "Which language").
     */
    locale?: string;
  };
}

export interface IdentityItem {
  logo?: string;
  name?: string;
  value: string;
  uiId?: string;
  /** spec §2 carrier icon, when the host knows the (masked) number's carrier. */
  carrier?: Carrier;
}

/** spec §3: merchant config response. */
export interface MerchantConfigResponse {
  mid: string;
  uiType: UiType;
  channelConfig: ChannelConfigEntry[];
  merchant: MerchantDetails;
  uiConfig: UiConfig;
  userDetails: { mobile: IdentityItem[]; email: IdentityItem[] };
  /**
   * Set on the anonymous answer when this browser's device key has verified an identity for the
   * app: the widget then asks again with a proof of the key (docs/widget.md "Returning visitors").
   */
  knownDevice?: boolean;
}
