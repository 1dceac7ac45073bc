import { createStore } from 'jotai/vanilla';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { API } from '../../contract/paths';
import { WIDGET_STORAGE_KEYS } from '../../contract/widget';
import type { ChannelConfigEntry, MerchantConfigResponse } from '../../contract/wire';
import { defaultUiConfig } from '../../server/apps/defaultConfig';
import { merchantConfigFor } from '../../server/apps/merchantConfigFor';
import { recognisedConfig } from '../../server/apps/recognisedConfig';
import type { BrowserIdentity } from '../../server/channels/onetap/BrowserIdentities';
import { loadMerchantConfig } from '../../services/api/loadMerchantConfig';
import { memoryStorage } from '../../services/storage/keyValueStorage';
import { dispatchFlowAtom } from '../../state/atoms/flowAtoms';
import { widgetStateAtom } from '../../state/atoms/widgetAtoms';
import { runOneTapAction } from '../../state/flows/oneTapAction';
import { startOneTapEntry } from '../../state/flows/startOneTapEntry';
import { announcementState } from '../../state/rules/announcementText';
import { displayChannels } from '../../state/rules/displayChannels';
import { parseLaunchParams } from '../../state/rules/launchParams';
import { returningVisitor } from '../../state/rules/returningVisitor';
import { toFlowConfig } from '../../state/rules/toFlowConfig';
import { FloaterView } from '../../widgets/FloaterView';
import { StoreContext } from '../../widgets/hooks/atomHooks';

const entries: ChannelConfigEntry[] = [
  {
    identifierType: 'EMAIL',
    verified: false,
    channel: [
      { name: 'GMAIL', type: 'BUTTON', logo: '', uiId: 'g' },
      { name: 'ONETAP', type: 'BUTTON', logo: '', uiId: 'o' },
      { name: 'EMAIL_LOGIN', type: 'INPUT', logo: '', uiId: 'e' },
    ],
  },
  {
    identifierType: 'MOBILE',
    verified: false,
    channel: [
      { name: 'WHATSAPP', type: 'BUTTON', logo: '', uiId: 'w' },
      { name: 'SMS', type: 'BUTTON', logo: '', uiId: 's' },
    ],
  },
];

const anonymous: MerchantConfigResponse = {
  ...merchantConfigFor({
    id: 'shop',
    name: 'Shop',
    options: {},
    channelConfig: entries,
    uiConfig: defaultUiConfig('Shop'),
  } as unknown as Parameters<typeof merchantConfigFor>[0]),
};

const identity = (identityType: 'EMAIL' | 'MOBILE', value: string): BrowserIdentity => ({
  identityType,
  identity: value,
  userId: 'u1',
  verifiedAt: 1,
  signInId: 's1',
  deviceHash: 'd1',
});

/** docs/widget.md "Returning visitors": the §4 rules fed by a device-proved configuration. */
describe('a returning visitor in the widget', () => {
  it('is nobody for the anonymous answer: FRESH, nothing verified, no greeting', () => {
    const config = toFlowConfig(anonymous);
    expect(config.uiType).toBe('FRESH');
    expect(returningVisitor(config)).toBeNull();
    const shown = displayChannels(config.channelConfig ?? [], { isAppleDevice: false });
    expect(shown.some((c) => c.verified || c.isActive)).toBe(false);
    expect(announcementState(config.channelConfig ?? [])).toBe('signIn');
  });

  it('with an email verified: the email shown by its verified channel only, the phone first unverified active', () => {
    const config = toFlowConfig(recognisedConfig(anonymous, [identity('EMAIL', 'ada@example.com')]));
    expect(config.uiType).toBe('PARTIAL');
    const shown = displayChannels(config.channelConfig ?? [], {
      isAppleDevice: false,
      uiType: config.uiType,
    });
    // GMAIL of the verified identity is hidden until all are verified.
    expect(shown.map((c) => c.name)).toEqual(['WHATSAPP', 'ONETAP', 'SMS']);
    expect(shown.find((c) => c.name === 'ONETAP')).toMatchObject({
      verified: true,
      identifierValue: 'a•••a@example.com',
      action: 'auth',
    });
    expect(shown.filter((c) => c.isActive).map((c) => c.name)).toEqual(['WHATSAPP']);
    expect(announcementState(config.channelConfig ?? [])).toBe('nextStep');
    expect(returningVisitor(config)).toEqual({
      identifierType: 'EMAIL',
      name: 'a•••a@example.com',
      initial: 'A',
    });
  });

  it('with every identifier verified: ONETAP, the one-tap action and the all-verified greeting', () => {
    const config = toFlowConfig(
      recognisedConfig(anonymous, [identity('MOBILE', '+14155550123'), identity('EMAIL', 'bo@example.com')]),
    );
    expect(config.uiType).toBe('ONETAP');
    const shown = displayChannels(config.channelConfig ?? [], {
      isAppleDevice: false,
      uiType: config.uiType,
    });
    expect(shown.filter((c) => c.verified).map((c) => [c.name, c.action])).toEqual([
      ['WHATSAPP', 'oneTap'],
      ['ONETAP', 'oneTap'],
    ]);
    expect(announcementState(config.channelConfig ?? [])).toBe('allVerified');
    expect(returningVisitor(config)?.name).toBe('b•••@example.com');
    expect(
      returningVisitor({ uiType: 'PARTIAL', userDetails: { email: [], mobile: [{ value: '+1•••0123' }] } }),
    ).toEqual({ identifierType: 'MOBILE', name: '+1•••0123' });
    // A FRESH configuration verified nothing, whatever details it carries.
    expect(returningVisitor({ ...config, uiType: 'FRESH' })).toBeNull();
  });

  it('greets them in the panel header and on the collapsed floater', () => {
    const store = createStore();
    store.set(dispatchFlowAtom, {
      type: 'configLoaded',
      config: toFlowConfig(recognisedConfig(anonymous, [identity('EMAIL', 'ada@example.com')])),
    });
    const actions = { expand: () => {}, dismiss: () => {} } as never;
    const render = () =>
      renderToStaticMarkup(
        createElement(
          StoreContext,
          { value: store },
          createElement(FloaterView, { actions, crossHidden: false, pageUrl: '', providerPolicy: '' }),
        ),
      );
    expect(render()).toContain('Welcome back, a•••a@example.com');
    store.set(widgetStateAtom, { mode: 'collapsed', collapsedAt: 0 });
    const collapsed = render();
    expect(collapsed).toContain('Welcome back, a•••a@example.com');
    expect(collapsed).toContain('avatar-initial');
    expect(collapsed).not.toContain('Sign in<');
  });
});

describe('the configuration call of a returning visitor', () => {
  const answer = (data: Partial<MerchantConfigResponse>) => ({
    ok: true as const,
    data: { ...anonymous, ...data },
  });

  it('asks again with the device proof only when the host knows the device', async () => {
    const call = vi.fn().mockResolvedValue(answer({}));
    const withDeviceProof = vi.fn();
    expect(await loadMerchantConfig({ call, withDeviceProof } as never)).toEqual(answer({}));
    expect(call).toHaveBeenCalledWith('GET', API.merchantConfig, {});
    expect(withDeviceProof).not.toHaveBeenCalled();

    call.mockResolvedValue(answer({ knownDevice: true }));
    withDeviceProof.mockResolvedValue(answer({ uiType: 'PARTIAL' }));
    const known = await loadMerchantConfig({ call, withDeviceProof } as never);
    expect(withDeviceProof).toHaveBeenCalledWith(API.merchantConfig);
    expect(known.ok && known.data.uiType).toBe('PARTIAL');
  });

  it('keeps the anonymous answer when the proof fails', async () => {
    const call = vi.fn().mockResolvedValue(answer({ knownDevice: true }));
    const withDeviceProof = vi
      .fn()
      .mockResolvedValue({ ok: false, status: 401, message: 'no', code: 'device_proof_invalid' });
    const result = await loadMerchantConfig({ call, withDeviceProof } as never);
    expect(result.ok && result.data.uiType).toBe('FRESH');
  });
});

describe('a one-tap success of a returning visitor', () => {
  function context() {
    const storage = memoryStorage();
    for (const key of Object.values(WIDGET_STORAGE_KEYS)) storage.set(key, '1');
    const flow = { completeWithCode: vi.fn() };
    const api = {
      getOneTapIdentities: vi.fn(async () => ({
        ok: true as const,
        data: {
          identities: [{ id: 'e1', identifierType: 'EMAIL' as const, value: 'a•••a@x.test', logo: '' }],
        },
      })),
      completeOneTap: vi.fn(async () => ({ ok: true as const, data: { code: 'c_1', asId: 'as_1' } })),
    };
    const store = createStore();
    return { storage, flow, api, store, params: parseLaunchParams('') };
  }
  const dismissals = (storage: ReturnType<typeof memoryStorage>) =>
    Object.values(WIDGET_STORAGE_KEYS).map((key) => storage.get(key));

  it('forgets earlier dismissals, from a verified channel or the One tap entry (spec §4)', async () => {
    const viaChannel = context();
    await runOneTapAction(viaChannel as never, { identifierType: 'EMAIL' }, {});
    expect(viaChannel.flow.completeWithCode).toHaveBeenCalledWith('c_1', 'as_1');
    expect(dismissals(viaChannel.storage)).toEqual([null, null, null]);

    const viaEntry = context();
    await startOneTapEntry(viaEntry as never);
    expect(viaEntry.flow.completeWithCode).toHaveBeenCalledWith('c_1', 'as_1');
    expect(dismissals(viaEntry.storage)).toEqual([null, null, null]);
  });

  it('keeps them when the one-tap fails', async () => {
    const failed = context();
    failed.api.completeOneTap.mockResolvedValue({
      ok: false,
      status: 401,
      message: 'no',
      code: 'device_proof_invalid',
    } as never);
    await startOneTapEntry(failed as never);
    expect(dismissals(failed.storage)).toEqual(['1', '1', '1']);
  });
});
