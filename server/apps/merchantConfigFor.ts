import { DEFAULT_MERCHANT_LANG } from '../../contract/constants';
import type { MerchantConfigResponse } from '../../contract/wire';
import type { App } from './App';

/** spec §3 merchant config response, from an app's stored configuration. */
export function merchantConfigFor(app: App): MerchantConfigResponse {
  const merchant: MerchantConfigResponse['merchant'] = {
    mid: app.id,
    name: app.name,
    autoClick: app.options.autoClick ?? false,
    inAppBrowser: false,
    fom: app.options.fom ?? false,
    isWebauthnEnabled: app.options.isWebauthnEnabled ?? false,
    config: {
      isPopUpDisabled: app.options.isPopUpDisabled ?? false,
      isSilentAuthEnabled: false,
      isWebauthnEnabled: app.options.isWebauthnEnabled ?? false,
      isWebauthnRegistered: false,
      lang: DEFAULT_MERCHANT_LANG,
    },
  };
  if (app.options.locale) merchant.config.locale = app.options.locale;
  if (app.logo) merchant.logo = app.logo;
  if (app.loginUri) merchant.loginURI = app.loginUri;
  if (app.options.supportEmail) merchant.email = app.options.supportEmail;
  return {
    mid: app.id,
    // spec §3 UI types: SUPPORT when the merchant made it a support app; the host's recognised
    // configuration (recognisedConfig) keeps it and turns FRESH into PARTIAL or ONETAP.
    uiType: app.options.support ? 'SUPPORT' : 'FRESH',
    channelConfig: app.channelConfig,
    merchant,
    uiConfig: app.uiConfig,
    userDetails: { mobile: [], email: [] },
  };
}
