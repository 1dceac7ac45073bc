import { createStore } from 'jotai/vanilla';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelConfigEntry, SesameUser, SignInDetail } from '../../contract/wire';
import { flowStateAtom } from '../../state/atoms/flowAtoms';
import { createSignInFlow } from '../../state/flows/createSignInFlow';
import { loadSignInSteps } from '../../state/flows/loadSignInSteps';
import { nextMandatoryIdentifier, verifiedIdentifiers } from '../../state/rules/isConfigComplete';
import { configWith, emailIntent, fakeApi, ok } from '../support/flowFixtures';

const email: ChannelConfigEntry = {
  identifierType: 'EMAIL',
  verified: false,
  channel: [{ name: 'OTP_LINK', type: 'INPUT', logo: '', uiId: 'e' }],
};
const mobile: ChannelConfigEntry = {
  identifierType: 'MOBILE',
  verified: false,
  channel: [{ name: 'SMS', type: 'INPUT', logo: '', uiId: 'm' }],
};
const user: SesameUser = { uid: 'u_1', emailVerified: true, createdAt: '2026-01-01T00:00:00Z' };

describe('the next mandatory identifier (spec §4 completeness)', () => {
  it('is none once an identifier is verified and nothing is mandatory', () => {
    expect(nextMandatoryIdentifier([email, mobile], [], ['EMAIL'])).toBeNull();
  });

  it('names the mandatory identifier still unverified, from the page or the configuration', () => {
    expect(nextMandatoryIdentifier([email, mobile], ['EMAIL', 'MOBILE'], ['EMAIL'])).toBe('MOBILE');
    expect(nextMandatoryIdentifier([email, { ...mobile, mandatory: true }], [], ['EMAIL'])).toBe('MOBILE');
    expect(nextMandatoryIdentifier([email, mobile], ['EMAIL', 'MOBILE'], ['EMAIL', 'MOBILE'])).toBeNull();
  });

  it('counts a required type the configuration lacks as unverified', () => {
    expect(nextMandatoryIdentifier([email], ['EMAIL', 'MOBILE'], ['EMAIL'])).toBe('MOBILE');
    expect(nextMandatoryIdentifier([email], ['EMAIL', 'MOBILE'], ['EMAIL', 'MOBILE'])).toBeNull();
  });

  it('takes the verified identifiers from the code path and the host user', () => {
    expect(verifiedIdentifiers('phone', { ...user, emailVerified: false })).toEqual(['MOBILE']);
    expect(verifiedIdentifiers('phone', user)).toEqual(['MOBILE', 'EMAIL']);
    expect(verifiedIdentifiers(null, { ...user, emailVerified: false })).toEqual([]);
  });
});

const config = configWith([email, mobile]);
const intent = emailIntent;

function setup(mandatory: string[]) {
  const api = fakeApi(config, {
    createIntent: vi.fn(async () => ok(intent)),
    verifyCode: vi.fn(async () => ok({ user, token: 'jwt', asId: 'as_1', webauthnRegistered: false })),
  });
  const store = createStore();
  const signedIn: SignInDetail[] = [];
  const flow = createSignInFlow({ api, store, mandatory, onSignIn: (detail) => signedIn.push(detail) });
  return { flow, signedIn, state: () => store.get(flowStateAtom) };
}

/** Types the identifier, then the code, and lets the fake calls answer. */
async function verify(t: ReturnType<typeof setup>, identifier: string) {
  t.flow.setEmail(identifier);
  t.flow.submitEmail();
  await vi.advanceTimersByTimeAsync(0);
  t.flow.setOtp('123456');
  await vi.advanceTimersByTimeAsync(0);
}

describe('a sign-in with mandatory identifiers', () => {
  // The sign-in steps' lazy chunk, here before the fake timers start.
  beforeAll(() => loadSignInSteps());
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for the next mandatory identifier after the email, and signs in once both are verified', async () => {
    const t = setup(['EMAIL', 'MOBILE']);
    t.flow.start();
    await vi.advanceTimersByTimeAsync(0);
    await verify(t, 'ada@example.com');
    expect(t.signedIn).toEqual([]);
    expect(t.state()).toMatchObject({ step: 'entry', nextIdentifier: 'MOBILE', email: '' });

    await verify(t, '+62 812 3456 7890');
    expect(t.signedIn).toHaveLength(1);
    expect(t.state().step).toBe('success');
  });

  it('signs in after the email alone when nothing is mandatory', async () => {
    const t = setup([]);
    t.flow.start();
    await vi.advanceTimersByTimeAsync(0);
    await verify(t, 'ada@example.com');
    expect(t.signedIn).toHaveLength(1);
    expect(t.state()).toMatchObject({ step: 'success', nextIdentifier: null });
  });
});
