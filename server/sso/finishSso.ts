import type { ApiErrorCode } from '../../contract/errors';
import { isSsoChannel } from '../../contract/sso';
import type { Services } from '../Services';
import { completeTransaction } from '../signin/completeTransaction';
import { endpointsOf } from './discoverEndpoints';
import { exchangeCode } from './exchangeCode';
import { providerNetwork } from './fetchOptions';
import { flowSecrets, SSO_BROWSER_PURPOSE, SSO_STATE_PURPOSE } from './flowSecrets';
import { resolveProvider } from './resolveProvider';
import type { SsoFlowRow } from './SsoFlowStore';
import { ssoSignIn } from './ssoSignIn';

export interface SsoOutcome {
  status: 'SUCCESS' | 'FAILED';
  error?: ApiErrorCode;
  /** The flow the callback belongs to, when its state was one the host issued. */
  flow?: SsoFlowRow;
  /** The sign-in's one-time code (spec §7), for redirect mode. */
  code?: string;
}

/**
 * The provider's callback, step by step. Anything wrong fails the sign-in without saying why
 * to the browser (the reason is logged):
 * 1. `state` names a flow the host began, for this provider, not expired;
 * 2. the browser holds the cookie the flow was started with (no callback from elsewhere);
 * 3. the flow takes one answer: a replayed callback (the same code again) finds it finished;
 * 4. an `error` from the provider (`access_denied`: the visitor cancelled), or any failed check of
 *    the code exchange, fails the sign-in;
 * 5. the profile signs in its account (issuer, subject), and the transaction completes.
 */
export async function finishSso(
  services: Services,
  input: {
    providerId: string;
    params: URLSearchParams;
    browserSecret: string | undefined;
    log: (reason: string, cause?: unknown) => void;
  },
): Promise<SsoOutcome> {
  const now = services.clock.now();
  const state = input.params.get('state');
  const flow = state
    ? await services.ssoFlows.byStateHash(services.hasher.hash(SSO_STATE_PURPOSE, state))
    : undefined;
  if (!state || !flow) return failed(input, 'unknown state');
  if (flow.provider !== input.providerId || !isSsoChannel(flow.channel))
    return failed(input, 'callback of another provider');
  if (
    !input.browserSecret ||
    !flow.browser_hash ||
    !services.hasher.matches(SSO_BROWSER_PURPOSE, input.browserSecret, flow.browser_hash)
  ) {
    return failed(input, 'callback without the browser that started the flow');
  }
  if (flow.expires_at <= now) return failed(input, 'flow expired', flow);
  if (!(await services.ssoFlows.finish(flow.id, now))) return failed(input, 'callback replayed', flow);

  const tx = await services.transactions.get(flow.transaction_id);
  if (tx?.status !== 'PENDING' || tx.expires_at <= now) return failed(input, 'transaction ended', flow);
  const providerError = input.params.get('error');
  if (providerError) {
    await services.transactions.fail(tx.id);
    services.statusBus.publish(tx.id);
    // The visitor declined at the provider (RFC 6749 §4.1.2.1 `access_denied`); any other
    // error is the provider's failure (docs/widget.md "Sign-ins that come back to the page").
    const error = providerError === 'access_denied' ? 'sso_cancelled' : 'sso_failed';
    return failed(input, `provider answered ${providerError.slice(0, 64)}`, flow, error);
  }

  try {
    const resolved = await resolveProvider(services, flow.app_id, flow.channel);
    const network = providerNetwork(services);
    const { codeVerifier, nonce } = flowSecrets(services.hasher, flow.id, input.browserSecret);
    const profile = await exchangeCode({
      provider: resolved.provider,
      endpoints: await endpointsOf(resolved.provider, network),
      clientId: resolved.clientId,
      clientSecret: resolved.clientSecret,
      redirectUri: resolved.redirectUri,
      callback: input.params,
      expectedState: state,
      codeVerifier,
      nonce,
      network,
      nowMs: now,
    });
    if (!profile.subject || profile.subject === 'undefined') throw new Error('the provider named no subject');
    const userId = await ssoSignIn(services, flow.app_id, resolved.provider.id, profile, now);
    const code = await completeTransaction(services, tx, 'sso', userId);
    return { status: 'SUCCESS', flow, code };
  } catch (cause) {
    await services.transactions.fail(tx.id);
    services.statusBus.publish(tx.id);
    return failed(input, 'code exchange or profile failed', flow, 'sso_failed', cause);
  }
}

function failed(
  input: { log: (reason: string, cause?: unknown) => void },
  reason: string,
  flow?: SsoFlowRow,
  error: ApiErrorCode = 'sso_failed',
  cause?: unknown,
): SsoOutcome {
  input.log(reason, cause);
  return flow ? { status: 'FAILED', error, flow } : { status: 'FAILED', error };
}
