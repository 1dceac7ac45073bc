import { type AdminAppInput, MERCHANT_TEXT_LIMITS, type MerchantTextField } from '../../contract/adminApps';
import type { Channel } from '../../contract/channels';
import type { App } from '../apps/App';
import type { AppPatch } from '../apps/AppStore';
import { type AppEdit, editPatch } from '../cli/editPatch';
import { optionalUrl } from '../cli/optionalUrl';
import { parseAppName } from '../cli/parseAppName';
import { parseChannels, parsePhoneChannels } from '../cli/parseChannels';
import { parseHexColor } from '../cli/parseHexColor';
import { parseHttpUrl } from '../cli/parseHttpUrl';
import { parseMerchantText } from '../cli/parseMerchantText';
import { parseOrigin } from '../cli/parseOrigin';
import { applyAppLook } from './applyAppLook';
import { applyOtap } from './applyOtap';
import { applyProviderSettings } from './applyProviderSettings';
import { checked } from './checked';

const channelList = (field: string, codes: string[]): Channel[] =>
  checked(field, () => (codes.length ? parseChannels(codes.join(',')) : []));

/** The dashboard's form as the apps tool's `edit`: same parsers, same patch. */
export function appEditFrom(input: AdminAppInput): AppEdit {
  const { theme, primaryColor } = input;
  return {
    name: input.name === undefined ? undefined : checked('name', () => parseAppName(input.name!)),
    origins: input.origins?.map((origin) => checked('origins', () => parseOrigin(origin))),
    addOrigins: [],
    removeOrigins: [],
    loginUri: checked('loginUri', () => optionalUrl(input.loginUri, '--login-uri')),
    redirectUris: input.redirectUris?.map((uri) =>
      checked('redirectUris', () => parseHttpUrl(uri, '--redirect-uri')),
    ),
    channels: input.channels === undefined ? undefined : channelList('channels', input.channels),
    phoneChannels:
      input.phoneChannels === undefined
        ? undefined
        : checked('phoneChannels', () =>
            input.phoneChannels!.length ? parsePhoneChannels(input.phoneChannels!.join(',')) : [],
          ),
    logo: checked('logo', () => optionalUrl(input.logo, '--logo')),
    privacyUrl: checked('privacyUrl', () => optionalUrl(input.privacyUrl, '--privacy-url')),
    tncUrl: checked('tncUrl', () => optionalUrl(input.tncUrl, '--tnc-url')),
    theme: theme === undefined ? undefined : theme === 'dark' ? 'DARK' : 'LIGHT',
    primaryColor: primaryColor ? checked('primaryColor', () => parseHexColor(primaryColor)) : primaryColor,
    texts: merchantTexts(input),
    share: input.share,
  };
}

/** The merchant's texts the form gave, each through the apps tool's check. */
function merchantTexts(input: AdminAppInput): Partial<Record<MerchantTextField, string>> {
  const texts: Partial<Record<MerchantTextField, string>> = {};
  for (const field of Object.keys(MERCHANT_TEXT_LIMITS) as MerchantTextField[]) {
    const text = checked(field, () => parseMerchantText(field, input[field]));
    if (text !== undefined) texts[field] = text;
  }
  return texts;
}

/**
 * The whole change: the apps tool's patch, then what only the dashboard sets (spec §3 merchant
 * details switches, the widget's layout and watermark).
 */
export function dashboardPatch(app: App, input: AdminAppInput): AppPatch {
  const { patch } = checked('origins', () => editPatch(app, appEditFrom(input)));
  if (input.layout !== undefined || input.watermark !== undefined) {
    const uiConfig = structuredClone(patch.uiConfig ?? app.uiConfig);
    if (input.layout !== undefined) uiConfig.widget.layout = input.layout;
    if (input.watermark !== undefined) uiConfig.widget.watermark = input.watermark;
    patch.uiConfig = uiConfig;
  }
  if (input.options) {
    const { supportEmail, ...switches } = input.options;
    const options = { ...app.options, ...switches };
    if (supportEmail !== undefined) {
      if (supportEmail) options.supportEmail = supportEmail;
      else delete options.supportEmail;
    }
    patch.options = options;
  }
  applyAppLook(app, patch, input);
  applyProviderSettings(app, patch, input);
  applyOtap(app, patch, input);
  return patch;
}
