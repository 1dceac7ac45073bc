/**
 * spec §7: the widget-facing call table. Except for the state call, the state value is
 * appended as the last path segment (`${path}/${state}`).
 */
export const API = {
  state: '/v2/state',
  merchantConfig: '/v2/lp/merchant/config',
  intent: '/v2/lp/user/transaction/intent',
  otp: '/v1/user/transaction/otp',
  statusV1: '/v1/user/transaction/status',
  statusV3: '/v3/lp/user/transaction/status',
  verifyCodeV2: '/v2/lp/user/transaction/code',
  verifyCodeV3: '/v3/lp/user/transaction/code',
  redirectUriV1: '/v1/user/transaction/getRedirectUri',
  redirectUriV2: '/v2/user/transaction/getRedirectUri',
  countryList: '/v1/countryList',
  merchantToken: '/v1/merchant/token',
  jwks: '/.well-known/jwks.json',
} as const;

/** Where the magic link of an email points: `${LINK_PATH}/${token}` on the provider host. */
export const LINK_PATH = '/l';
