import { createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import type { PasskeyAssertion, PasskeyRegistration } from '../../contract/webauthn';
import type { ApiClient, ApiResult } from '../../services/api/apiClient';
import { memoryStorage } from '../../services/storage/keyValueStorage';
import { flowStateAtom } from '../../state/atoms/flowAtoms';
import { passkeyUiAtom } from '../../state/atoms/passkeyAtoms';
import { createSignInFlow } from '../../state/flows/createSignInFlow';
import { createPasskeyFlow, type PasskeyApi, type PasskeyEnvironment } from '../../state/flows/passkeyFlow';
import type { FlowConfig } from '../../state/rules/flowMachine';
import { flowReducer, initialFlowState } from '../../state/rules/flowMachine';

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data });
const fail = (message: string): ApiResult<never> => ({ ok: false, message, status: 400 });
const registration = { id: 'cred' } as PasskeyRegistration;
const assertion = { id: 'cred' } as PasskeyAssertion;
const named = (name: string) => Object.assign(new Error(name), { name });

function setup(
  options: {
    webauthnEnabled?: boolean;
    registeredHere?: boolean;
    env?: Partial<PasskeyEnvironment>;
    api?: Partial<PasskeyApi>;
  } = {},
) {
  const store = createStore();
  const config = {
    merchantName: 'Demo',
    channel: 'EMAIL_LOGIN',
    links: {},
    merchant: {
      config: {
        isWebauthnEnabled: options.webauthnEnabled ?? true,
        isWebauthnRegistered: options.registeredHere ?? false,
      },
    },
  } as unknown as FlowConfig;
  store.set(flowStateAtom, { ...initialFlowState, step: 'entry', config });
  const storage = memoryStorage();
  const env: PasskeyEnvironment = {
    context: { isHeadless: false, userAgent: 'Chrome', sdkPlatform: null, isWebAuthnSupported: false },
    supportsPasskeys: () => true,
    platformAuthenticator: vi.fn(async () => true),
    conditionalMediation: vi.fn(async () => true),
    create: vi.fn(async () => registration),
    get: vi.fn(async () => assertion),
    cancel: vi.fn(async () => {}),
    prompt: vi.fn(async () => 'create' as const),
    storage,
    ...options.env,
  };
  const api: PasskeyApi = {
    passkeyRegistrationStart: vi.fn(async () => ok({ challenge: 'c' } as never)),
    passkeyRegistrationComplete: vi.fn(async () => ok({ verified: true } as never)),
    passkeyLoginStart: vi.fn(async () => ok({ challenge: 'c' } as never)),
    passkeyLoginComplete: vi.fn(async () => ok({ code: 'the-code', asId: 'as_9' })),
    ...options.api,
  };
  const codes: [string, string][] = [];
  const errors: string[] = [];
  const flow = createPasskeyFlow({
    api,
    store,
    appId: 'demo',
    env,
    onCode: (code, asId) => codes.push([code, asId]),
    onError: (message) => errors.push(message),
  });
  return { store, env, api, flow, codes, errors, storage };
}

describe('the passkey runner: the prompt after sign-in', () => {
  it('prompts after a sign-in, registers on "Create Passkey" with the ID token, and remembers it', async () => {
    const { flow, env, api, storage } = setup();
    await flow.afterSignIn({ token: 'id-token' });
    expect(env.prompt).toHaveBeenCalledTimes(1);
    expect(api.passkeyRegistrationStart).toHaveBeenCalledWith('id-token');
    expect(env.create).toHaveBeenCalledWith({ challenge: 'c' });
    expect(api.passkeyRegistrationComplete).toHaveBeenCalledWith('id-token', registration);
    expect(storage.get('passkey.demo')).toBe('1');

    await flow.afterSignIn({ token: 'id-token' });
    expect(env.prompt).toHaveBeenCalledTimes(1);
  });

  it('does not prompt when the app has WebAuthn off or this browser made a passkey already', async () => {
    for (const options of [{ webauthnEnabled: false }, { registeredHere: true }]) {
      const { flow, env } = setup(options);
      await flow.afterSignIn({ token: 't' });
      expect(env.prompt).not.toHaveBeenCalled();
    }
  });

  it('does not prompt in headless mode, nor in a native webview that did not say it supports WebAuthn', async () => {
    const headless = setup({
      env: {
        context: { isHeadless: true, userAgent: 'Chrome', sdkPlatform: null, isWebAuthnSupported: true },
      },
    });
    await headless.flow.afterSignIn({ token: 't' });
    expect(headless.env.prompt).not.toHaveBeenCalled();
    const native = setup({
      env: {
        context: {
          isHeadless: false,
          userAgent: 'x SesameApp/1',
          sdkPlatform: null,
          isWebAuthnSupported: false,
        },
      },
    });
    await native.flow.afterSignIn({ token: 't' });
    expect(native.env.prompt).not.toHaveBeenCalled();
  });

  it('does not prompt without a platform authenticator, nor after a passkey sign-in', async () => {
    const none = setup({ env: { platformAuthenticator: async () => false } });
    await none.flow.afterSignIn({ token: 't' });
    expect(none.env.prompt).not.toHaveBeenCalled();

    const passkey = setup();
    passkey.flow.signIn();
    await vi.waitFor(() => expect(passkey.codes).toHaveLength(1));
    await passkey.flow.afterSignIn({ token: 't' });
    expect(passkey.env.prompt).not.toHaveBeenCalled();
  });

  it('registers nothing when the prompt is dismissed or the dialog closed, and says nothing', async () => {
    const later = setup({ env: { prompt: async () => 'dismiss' } });
    await later.flow.afterSignIn({ token: 't' });
    expect(later.api.passkeyRegistrationStart).not.toHaveBeenCalled();

    const closed = setup({ env: { create: vi.fn(async () => Promise.reject(named('NotAllowedError'))) } });
    await closed.flow.afterSignIn({ token: 't' });
    expect(closed.api.passkeyRegistrationComplete).not.toHaveBeenCalled();
    expect(closed.errors).toEqual([]);
    expect(closed.storage.get('passkey.demo')).toBeNull();
  });

  it('notes the passkey an authenticator already holds, and reports real failures', async () => {
    const exists = setup({ env: { create: async () => Promise.reject(named('InvalidStateError')) } });
    await exists.flow.afterSignIn({ token: 't' });
    expect(exists.storage.get('passkey.demo')).toBe('1');
    expect(exists.errors).toEqual([]);

    const refused = setup({
      api: { passkeyRegistrationComplete: async () => fail('This passkey is already registered.') },
    });
    await refused.flow.afterSignIn({ token: 't' });
    expect(refused.errors).toEqual(['This passkey is already registered.']);
  });
});

describe('the passkey runner: signing in', () => {
  it('"Sign in with a passkey" hands the one-time code to the usual verify step', async () => {
    const { flow, env, api, codes, store } = setup();
    flow.refresh();
    expect(store.get(passkeyUiAtom).signInAvailable).toBe(true);
    flow.signIn();
    await vi.waitFor(() => expect(codes).toEqual([['the-code', 'as_9']]));
    expect(env.get).toHaveBeenCalledWith({ challenge: 'c' }, false);
    expect(api.passkeyLoginComplete).toHaveBeenCalledWith(assertion);
    expect(store.get(passkeyUiAtom).busy).toBe(false);
  });

  it('is not offered where the trigger is off or the app has WebAuthn off', () => {
    const off = setup({ webauthnEnabled: false });
    off.flow.refresh();
    expect(off.store.get(passkeyUiAtom).signInAvailable).toBe(false);
    off.flow.signIn();
    expect(off.api.passkeyLoginStart).not.toHaveBeenCalled();
  });

  it('says nothing when the user closes the dialog, and shows the host’s refusal', async () => {
    const closed = setup({ env: { get: async () => Promise.reject(named('NotAllowedError')) } });
    closed.flow.signIn();
    await vi.waitFor(() => expect(closed.api.passkeyLoginStart).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(closed.errors).toEqual([]);
    expect(closed.codes).toEqual([]);

    const refused = setup({
      api: { passkeyLoginComplete: async () => fail('We could not verify your passkey.') },
    });
    refused.flow.signIn();
    await vi.waitFor(() => expect(refused.errors).toEqual(['We could not verify your passkey.']));
  });

  it('offers passkeys in autofill only where the browser supports conditional mediation', async () => {
    const supported = setup();
    supported.flow.startAutofill();
    await vi.waitFor(() => expect(supported.env.get).toHaveBeenCalledWith({ challenge: 'c' }, true));
    await vi.waitFor(() => expect(supported.codes).toHaveLength(1));

    const unsupported = setup({ env: { conditionalMediation: async () => false } });
    unsupported.flow.startAutofill();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unsupported.api.passkeyLoginStart).not.toHaveBeenCalled();
  });

  it('stops a waiting autofill request when the entry screen goes, without an error', async () => {
    let reject: (error: Error) => void = () => {};
    const waiting = setup({
      env: { get: () => new Promise<PasskeyAssertion>((_resolve, no) => (reject = no)) },
    });
    waiting.flow.startAutofill();
    await vi.waitFor(() => expect(waiting.api.passkeyLoginStart).toHaveBeenCalled());
    waiting.flow.stopAutofill();
    expect(waiting.env.cancel).toHaveBeenCalled();
    reject(named('AbortError'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(waiting.errors).toEqual([]);
    expect(waiting.codes).toEqual([]);
  });
});

describe('the sign-in flow finishing with a passkey’s code', () => {
  it('verifies the code as usual, lands on success from the entry step, and runs the after-sign-in hook', async () => {
    const store = createStore();
    store.set(flowStateAtom, { ...initialFlowState, step: 'entry' });
    const user = { uid: 'u_1', emailVerified: true, createdAt: '2030-01-01T00:00:00Z' };
    const verifyCode = vi.fn(async () => ok({ user, token: 'jwt', asId: 'as_9', webauthnRegistered: true }));
    const signedIn: unknown[] = [];
    const after: unknown[] = [];
    const flow = createSignInFlow({
      api: { verifyCode } as unknown as ApiClient,
      store,
      onSignIn: (detail) => signedIn.push(detail),
      afterSignIn: (detail) => after.push(detail),
    });
    flow.completeWithCode('the-code', 'as_9');
    await vi.waitFor(() => expect(store.get(flowStateAtom).step).toBe('success'));
    expect(verifyCode).toHaveBeenCalledWith('the-code', 'as_9');
    expect(signedIn).toEqual([{ token: 'jwt', user, code: 'the-code' }]);
    expect(after).toEqual([{ token: 'jwt' }]);
  });

  it('leaves other steps alone: a passkey sign-in does not jump over loading or an error', () => {
    for (const step of ['loading', 'error', 'success'] as const) {
      const state = { ...initialFlowState, step };
      expect(flowReducer(state, { type: 'signedInWithPasskey' })).toBe(state);
    }
  });
});
