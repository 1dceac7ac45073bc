import { createStore } from 'jotai/vanilla';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUPPORT_REENABLE_MS } from '../../contract/channelConstants';
import type { ChannelAction } from '../../contract/channels';
import type { ApiClient } from '../../services/api/apiClient';
import { memoryStorage } from '../../services/storage/keyValueStorage';
import { channelProgressAtom } from '../../state/atoms/channelProgress';
import { errorAtom, flowStateAtom } from '../../state/atoms/flowAtoms';
import { oneTapConfirmAtom } from '../../state/atoms/oneTapConfirmAtom';
import { type ChannelClickContext, clickChannel } from '../../state/flows/clickChannel';
import { finishSignIn } from '../../state/flows/finishSignIn';
import { loadClickFlows } from '../../state/flows/loadClickFlows';
import type { DisplayedChannel } from '../../state/rules/displayChannels';
import { initialFlowState } from '../../state/rules/FlowState';
import type { FlowConfig } from '../../state/rules/flowMachine';
import { parseLaunchParams } from '../../state/rules/launchParams';
import { loginRedirect } from '../../state/rules/loginRedirect';

const ok = <T>(data: T) => ({ ok: true as const, data });

function channel(action: ChannelAction, name: DisplayedChannel['name'] = 'WHATSAPP'): DisplayedChannel {
  return {
    name,
    logo: '',
    uiId: 'w',
    identifierType: 'MOBILE',
    verified: action === 'oneTap',
    isActive: false,
    isLoading: false,
    action,
  };
}

function setup(merchant: Partial<NonNullable<FlowConfig['merchant']>> = {}, search = '') {
  const store = createStore();
  const config = { merchant: { fom: false, autoClick: false, ...merchant } } as unknown as FlowConfig;
  store.set(flowStateAtom, { ...initialFlowState, step: 'entry', config });
  const api = {
    createIntent: vi.fn(async () =>
      ok({ channel: 'WHATSAPP', intent: 'https://wa.me/1?text=x', asId: 'as_9' }),
    ),
    getSupportTicket: vi.fn(async () => ok({ intent: 'https://wa.me/15550001?text=Help' })),
    getOneTapIdentities: vi.fn(async () =>
      ok({
        identities: [
          { id: 'e1', identifierType: 'EMAIL', value: 'a***@x.test', logo: '' },
          { id: 'm1', identifierType: 'MOBILE', value: '+91 ****1234', logo: '' },
        ],
      }),
    ),
    completeOneTap: vi.fn(async () => ok({ code: 'c_1', asId: 'as_1' })),
  };
  const flow = { follow: vi.fn(() => () => {}), completeWithCode: vi.fn() };
  const storage = memoryStorage();
  const context = {
    api: api as unknown as ApiClient,
    flow,
    store,
    storage,
    params: parseLaunchParams(search),
    sso: { loaded: () => null, load: vi.fn() },
    hostOrigin: 'https://sesame.test',
    loadIntentHandler: async () => ({ handleChannelIntent: vi.fn() }),
  } as unknown as ChannelClickContext;
  return { store, api, flow, storage, context };
}

function fakePage(href = 'https://shop.test/cart?x=1') {
  const assign = vi.fn();
  const open = vi.fn(() => ({ opener: {} }));
  vi.stubGlobal('location', { href, assign });
  vi.stubGlobal('window', { open, location: { assign } });
  return { assign, open };
}

describe('channel actions (spec §4 Channel click)', () => {
  // The click flows' lazy chunk, here before the fake timers start.
  beforeAll(() => loadClickFlows());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('support opens the WhatsApp chat intent of the support ticket and re-enables the buttons after 1 s', async () => {
    vi.useFakeTimers();
    const page = fakePage();
    const t = setup();
    const done = clickChannel(t.context, channel('support'));
    await vi.advanceTimersByTimeAsync(0);
    expect(t.api.getSupportTicket).toHaveBeenCalledWith('WHATSAPP');
    expect(page.open).toHaveBeenCalledWith('https://wa.me/15550001?text=Help', '_blank');
    expect(t.api.createIntent).not.toHaveBeenCalled();
    // The buttons are disabled (a channel in progress) until the second has passed.
    expect(t.store.get(channelProgressAtom)).toEqual({ channel: 'WHATSAPP', status: 'INIT' });
    await vi.advanceTimersByTimeAsync(SUPPORT_REENABLE_MS - 1);
    expect(t.store.get(channelProgressAtom)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(t.store.get(channelProgressAtom)).toBeNull();
  });

  it('support without a business number says so in the toast and re-enables at once', async () => {
    const page = fakePage();
    const t = setup();
    t.api.getSupportTicket.mockResolvedValueOnce({
      ok: false,
      message: 'This sign-in method is not set up yet.',
    } as never);
    await clickChannel(t.context, channel('support'));
    expect(page.open).not.toHaveBeenCalled();
    expect(t.store.get(channelProgressAtom)).toBeNull();
    expect(t.store.get(errorAtom)).toMatchObject({ message: 'This sign-in method is not set up yet.' });
  });

  it('auth goes to a login URI on another origin with redirect, ux mode autoclick and the channel', async () => {
    const page = fakePage();
    const t = setup({ loginURI: 'https://login.shop.test/signin?lang=en' });
    await clickChannel(t.context, channel('auth'));
    expect(t.api.createIntent).not.toHaveBeenCalled();
    const url = new URL(page.assign.mock.calls[0]?.[0] as string);
    expect(url.origin + url.pathname).toBe('https://login.shop.test/signin');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('redirect')).toBe('https://shop.test/cart?x=1');
    expect(url.searchParams.get('uxmode')).toBe('autoclick');
    expect(url.searchParams.get('channel')).toBe('WHATSAPP');
  });

  it('the One tap entry stays on this origin (its device key is here), whatever the login URI', async () => {
    const page = fakePage();
    const t = setup({ loginURI: 'https://login.shop.test/signin' });
    await clickChannel(t.context, channel('auth', 'ONETAP'));
    expect(page.assign).not.toHaveBeenCalled();
    expect(t.api.getOneTapIdentities).toHaveBeenCalled();
  });

  it('auth on the login URI’s own origin runs the channel here and stores the channel and the transaction', async () => {
    const page = fakePage('https://shop.test/account/login');
    const t = setup({ loginURI: 'https://shop.test/account/login' });
    await clickChannel(t.context, channel('auth'));
    expect(page.assign).not.toHaveBeenCalled();
    expect(t.api.createIntent).toHaveBeenCalledWith({ channel: 'WHATSAPP' });
    expect(t.flow.follow).toHaveBeenCalledWith('as_9');
    expect(t.storage.get('CHANNEL')).toBe('WHATSAPP');
    expect(t.storage.get('asId')).toBe('as_9');
  });

  it('one-tap signs in again as the verified identity of the channel’s type, without a new intent', async () => {
    fakePage();
    const t = setup({ fom: false });
    await clickChannel(t.context, channel('oneTap'));
    expect(t.api.createIntent).not.toHaveBeenCalled();
    expect(t.api.completeOneTap).toHaveBeenCalledWith('m1');
    expect(t.flow.completeWithCode).toHaveBeenCalledWith('c_1', 'as_1');
  });

  it('with fom, one-tap asks "Continue as {identity}" first; continue signs in, the other answer does not', async () => {
    fakePage();
    const asked = async (t: ReturnType<typeof setup>) => {
      const done = clickChannel(t.context, channel('oneTap'));
      await vi.waitFor(() => expect(t.store.get(oneTapConfirmAtom)).not.toBeNull());
      expect(t.store.get(oneTapConfirmAtom)?.identity).toBe('+91 ****1234');
      expect(t.api.completeOneTap).not.toHaveBeenCalled();
      return { done };
    };
    const yes = setup({ fom: true });
    const going = await asked(yes);
    yes.store.get(oneTapConfirmAtom)?.answer(true);
    await going.done;
    expect(yes.api.completeOneTap).toHaveBeenCalledWith('m1');
    expect(yes.store.get(oneTapConfirmAtom)).toBeNull();

    const no = setup({ fom: true });
    const stopping = await asked(no);
    no.store.get(oneTapConfirmAtom)?.answer(false);
    await stopping.done;
    expect(no.api.completeOneTap).not.toHaveBeenCalled();
    expect(no.store.get(channelProgressAtom)).toBeNull();
    expect(no.store.get(oneTapConfirmAtom)).toBeNull();

    // With a code in the URL (coming back from a sign-in) it acts at once.
    const code = setup({ fom: true }, '?code=c_url');
    await clickChannel(code.context, channel('oneTap'));
    expect(code.api.completeOneTap).toHaveBeenCalledWith('m1');
  });
});

describe('loginRedirect', () => {
  it('is null without a login URI, for a non-http one, or on the same origin', () => {
    const pageUrl = 'https://shop.test/';
    expect(loginRedirect({ loginUri: undefined, pageUrl, channel: 'GMAIL' })).toBeNull();
    expect(loginRedirect({ loginUri: 'javascript:alert(1)', pageUrl, channel: 'GMAIL' })).toBeNull();
    expect(loginRedirect({ loginUri: 'https://shop.test/login', pageUrl, channel: 'GMAIL' })).toBeNull();
    expect(loginRedirect({ loginUri: 'not a url', pageUrl, channel: 'GMAIL' })).toBeNull();
  });
});

describe('the stored channel (spec §3 CHANNEL)', () => {
  it('goes with the sign-in that follows the click, then is forgotten', async () => {
    fakePage('https://shop.test/');
    const t = setup();
    await clickChannel(t.context, channel('auth'));
    const onSignIn = vi.fn();
    const flow = {
      get: () => initialFlowState,
      dispatch: vi.fn(),
      verified: [],
      mandatory: [],
      navigate: vi.fn(),
      storage: t.storage,
      onSignIn,
    };
    const user = { uid: 'u1', emailVerified: false, createdAt: '2026-01-01' };
    finishSignIn(flow, { user, token: 't' } as never, 'c', { type: 'signedIn' } as never);
    expect(onSignIn.mock.calls[0]?.[0].user).toMatchObject({ uid: 'u1', channel: 'WHATSAPP' });
    expect(t.storage.get('CHANNEL')).toBeNull();
    finishSignIn(flow, { user, token: 't' } as never, 'c', { type: 'signedIn' } as never);
    expect(onSignIn.mock.calls[1]?.[0].user.channel).toBeUndefined();
  });
});
