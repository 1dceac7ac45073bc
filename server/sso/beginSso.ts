import * as oauth from 'oauth4webapi';
import { isSsoChannel, type SsoMode } from '../../contract/sso';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { authorizationUrl } from './authorizationUrl';
import { endpointsOf } from './discoverEndpoints';
import { providerNetwork } from './fetchOptions';
import { flowSecrets, SSO_BROWSER_PURPOSE, SSO_START_PURPOSE, SSO_STATE_PURPOSE } from './flowSecrets';
import { resolveProvider } from './resolveProvider';
import { ssoCookieHeader } from './ssoCookie';

const STATE_BYTES = 32;
const BROWSER_SECRET_BYTES = 32;

/**
 * The start URL, followed once (popup or same window): binds the flow to this browser with a
 * cookie and sends the browser to the provider's authorization endpoint.
 */
export async function beginSso(
  services: Services,
  input: { startToken: string; mode: SsoMode; browserSecret: string | undefined },
): Promise<{ location: string; setCookie: string }> {
  const flow = await services.ssoFlows.byStartHash(services.hasher.hash(SSO_START_PURPOSE, input.startToken));
  const now = services.clock.now();
  if (!flow || flow.started_at !== null || flow.expires_at <= now || !isSsoChannel(flow.channel))
    throw new SesameError('transaction_not_found');

  const resolved = await resolveProvider(services, flow.app_id, flow.channel);
  const endpoints = await endpointsOf(resolved.provider, providerNetwork(services));
  // One cookie per browser serves every flow it starts (two popups at once both work).
  const browserSecret = input.browserSecret ?? services.random.token(BROWSER_SECRET_BYTES);
  const state = services.random.token(STATE_BYTES);
  const { codeVerifier, nonce } = flowSecrets(services.hasher, flow.id, browserSecret);
  const started = await services.ssoFlows.start(flow.id, {
    stateHash: services.hasher.hash(SSO_STATE_PURPOSE, state),
    browserHash: services.hasher.hash(SSO_BROWSER_PURPOSE, browserSecret),
    mode: input.mode,
    now,
  });
  if (!started) throw new SesameError('transaction_not_found');
  const url = authorizationUrl({
    provider: resolved.provider,
    endpoints,
    clientId: resolved.clientId,
    redirectUri: resolved.redirectUri,
    state,
    nonce,
    codeChallenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
  });
  return {
    location: url.toString(),
    setCookie: ssoCookieHeader(services, browserSecret, resolved.provider.formPost === true),
  };
}
