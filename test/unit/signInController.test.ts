import { createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { WIDGET_STORAGE_KEYS } from '../../contract/widget';
import type { ChannelConfigEntry, IntentResponse, MerchantConfigResponse } from '../../contract/wire';
import type { ApiClient } from '../../services/api/apiClient';
import { memoryStorage } from '../../services/storage/keyValueStorage';
import { channelProgressAtom } from '../../state/atoms/channelProgress';
import { errorAtom } from '../../state/atoms/flowAtoms';
import { announcementActiveAtom, channelStatesAtom, widgetModeAtom } from '../../state/atoms/widgetAtoms';
import type { ControllerEnvironment } from '../../state/flows/ControllerEnvironment';
import type { connectPasskeys } from '../../state/flows/connectPasskeys';
import { connectSignIn } from '../../state/flows/connectSignIn';
import { hideDurationMs } from '../../state/flows/dismissal';
import { createModeEvents } from '../../state/flows/ModeEvents';
import { type ControllerInputs, createSignInController } from '../../state/flows/SignInController';
import { createSsoLoader } from '../../state/flows/ssoLoader';
import type { DisplayedChannel } from '../../state/rules/displayChannels';
import { parseLaunchParams } from '../../state/rules/launchParams';
import { toFlowConfig } from '../../state/rules/toFlowConfig';
import { configWith, fakeApi, ok } from '../support/flowFixtures';

const whatsapp: ChannelConfigEntry = {
  identifierType: 'MOBILE',
  verified: false,
  channel: [{ name: 'WHATSAPP', type: 'BUTTON', logo: '', uiId: 'w' }],
};
const google: ChannelConfigEntry = {
  identifierType: 'EMAIL',
  verified: false,
  channel: [{ name: 'GMAIL', type: 'BUTTON', logo: '', uiId: 'g' }],
};

function merchantConfig(entries: ChannelConfigEntry[], merchant: Record<string, unknown> = {}) {
  const config = configWith(entries);
  const details = { ...config.merchant, config: { isPopUpDisabled: false }, ...merchant };
  return { ...config, merchant: details } as MerchantConfigResponse;
}

const whatsappIntent: IntentResponse = {
  channel: 'WHATSAPP',
  intent: 'https://wa.me/x',
  asId: 'as_w',
  communicationMode: 'WHATSAPP',
  resendAfter: 60,
} as IntentResponse;

function setup(search = '', overrides: Partial<ApiClient> = {}, config = merchantConfig([whatsapp])) {
  const store = createStore();
  const storage = memoryStorage();
  const api = fakeApi(config, {
    createIntent: vi.fn(async () => ok(whatsappIntent)),
    ...overrides,
  }) as unknown as ApiClient & ReturnType<typeof fakeApi>;
  const events = {
    onSignIn: vi.fn(),
    onExpand: vi.fn(),
    onCollapse: vi.fn(),
    onDismiss: vi.fn(),
    onError: vi.fn(),
    onRedirect: vi.fn(),
  };
  const inputs: ControllerInputs = { ...events, params: parseLaunchParams(search), collapsed: false };
  let href = `https://shop.example/page${search}`;
  const env: ControllerEnvironment = {
    now: () => 1_000_000,
    userAgent: () => 'test',
    location: () => ({ href, replace: (url) => (href = url), assign: vi.fn() }),
    inIframe: () => false,
    sdkWebview: () => false,
    hostOrigin: () => 'https://sesame.example',
  };
  const loadPasskeys = async () => ({
    connectPasskeys: (() => ({
      afterSignIn: vi.fn(),
      dispose: vi.fn(),
    })) as unknown as typeof connectPasskeys,
  });
  const controller = createSignInController({
    store,
    storage,
    inputs: () => inputs,
    env,
    connect: (options) => connectSignIn({ ...options, createApi: () => api, loadPasskeys }),
  });
  return { store, storage, api, events, inputs, controller, env, href: () => href };
}

describe('the sign-in controller (spec §4 widget rules), without React', () => {
  it('connects with the API client, loads the configuration and reports the widget as up', async () => {
    const t = setup();
    const track = vi.fn();
    const api: ApiClient = { ...t.api, track };
    const connection = connectSignIn({
      appId: 'app_1',
      locale: undefined,
      params: parseLaunchParams(''),
      store: t.store,
      storage: t.storage,
      onSignIn: vi.fn(),
      createApi: () => api,
      loadPasskeys: async () => ({ connectPasskeys: vi.fn() as unknown as typeof connectPasskeys }),
    });
    await vi.waitFor(() => expect(api.getMerchantConfig).toHaveBeenCalled());
    expect(track).toHaveBeenCalledWith('INITIALIZED');
    connection.dispose();
  });

  it('decides the starting mode once: a stored dismissal keeps the floater collapsed', () => {
    const t = setup();
    t.storage.set(WIDGET_STORAGE_KEYS.collapsedUntil, String(2_000_000));
    const config = toFlowConfig(merchantConfig([whatsapp]));
    t.controller.configured(config);
    expect(t.store.get(widgetModeAtom)).toBe('collapsed');
    expect(t.store.get(channelStatesAtom).map((c) => c.channelName)).toEqual(['WHATSAPP']);
    t.storage.remove(WIDGET_STORAGE_KEYS.collapsedUntil);
    t.controller.configured(config);
    expect(t.store.get(widgetModeAtom)).toBe('collapsed');
  });

  it('auto-clicks WhatsApp once in ux mode and takes uxmode and channel out of the address', async () => {
    const t = setup('?uxmode=1&channel=WHATSAPP&keep=1');
    const connection = t.controller.connect('app_1', undefined);
    const config = toFlowConfig(merchantConfig([whatsapp]));
    t.controller.configured(config);
    t.controller.configured(config);
    await vi.waitFor(() => expect(t.store.get(channelProgressAtom)?.status).toBe('PENDING'));
    expect(t.api.createIntent).toHaveBeenCalledTimes(1);
    expect(t.store.get(channelProgressAtom)).toEqual({
      channel: 'WHATSAPP',
      status: 'PENDING',
      intent: 'https://wa.me/x',
    });
    expect(t.href()).toBe('https://shop.example/page?keep=1');
    connection.dispose();
  });

  it('resets the channel and shows the host message when an intent is refused', async () => {
    const t = setup('', {
      createIntent: vi.fn(async () => ({ ok: false as const, message: 'Not offered', status: 400 })),
    });
    const connection = t.controller.connect('app_1', undefined);
    t.controller.configured(toFlowConfig(merchantConfig([whatsapp])));
    const channel = { name: 'WHATSAPP' } as DisplayedChannel;
    await t.controller.clickChannel(connection, channel);
    expect(t.store.get(channelProgressAtom)).toBeNull();
    expect(t.store.get(channelStatesAtom).some((c) => c.isActive)).toBe(false);
    const error = t.store.get(errorAtom);
    expect(error && 'message' in error ? error.message : null).toBe('Not offered');
    t.controller.errorChanged(error);
    t.controller.errorChanged(error);
    expect(t.events.onError).toHaveBeenCalledTimes(1);
    expect(t.events.onError).toHaveBeenCalledWith({ message: 'Not offered' });
    connection.dispose();
  });

  it('dismissal counts the hide, stores its expiry, collapses and names the reason', () => {
    const t = setup();
    t.controller.modeChanged('expanded');
    t.controller.dismiss();
    expect(t.events.onDismiss).toHaveBeenCalledWith({
      hideCount: 1,
      hiddenUntil: 1_000_000 + hideDurationMs(1),
    });
    expect(t.storage.get(WIDGET_STORAGE_KEYS.hideCount)).toBe('1');
    expect(t.store.get(widgetModeAtom)).toBe('collapsed');
    t.controller.modeChanged('collapsed');
    expect(t.events.onCollapse).toHaveBeenCalledWith({ reason: 'dismiss' });
    t.controller.expand();
    t.controller.modeChanged('expanded');
    expect(t.events.onExpand).toHaveBeenCalledWith({ source: 'collapsed' });
  });

  it('sends a code in the address to the redirect service and returns the uri when paralyzed', async () => {
    const t = setup('?code=c_1', {
      getRedirectUri: vi.fn(async () => ok({ redirectUri: 'https://shop.example/done' })),
    });
    t.inputs.paralyzed = true;
    const connection = t.controller.connect('app_1', undefined);
    await expect(t.controller.verifyCode(connection)).resolves.toBe(true);
    expect(t.api.getRedirectUri).toHaveBeenCalledWith('c_1');
    expect(t.href()).toBe('https://shop.example/page');
    expect(t.events.onRedirect).toHaveBeenCalledWith({ url: 'https://shop.example/done' });
    connection.dispose();
  });
});

describe('expand and collapse events (spec §4)', () => {
  it('reports nothing for the first mode, then names each source once', () => {
    const modes = createModeEvents();
    const listeners = { onExpand: vi.fn(), onCollapse: vi.fn() };
    modes.changed('expanded', listeners);
    modes.collapsingFor('dismiss');
    // A click that expands lands before the collapse is seen: it keeps its own source.
    modes.expandingFrom('collapsed');
    modes.changed('collapsed', listeners);
    modes.changed('expanded', listeners);
    modes.changed('collapsed', listeners);
    expect(listeners.onCollapse.mock.calls).toEqual([[{ reason: 'dismiss' }], [{ reason: 'api' }]]);
    expect(listeners.onExpand.mock.calls).toEqual([[{ source: 'collapsed' }]]);
  });

  it('names the announcement bar as the source when it gives way to the floater', () => {
    const store = createStore();
    const modes = createModeEvents();
    const stop = modes.watchAnnouncement(store);
    const listeners = { onExpand: vi.fn() };
    modes.changed('collapsed', listeners);
    store.set(announcementActiveAtom, true);
    store.set(announcementActiveAtom, false);
    modes.changed('expanded', listeners);
    expect(listeners.onExpand).toHaveBeenCalledWith({ source: 'announcement' });
    stop();
  });
});

describe('the SSO code loader', () => {
  it('loads only for a configuration with a provider button, and then without waiting', async () => {
    const module = { startSsoChannel: vi.fn() };
    const load = vi.fn(async () => module);
    const sso = createSsoLoader(load);
    sso.preloadFor(toFlowConfig(merchantConfig([whatsapp])));
    expect(load).not.toHaveBeenCalled();
    sso.preloadFor(toFlowConfig(merchantConfig([google])));
    sso.preloadFor(toFlowConfig(merchantConfig([google])));
    await vi.waitFor(() => expect(sso.loaded()).toBe(module));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
