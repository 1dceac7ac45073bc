import { createStore } from 'jotai/vanilla';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../contract/storageKeys';
import type { SignInDetail, VerifyCodeResponse } from '../../contract/wire';
import { nativeOtpReader } from '../../services/bridges/native/nativeOtpReader';
import { memoryStorage } from '../../services/storage/keyValueStorage';
import { flowStateAtom } from '../../state/atoms/flowAtoms';
import { createSignInFlow } from '../../state/flows/createSignInFlow';
import { loadSignInSteps } from '../../state/flows/loadSignInSteps';
import { logoutVisitor } from '../../state/flows/logoutVisitor';
import { runCodeRedirect } from '../../state/flows/runCodeRedirect';
import { configWith, fakeApi, ok } from '../support/flowFixtures';

const config = configWith([
  {
    identifierType: 'EMAIL',
    verified: false,
    channel: [{ name: 'OTP_LINK', type: 'INPUT', logo: '', uiId: 'u' }],
  },
]);
const user = { uid: 'u_1', email: 'ada@example.com', emailVerified: true, createdAt: '2025-01-01T00:00:00Z' };

function setup(answer: Partial<VerifyCodeResponse> & { silentAuthInfo?: unknown }) {
  const api = fakeApi(config, {
    verifyCode: vi.fn(async () => ok(answer as VerifyCodeResponse)),
    track: vi.fn(),
  });
  const store = createStore();
  const storage = memoryStorage();
  storage.set(STORAGE_KEYS.channel, 'OTP_LINK');
  const signedIn: SignInDetail[] = [];
  const navigate = vi.fn();
  const onSilentAuth = vi.fn();
  const flow = createSignInFlow({
    api,
    store,
    storage,
    navigate,
    onSilentAuth,
    onSignIn: (detail) => signedIn.push(detail),
  });
  return { api, flow, store, signedIn, navigate, onSilentAuth, state: () => store.get(flowStateAtom) };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

async function typeCode(t: ReturnType<typeof setup>, how: 'typed' | 'autoRead' = 'typed') {
  t.flow.start();
  await settle();
  t.flow.setEmail('ada@example.com');
  t.flow.submitEmail();
  await settle();
  if (how === 'autoRead') t.flow.otpAutoRead('123456');
  else t.flow.setOtp('123456');
  await settle();
}

describe('verify-code outcomes in the sign-in flow (spec §4)', () => {
  // The sign-in steps' lazy chunk, here before the fake timers start.
  beforeAll(() => loadSignInSteps());
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('silentAuthInfo: only that comes back, nobody is signed in', async () => {
    const t = setup({ silentAuthInfo: { url: 'https://carrier.example/x' } });
    await typeCode(t);
    expect(t.onSilentAuth).toHaveBeenCalledWith({ url: 'https://carrier.example/x' });
    expect(t.signedIn).toEqual([]);
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.state().busy).toBe(false);
  });

  it('a uid and a redirectUri without webauthnRegistered: same-window navigation only', async () => {
    const t = setup({ user, token: 'jwt', asId: 'as_1', redirectUri: 'https://shop.example/welcome' });
    await typeCode(t);
    expect(t.navigate).toHaveBeenCalledWith('https://shop.example/welcome');
    expect(t.signedIn).toEqual([]);
  });

  it('otherwise signs in as before, with the stored channel on the user', async () => {
    const t = setup({
      user,
      token: 'jwt',
      asId: 'as_1',
      redirectUri: 'https://shop.example/welcome',
      webauthnRegistered: false,
    });
    await typeCode(t);
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.signedIn).toHaveLength(1);
    expect(t.signedIn[0]?.token).toBe('jwt');
    expect(t.signedIn[0]?.user).toMatchObject({ uid: 'u_1', channel: 'OTP_LINK' });
    expect(t.state().step).toBe('success');
  });

  it('an auto-read code is typed in, verified, and sends OTP_AUTO_READ', async () => {
    const t = setup({ user, token: 'jwt', asId: 'as_1', webauthnRegistered: true });
    await typeCode(t, 'autoRead');
    expect(t.api.track).toHaveBeenCalledWith('OTP_AUTO_READ');
    expect(t.api.verifyOtp).toHaveBeenCalledWith(expect.objectContaining({ otp: '123456' }));
    expect(t.signedIn).toHaveLength(1);
  });

  it('a typed code sends no OTP_AUTO_READ', async () => {
    const t = setup({ user, token: 'jwt', asId: 'as_1', webauthnRegistered: true });
    await typeCode(t);
    expect(t.api.track).not.toHaveBeenCalledWith('OTP_AUTO_READ');
  });
});

describe('the code screen redirect flow (spec §4 "Redirect flow")', () => {
  const page = 'https://shop.example/login?code=c1';
  function api(answer = ok({ redirectUri: 'https://shop.example/account' })) {
    return { getRedirectUri: vi.fn(async () => answer), track: vi.fn() };
  }
  const base = { code: 'c1', currentUrl: page, paralyzed: false, inIframe: false, sdkWebview: false };

  it('fetches the redirect uri with the code and opens it in this window', async () => {
    const a = api();
    const open = vi.fn();
    const result = await runCodeRedirect({ ...base, api: a, urlRedirectUri: null, open });
    expect(a.getRedirectUri).toHaveBeenCalledWith('c1');
    expect(open).toHaveBeenCalledWith('https://shop.example/account');
    expect(result.navigated).toBe(true);
    expect(a.track).not.toHaveBeenCalled();
  });

  it("uses the page URL's redirect uri first, without fetching", async () => {
    const a = api();
    const open = vi.fn();
    await runCodeRedirect({ ...base, api: a, urlRedirectUri: 'https://shop.example/next', open });
    expect(a.getRedirectUri).not.toHaveBeenCalled();
    expect(open).toHaveBeenCalledWith('https://shop.example/next');
  });

  it("never takes another origin from the page URL (no open redirect): the host's uri instead", async () => {
    const a = api();
    const open = vi.fn();
    await runCodeRedirect({ ...base, api: a, urlRedirectUri: 'https://evil.example/', open });
    expect(a.getRedirectUri).toHaveBeenCalled();
    expect(open).toHaveBeenCalledWith('https://shop.example/account');
  });

  it("'paralyzed': the uri is returned, not opened", async () => {
    const open = vi.fn();
    const result = await runCodeRedirect({
      ...base,
      paralyzed: true,
      api: api(),
      urlRedirectUri: null,
      open,
    });
    expect(open).not.toHaveBeenCalled();
    expect(result).toEqual({
      plan: { kind: 'return', url: 'https://shop.example/account' },
      navigated: false,
    });
  });

  it('inside an iframe it sends CLIENT_REDIRECTION; not in an SDK webview', async () => {
    const framed = api();
    await runCodeRedirect({ ...base, inIframe: true, api: framed, urlRedirectUri: null, open: vi.fn() });
    expect(framed.track).toHaveBeenCalledWith('CLIENT_REDIRECTION', { url: 'https://shop.example/account' });
    const webview = api();
    await runCodeRedirect({
      ...base,
      inIframe: true,
      sdkWebview: true,
      api: webview,
      urlRedirectUri: null,
      open: vi.fn(),
    });
    expect(webview.track).not.toHaveBeenCalled();
  });

  it('a redirect back to this very page is not followed; a failed fetch opens nothing', async () => {
    const open = vi.fn();
    const same = await runCodeRedirect({
      ...base,
      api: api(ok({ redirectUri: 'https://shop.example/login' })),
      urlRedirectUri: null,
      open,
    });
    expect(same.navigated).toBe(false);
    const failed = await runCodeRedirect({
      ...base,
      api: api({ ok: false, message: 'x' } as never),
      urlRedirectUri: null,
      open,
    });
    expect(failed.plan).toEqual({ kind: 'nothing' });
    expect(open).not.toHaveBeenCalled();
  });
});

describe('logout (spec §4)', () => {
  it('ends the stored session on the host and forgets uid, state and session', async () => {
    const storage = memoryStorage();
    for (const [k, v] of [
      [STORAGE_KEYS.uid, 'u_1'],
      [STORAGE_KEYS.state, 'st'],
      [STORAGE_KEYS.sessionId, 'sid_1'],
      [STORAGE_KEYS.sessionToken, 'stk_1'],
    ] as const)
      storage.set(k, v);
    const seen: (string | null)[] = [];
    const logout = vi.fn(async () => {
      seen.push(storage.get(STORAGE_KEYS.state));
      return ok({ success: true as const });
    });
    await logoutVisitor({ storage, api: { logout } });
    expect(logout).toHaveBeenCalledWith({ sessionId: 'sid_1', sessionToken: 'stk_1' });
    for (const key of [
      STORAGE_KEYS.uid,
      STORAGE_KEYS.state,
      STORAGE_KEYS.sessionId,
      STORAGE_KEYS.sessionToken,
    ])
      expect(storage.get(key)).toBeNull();
  });

  it('without a stored session only forgets; a failing host changes nothing', async () => {
    const storage = memoryStorage();
    storage.set(STORAGE_KEYS.uid, 'u_1');
    const logout = vi.fn(async () => {
      throw new Error('offline');
    });
    await logoutVisitor({ storage, api: { logout } });
    expect(logout).not.toHaveBeenCalled();
    expect(storage.get(STORAGE_KEYS.uid)).toBeNull();
    storage.set(STORAGE_KEYS.sessionId, 'sid_2');
    await expect(logoutVisitor({ storage, api: { logout } })).resolves.toBeUndefined();
    expect(storage.get(STORAGE_KEYS.sessionId)).toBeNull();
  });
});

describe('native OTP reader (spec §7 call 16)', () => {
  const bridge = { send: vi.fn(), request: vi.fn(), on: vi.fn() };

  it('resolves the code the app read, null when it cannot or the screen went away', async () => {
    expect(await nativeOtpReader(bridge, async () => '654321').read(new AbortController().signal)).toBe(
      '654321',
    );
    const refused = nativeOtpReader(bridge, async () => {
      throw new Error('no code was read');
    });
    expect(await refused.read(new AbortController().signal)).toBeNull();
    const controller = new AbortController();
    const hanging = nativeOtpReader(bridge, () => new Promise<string>(() => undefined)).read(
      controller.signal,
    );
    controller.abort();
    expect(await hanging).toBeNull();
  });
});
