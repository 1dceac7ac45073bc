import type { Channel } from '../../contract/channels';
import { HEADLESS_VERSIONS, type HeadlessRequest, type HeadlessResponse } from '../../contract/headless';
import type { MerchantConfigResponse } from '../../contract/wire';
import { answerHeadlessQuery } from './answerHeadlessQuery';
import type { HeadlessDeps, HeadlessHandler } from './HeadlessDeps';
import { type HeadlessOutcome as Outcome, signedInOutcome, verifyFailed } from './headlessOutcome';
import {
  generalError,
  headlessApiError,
  headlessError,
  headlessSuccess,
  invalidValue,
} from './headlessResponses';
import { initiateResponse } from './initiateResponse';
import { mayKnowIdentity } from './mayKnowIdentity';
import { pollPlanFor } from './pollPlan';
import { type PollOutcome, pollStatus, type StatusPoll } from './pollStatus';
import { type HeadlessIdentity, isSignInPlan, validateSignInRequest } from './validateSignInRequest';

/**
 * The headless page's request handler (spec §4 "Headless flow"): queries answer at once, a code
 * is verified, an otp is checked for a code that is then verified, PHONE/EMAIL/OAUTH requests
 * start an intent whose status is followed by the channel's poll plan. Every failure is an
 * answer in the spec §8 shape; nothing throws out of `handle`.
 */
export function createHeadlessHandler(deps: HeadlessDeps): HeadlessHandler {
  const { api, timers } = deps;
  let config: MerchantConfigResponse | undefined;
  /** The sign-in each identity began here, for its `otp` request. */
  const pendingByIdentity = new Map<string, string>();
  const polls = new Map<string, StatusPoll>();
  const finished = new Set<string>();
  /** A sign-in finished on this page: its identity is now one this browser verified. */
  let signedInHere = false;

  async function merchantConfig(): Promise<MerchantConfigResponse | HeadlessResponse> {
    if (config) return config;
    const result = await api.getMerchantConfig();
    if (!result.ok) return headlessApiError({ message: result.message });
    config = result.data;
    return config;
  }

  /** spec §4: a code check, answered as signedInOutcome says once it succeeds. */
  async function verifyCode(code: string, asId: string, v2: boolean): Promise<Outcome> {
    const result = await api.verifyCode(code, asId);
    // spec §8: in headless mode verify-code returns the failure object.
    if (!result.ok) return { answer: verifyFailed(asId, result.message) };
    const requestID = result.data.asId;
    finished.add(requestID);
    polls.get(requestID)?.stop();
    polls.delete(requestID);
    signedInHere = true;
    return signedInOutcome(result.data, code, v2);
  }

  /**
   * spec §4: "If the identity matches a known user, one-tap is triggered directly": the host
   * matches it against what this browser verified with its device key (the proof goes with the
   * call), and answers as a verified code does. Undefined when it does not match (another
   * identity, a revoked one, no device key): the request's channel flow runs then.
   */
  async function knownUser(identity: HeadlessIdentity, v2: boolean): Promise<Outcome | undefined> {
    if (!api.completeKnownOneTap) return undefined;
    const result =
      identity.type === 'EMAIL'
        ? await api.completeKnownOneTap('EMAIL', identity.email)
        : await api.completeKnownOneTap('MOBILE', identity.mobile);
    if (!result.ok) return undefined;
    const done = await verifyCode(result.data.code, result.data.asId, v2);
    return done.answer.success ? done : undefined;
  }

  async function verifyOtp(identity: HeadlessIdentity, otp: string, v2: boolean): Promise<Outcome> {
    const asId = pendingByIdentity.get(identity.key);
    if (!asId) return { answer: verifyFailed('') };
    const who = identity.type === 'EMAIL' ? { email: identity.email } : { mobile: identity.mobile };
    const result = await api.verifyOtp({ otp, asId, ...who });
    if (!result.ok) return { answer: verifyFailed(asId, result.message) };
    return verifyCode(result.data.code, asId, v2);
  }

  async function startIntent(
    channel: Channel,
    options: {
      identity?: HeadlessIdentity;
      oauth: boolean;
      silentAuth: boolean;
      metaData: HeadlessRequest['metaData'];
      v2: boolean;
    },
  ): Promise<HeadlessResponse> {
    const { identity } = options;
    const result = await api.createIntent({
      channel,
      ...(identity?.type === 'EMAIL' ? { email: identity.email } : {}),
      ...(identity?.type === 'PHONE' ? { mobile: identity.mobile } : {}),
      ...(options.silentAuth ? { silentAuthEnabled: true } : {}),
      ...(options.metaData ? { clientMetaData: JSON.stringify(options.metaData) } : {}),
    });
    // spec §8: an intent API failure returns the response itself in headless mode.
    if (!result.ok) return headlessApiError({ message: result.message });
    const intent = result.data;
    if (identity) pendingByIdentity.set(identity.key, intent.asId);
    if (intent.channel === 'SILENT_AUTH' && intent.intent) deps.handOffSilentAuthLink?.(intent.intent);
    follow(intent.asId, intent.channel, options, () =>
      startIntent(channel, { ...options, silentAuth: false }),
    );
    return headlessSuccess('INITIATE', initiateResponse(intent, options.oauth));
  }

  /** spec §4 "After an intent": the channel's poll plan, and what its outcome leads to. */
  function follow(
    asId: string,
    channel: string,
    options: { oauth: boolean; v2: boolean },
    retry: () => Promise<HeadlessResponse>,
  ) {
    const plan = pollPlanFor(channel, { native: deps.native === true, oauth: options.oauth });
    if (!plan) return;
    polls.get(asId)?.stop();
    const onOutcome = async (outcome: PollOutcome) => {
      polls.delete(asId);
      if (finished.has(asId)) return;
      if (outcome.kind === 'success') {
        const done = await verifyCode(outcome.code, asId, options.v2);
        return send([done.answer, ...(done.pushes ?? [])]);
      }
      // spec §4: silent auth retries the intent with silent auth disabled on FAILED or timeout.
      if (plan.onFailure === 'retryWithoutSilentAuth') return send([await retry()]);
      // spec §4: caller identification's FAILED sends a VERIFY failure (400).
      return send([verifyFailed(asId)]);
    };
    polls.set(asId, pollStatus({ plan, timers, getStatus: () => api.getStatus(asId), onOutcome }));
  }

  const send = (responses: HeadlessResponse[]) => responses.forEach((response) => void deps.push(response));

  async function outcomeOf(request: HeadlessRequest): Promise<Outcome> {
    // spec §5: a headless request with no app id gives APP_ID.
    if (!deps.appId) return { answer: headlessError('APP_ID') };
    // spec §3 "version (V2 is special)": a version this page does not speak is refused, not ignored.
    if (request.version !== undefined && !(HEADLESS_VERSIONS as readonly string[]).includes(request.version))
      return { answer: invalidValue('version') };
    const v2 = request.version === 'V2';
    const query = await answerHeadlessQuery(request.channel, {
      api,
      merchantConfig,
      hostOrigin: deps.hostOrigin,
    });
    if (query) return { answer: query };
    // spec §4: a request with a code goes to code verification.
    if (request.code) return verifyCode(String(request.code), '', v2);

    const loaded = await merchantConfig();
    if (!('channelConfig' in loaded)) return { answer: loaded };
    const countryList = request.countryCode === undefined ? undefined : await api.getCountryList();
    const plan = validateSignInRequest(request, {
      config: loaded,
      countries: countryList?.ok ? countryList.data : undefined,
    });
    if (!isSignInPlan(plan)) return { answer: plan };
    if (plan.kind === 'otp') return verifyOtp(plan.identity, plan.otp, v2);
    if (plan.kind === 'initiate' && (signedInHere || mayKnowIdentity(loaded, plan.identity.type))) {
      const known = await knownUser(plan.identity, v2);
      if (known) return known;
    }
    const oauth = plan.kind === 'oauth';
    const identity = plan.identity;
    // Silent auth stands in for a code to a typed number, never for a call the person chose.
    const silentAuth = !oauth && identity?.type === 'PHONE' && loaded.merchant.config.isSilentAuthEnabled;
    const answer = await startIntent(plan.channel, {
      oauth,
      silentAuth,
      metaData: request.metaData,
      v2,
      ...(identity ? { identity } : {}),
    });
    return { answer };
  }

  return {
    async handle(request, answer) {
      let outcome: Outcome;
      try {
        outcome = await outcomeOf(request);
      } catch {
        // An unknown error becomes GENERAL (500), and nothing internal leaks.
        outcome = { answer: generalError() };
      }
      answer(outcome.answer);
      send(outcome.pushes ?? []);
    },
    stop() {
      for (const poll of polls.values()) poll.stop();
      polls.clear();
    },
  };
}
