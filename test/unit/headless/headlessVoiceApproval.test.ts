import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATUS_POLL_INTERVAL_MS, TRANSACTION_TTL_MS } from '../../../contract/constants';
import {
  entry,
  failed,
  fakeApi,
  headless,
  intentFor,
  merchantConfig,
  ok,
  pending,
  success,
} from './headlessFixtures';

const POLL = STATUS_POLL_INTERVAL_MS;
const voiceApp = () => merchantConfig([entry('MOBILE', ['SMS'], ['VOICE_APPROVAL'])], { silentAuth: true });
const callIntent = intentFor('VOICE_APPROVAL', {
  communicationMode: 'VOICE',
  destinationUri: '+91•••••3210',
  matchCode: '47',
});

/**
 * Headless VOICE_APPROVAL (docs/channels.md "Voice approval"): an OAUTH request with channelType
 * VOICE_APPROVAL and the phone to call; the call's sign-in is followed like every OAUTH channel's.
 */
describe('headless voice approval', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function voice() {
    const api = fakeApi(voiceApp());
    api.createIntent.mockResolvedValue(ok(callIntent));
    return headless({ api });
  }

  it('calls the number, without silent auth, and answers INITIATE with the number the call reads out', async () => {
    const t = voice();
    const answer = await t.ask({
      channel: 'OAUTH',
      channelType: 'VOICE_APPROVAL',
      phone: '98765 43210',
      countryCode: '+91',
    });
    expect(t.api.createIntent).toHaveBeenCalledWith({ channel: 'VOICE_APPROVAL', mobile: '919876543210' });
    expect(answer).toMatchObject({
      responseType: 'INITIATE',
      success: true,
      response: {
        requestID: 'as_voice_approval',
        deliveryChannel: ['VOICE_APPROVAL'],
        authType: 'OAUTH',
        destinationUri: '+91•••••3210',
        matchCode: '47',
      },
    });
  });

  it('follows the call: the key 1 (SUCCESS) verifies the code and answers VERIFY COMPLETED', async () => {
    const t = voice();
    await t.ask({ channel: 'OAUTH', channelType: 'VOICE_APPROVAL', phone: '9876543210', countryCode: '91' });
    t.api.getStatus.mockResolvedValueOnce(ok(pending)).mockResolvedValueOnce(ok(success('c_call')));
    await vi.advanceTimersByTimeAsync(2 * POLL);
    expect(t.api.verifyCode).toHaveBeenCalledWith('c_call', 'as_voice_approval');
    expect(t.pushed[0]).toMatchObject({ responseType: 'VERIFY', success: true });
  });

  it('a call that ended without the key (FAILED) answers a VERIFY failure; none after the sign-in expired', async () => {
    const t = voice();
    await t.ask({ channel: 'OAUTH', channelType: 'VOICE_APPROVAL', phone: '9876543210', countryCode: '91' });
    t.api.getStatus.mockResolvedValueOnce(ok(failed));
    await vi.advanceTimersByTimeAsync(POLL);
    expect(t.pushed.map((r) => [r.responseType, r.statusCode])).toEqual([['VERIFY', 400]]);
    await vi.advanceTimersByTimeAsync(TRANSACTION_TTL_MS);
    expect(t.pushed).toHaveLength(1);
  });

  it('needs the phone: REQUIRED_KEY without it, INVALID_VALUE for a bad one, and no call', async () => {
    const t = voice();
    const none = await t.ask({ channel: 'OAUTH', channelType: 'VOICE_APPROVAL' });
    expect(none).toMatchObject({ success: false, statusCode: 4002, response: { phone: expect.any(String) } });
    const bad = await t.ask({ channel: 'OAUTH', channelType: 'VOICE_APPROVAL', phone: 'call me' });
    expect(bad).toMatchObject({ success: false, statusCode: 4000, response: { phone: expect.any(String) } });
    expect(t.api.createIntent).not.toHaveBeenCalled();
  });

  it('is refused for an app without voice approval (INVALID_CHANNEL), and listed by GET_CONFIG when on', async () => {
    const without = headless({ api: fakeApi(merchantConfig([entry('MOBILE', ['SMS'])])) });
    const refused = await without.ask({
      channel: 'OAUTH',
      channelType: 'VOICE_APPROVAL',
      phone: '9876543210',
    });
    expect(refused).toMatchObject({ success: false, statusCode: 4003 });
    const config = await voice().ask({ channel: 'GET_CONFIG' });
    expect(config.response).toMatchObject({
      channelConfig: expect.arrayContaining([
        expect.objectContaining({ channel: 'OAUTH', channel_type: 'VOICE_APPROVAL' }),
      ]),
    });
  });
});
