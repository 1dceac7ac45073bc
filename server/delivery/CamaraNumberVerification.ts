import { ProviderError, providerFetch } from './ProviderError';

/** An operator's (or aggregator's) CAMARA Number Verification, reached with OAuth 2.0. */
export interface CamaraAccount {
  /** The operator's authorization endpoint: the phone opens it over mobile data. */
  authorizeUrl: string;
  tokenUrl: string;
  /** The API base, e.g. `https://api.operator.example/number-verification/v1`. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
}

/**
 * Leg 1 of CAMARA's three-legged flow (OAuth 2.0 authorization code, OIDC `prompt=none`: no
 * user interaction): the URL the phone opens over mobile data, where the operator recognises
 * the subscriber by the network connection and redirects back with a code. `login_hint` names
 * the number to check (`tel:` + E.164), as CAMARA's identity and consent guidance describes.
 */
export function camaraAuthorizationUrl(
  account: CamaraAccount,
  request: { redirectUri: string; state: string; phoneNumber: string },
): string {
  const url = new URL(account.authorizeUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: account.clientId,
    redirect_uri: request.redirectUri,
    scope: account.scope,
    state: request.state,
    prompt: 'none',
    login_hint: `tel:${request.phoneNumber}`,
  }).toString();
  return url.href;
}

/** Leg 2: the code for an access token at the token endpoint (client_secret_basic, RFC 6749 §4.1.3). */
export async function exchangeCamaraCode(
  account: CamaraAccount,
  request: { code: string; redirectUri: string },
  signal: AbortSignal,
): Promise<string> {
  const basic = Buffer.from(
    `${encodeURIComponent(account.clientId)}:${encodeURIComponent(account.clientSecret)}`,
  ).toString('base64');
  const answer = (await providerFetch(account.tokenUrl, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${basic}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: request.code,
      redirect_uri: request.redirectUri,
    }).toString(),
    signal,
  })) as { access_token?: unknown };
  if (typeof answer.access_token !== 'string' || !answer.access_token)
    throw new ProviderError('operator token endpoint answered without an access token', false, 200);
  return answer.access_token;
}

/**
 * Leg 3: `POST {apiUrl}/verify` with the Bearer token and `{ phoneNumber }` (E.164 with "+");
 * the operator answers `{ devicePhoneNumberVerified }`: whether the device's SIM has that number.
 */
export async function verifyDevicePhoneNumber(
  account: CamaraAccount,
  request: { accessToken: string; phoneNumber: string; correlator: string },
  signal: AbortSignal,
): Promise<boolean> {
  const answer = (await providerFetch(`${account.apiUrl}/verify`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${request.accessToken}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'x-correlator': request.correlator,
    },
    body: JSON.stringify({ phoneNumber: request.phoneNumber }),
    signal,
  })) as { devicePhoneNumberVerified?: unknown };
  if (typeof answer.devicePhoneNumberVerified !== 'boolean')
    throw new ProviderError('operator answered without devicePhoneNumberVerified', false, 200);
  return answer.devicePhoneNumberVerified;
}
