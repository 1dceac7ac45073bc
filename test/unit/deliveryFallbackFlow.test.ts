import { createStore } from 'jotai/vanilla';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_POLL_MS, type DeliveryReport } from '../../contract/deliveryFallback';
import type { IntentResponse, SignInDetail } from '../../contract/wire';
import type { ApiFailure } from '../../services/api/ApiResult';
import { channelProgressAtom } from '../../state/atoms/channelProgress';
import { deliveryOfferAtom } from '../../state/atoms/deliveryOffer';
import { flowStateAtom } from '../../state/atoms/flowAtoms';
import { createSignInFlow } from '../../state/flows/createSignInFlow';
import { loadClickFlows } from '../../state/flows/loadClickFlows';
import { loadSignInSteps } from '../../state/flows/loadSignInSteps';
import { configWith, fakeApi, ok } from '../support/flowFixtures';

const config = configWith([
  {
    identifierType: 'MOBILE',
    verified: false,
    channel: [
      { name: 'WHATSAPP', type: 'INPUT', logo: '', uiId: 'w' },
      { name: 'SMS', type: 'INPUT', logo: '', uiId: 's' },
    ],
  },
]);
const whatsappIntent: IntentResponse = {
  channel: 'WHATSAPP',
  intent: null,
  asId: 'as_wa',
  communicationMode: 'WHATSAPP',
  destinationUri: '+91•••••3210',
  otpLength: 6,
  resendAfter: 60,
};
const smsIntent: IntentResponse = {
  ...whatsappIntent,
  channel: 'SMS',
  asId: 'as_sms',
  communicationMode: 'SMS',
};
const callIntent: IntentResponse = {
  ...whatsappIntent,
  channel: 'VOICE_APPROVAL',
  asId: 'as_call',
  communicationMode: 'VOICE',
  matchCode: '42',
};
const waiting: DeliveryReport = {
  channel: 'WHATSAPP',
  status: 'ACCEPTED',
  fallback: null,
  fallbackFrom: null,
};
const failed: DeliveryReport = {
  channel: 'WHATSAPP',
  status: 'FAILED',
  fallback: { channel: 'SMS', reason: 'failed' },
  fallbackFrom: null,
};

function setup() {
  const api = fakeApi(config, {
    createIntent: vi.fn(async () => ok(whatsappIntent)),
    getDelivery: vi.fn(async (_asId: string) => ok(waiting)),
    startFallback: vi.fn(async (_asId: string) => ok(smsIntent)),
  });
  const store = createStore();
  const signedIn: SignInDetail[] = [];
  const flow = createSignInFlow({ api, store, onSignIn: (d) => signedIn.push(d) });
  const state = () => store.get(flowStateAtom);
  const offer = () => store.get(deliveryOfferAtom);
  return { api, flow, store, state, offer };
}
const settle = () => vi.advanceTimersByTimeAsync(0);

async function toCodeStep(t: ReturnType<typeof setup>) {
  t.flow.start();
  await settle();
  t.flow.setEmail('98765 43210');
  t.flow.submitEmail();
  await settle();
  expect(t.state().step).toBe('code');
  expect(t.state().asId).toBe('as_wa');
}

/** docs/channels.md "Delivery status and fallback": the code step offers the next channel. */
describe('the code step follows the delivery and offers the next channel', () => {
  // The follower's and the sign-in steps' lazy chunks, here before the fake timers start.
  beforeAll(() => Promise.all([loadClickFlows(), loadSignInSteps()]));
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks every 5 s, and offers SMS only once the host says the WhatsApp message failed', async () => {
    const t = setup();
    await toCodeStep(t);
    expect(t.api.getDelivery).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(DELIVERY_POLL_MS);
    expect(t.api.getDelivery).toHaveBeenCalledWith('as_wa');
    expect(t.offer()).toEqual({ asId: 'as_wa' });
    t.api.getDelivery.mockResolvedValue(ok(failed));
    await vi.advanceTimersByTimeAsync(DELIVERY_POLL_MS);
    expect(t.offer()?.next).toMatchObject({ channel: 'SMS', reason: 'failed' });
    // Once offered, the host is not asked again.
    const calls = t.api.getDelivery.mock.calls.length;
    await vi.advanceTimersByTimeAsync(DELIVERY_POLL_MS * 3);
    expect(t.api.getDelivery.mock.calls.length).toBe(calls);
  });

  it('taking SMS starts a new code step for the new sign-in, which a resend keeps on SMS', async () => {
    const t = setup();
    await toCodeStep(t);
    t.api.getDelivery.mockResolvedValue(ok(failed));
    await vi.advanceTimersByTimeAsync(DELIVERY_POLL_MS);
    t.offer()?.next?.take();
    await settle();
    expect(t.api.startFallback).toHaveBeenCalledWith('as_wa');
    expect(t.state()).toMatchObject({ step: 'code', asId: 'as_sms', busy: false, otp: '' });
    expect(t.offer()).toEqual({ asId: 'as_sms', via: 'SMS' });
    // The new sign-in's delivery and status are followed, the old one's no more.
    t.api.getDelivery.mockClear();
    t.api.getStatus.mockClear();
    t.api.getDelivery.mockResolvedValue(ok({ ...waiting, channel: 'SMS' }));
    await vi.advanceTimersByTimeAsync(DELIVERY_POLL_MS);
    expect(t.api.getDelivery.mock.calls).toEqual([['as_sms']]);
    expect(t.api.getStatus.mock.calls.every((call: unknown[]) => call[0] === 'as_sms')).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    t.flow.resend();
    await settle();
    expect(t.api.createIntent).toHaveBeenLastCalledWith({
      channel: 'SMS',
      mobile: '919876543210',
      resend: true,
    });
  });

  it('a call as the next channel turns to the call screen and follows the call’s sign-in', async () => {
    const t = setup();
    await toCodeStep(t);
    t.api.getDelivery.mockResolvedValue(
      ok({ ...failed, channel: 'SMS', fallback: { channel: 'VOICE_APPROVAL', reason: 'undelivered' } }),
    );
    t.api.startFallback.mockResolvedValue(ok(callIntent));
    await vi.advanceTimersByTimeAsync(DELIVERY_POLL_MS);
    t.offer()?.next?.take();
    await settle();
    expect(t.state().step).toBe('entry');
    expect(t.store.get(channelProgressAtom)).toMatchObject({
      channel: 'VOICE_APPROVAL',
      status: 'PENDING',
      destination: '+91•••••3210',
      matchCode: '42',
    });
    t.api.getStatus.mockClear();
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.api.getStatus).toHaveBeenCalledWith('as_call');
  });

  it('a refused fallback (the 60 s between sends) says the wait and keeps the offer', async () => {
    const t = setup();
    await toCodeStep(t);
    t.api.getDelivery.mockResolvedValue(ok(failed));
    const throttled: ApiFailure = {
      ok: false,
      status: 429,
      code: 'too_many_requests',
      message: 'Please wait',
      retryAfterS: 30,
    };
    t.api.startFallback.mockResolvedValue(throttled);
    await vi.advanceTimersByTimeAsync(DELIVERY_POLL_MS);
    t.offer()?.next?.take();
    await settle();
    expect(t.state()).toMatchObject({ step: 'code', asId: 'as_wa', busy: false });
    expect(t.state().waitUntil).toBeGreaterThan(Date.now());
    expect(t.offer()?.next?.channel).toBe('SMS');
  });

  it('stops asking once the person goes back to change the number', async () => {
    const t = setup();
    await toCodeStep(t);
    t.flow.change();
    await vi.advanceTimersByTimeAsync(DELIVERY_POLL_MS * 2);
    expect(t.api.getDelivery).not.toHaveBeenCalled();
  });
});
