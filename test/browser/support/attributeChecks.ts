import { appIdCheck, hostParamCheck, localeCheck, themeCheck } from './commonChecks';
import {
  announcementButton,
  announcementInline,
  floaterAnnouncement,
  floaterCollapsed,
  floaterMandatory,
  floaterUserSignedIn,
  ONETAP_ACCOUNTS,
  onetapAccounts,
  onetapAppId,
  onetapMerchantName,
} from './elementChecks';
import { handOffLoaderCheck } from './handOffChecks';
import { paralyzedCheck } from './redirectChecks';
import { announcementUserSignedIn, onetapUserSignedIn } from './signedInChecks';

/**
 * How each documented attribute (custom-elements.json) is exercised: a check mounts the element
 * with the attribute set, in a fresh page, and observes what the attribute changes. The test in
 * attributes.test.ts fails for a documented attribute without a check here.
 */
export type AttributeCheck = () => Promise<void>;

const withApp = { 'app-id': 'demo' };
const withAccounts = { accounts: ONETAP_ACCOUNTS };

export const attributeChecks: Record<string, Record<string, AttributeCheck>> = {
  'auth-floater': {
    'app-id': appIdCheck('auth-floater'),
    locale: localeCheck('auth-floater', withApp),
    theme: themeCheck('auth-floater', 'panel', withApp),
    collapsed: floaterCollapsed,
    announcement: floaterAnnouncement,
    mandatory: floaterMandatory,
    sid: hostParamCheck('auth-floater', { sid: 'sess-7' }, 'sId', 'sess-7'),
    cid: hostParamCheck('auth-floater', { cid: 'client-9' }, 'clientId', 'client-9'),
    usersignedin: floaterUserSignedIn,
    paralyzed: paralyzedCheck('auth-floater'),
    'loader-color': handOffLoaderCheck('auth-floater', 'loader-color'),
    'loading-text': handOffLoaderCheck('auth-floater', 'loading-text'),
    'text-color': handOffLoaderCheck('auth-floater', 'text-color'),
  },
  'auth-announcement': {
    locale: localeCheck('auth-announcement'),
    theme: themeCheck('auth-announcement', 'announcement'),
    button: announcementButton,
    inline: announcementInline,
    usersignedin: announcementUserSignedIn,
  },
  'auth-login-page': {
    'app-id': appIdCheck('auth-login-page'),
    locale: localeCheck('auth-login-page', withApp),
    theme: themeCheck('auth-login-page', 'panel', withApp),
    paralyzed: paralyzedCheck('auth-login-page'),
    'loader-color': handOffLoaderCheck('auth-login-page', 'loader-color'),
    'loading-text': handOffLoaderCheck('auth-login-page', 'loading-text'),
    'text-color': handOffLoaderCheck('auth-login-page', 'text-color'),
  },
  'auth-onetap': {
    'app-id': onetapAppId,
    locale: localeCheck('auth-onetap', withAccounts),
    theme: themeCheck('auth-onetap', 'onetap', withAccounts),
    'merchant-name': onetapMerchantName,
    accounts: onetapAccounts,
    usersignedin: onetapUserSignedIn,
    'loader-color': handOffLoaderCheck('auth-onetap', 'loader-color'),
    'loading-text': handOffLoaderCheck('auth-onetap', 'loading-text'),
    'text-color': handOffLoaderCheck('auth-onetap', 'text-color'),
  },
  'auth-passkey-prompt': {
    locale: localeCheck('auth-passkey-prompt'),
    theme: themeCheck('auth-passkey-prompt', 'passkey-modal'),
  },
};
