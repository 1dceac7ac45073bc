import { API_ERRORS, type ApiErrorCode } from '../../../contract/errors';
import { API } from '../../../contract/paths';
import type {
  Country,
  ErrorBody,
  IntentResponse,
  MerchantConfigResponse,
  OtpResponse,
  StateResponse,
  StatusResponse,
  VerifyCodeResponse,
} from '../../../contract/wire';

/** One call the widget made, as the provider host would have received it. */
export interface RecordedRequest {
  method: string;
  /** The call's path without the trailing state segment (a value of `API`). */
  path: string;
  state: string | undefined;
  /** Query parameters (GET) or JSON body fields (POST). */
  params: Record<string, unknown>;
}

type Answer = { status: number; body: unknown };
type Handler = (request: RecordedRequest) => Answer | Promise<Answer>;

export const FIXTURE_STATE = 'st_browser_test';
export const FIXTURE_CODE = 'code_browser_test';
export const FIXTURE_OTP = '123456';

export const merchantConfig: MerchantConfigResponse = {
  mid: 'demo',
  uiType: 'FRESH',
  channelConfig: [
    {
      identifierType: 'EMAIL',
      verified: false,
      channel: [{ name: 'EMAIL_LOGIN', type: 'INPUT', logo: '', uiId: 'ui_email' }],
    },
  ],
  merchant: {
    mid: 'demo',
    name: 'Demo Shop',
    autoClick: false,
    inAppBrowser: false,
    fom: false,
    isWebauthnEnabled: false,
    config: {
      isPopUpDisabled: false,
      isSilentAuthEnabled: false,
      isWebauthnEnabled: false,
      isWebauthnRegistered: false,
      lang: 'en',
    },
  },
  uiConfig: {
    general: { links: { tnc: 'https://shop.example/terms' } },
    widget: { layout: 'right', watermark: false },
    colors: { theme: 'LIGHT', text: {} },
    collapsed: {},
  },
  userDetails: { mobile: [], email: [] },
};

const intent: IntentResponse = {
  channel: 'EMAIL_LOGIN',
  intent: null,
  asId: 'as_browser_test',
  communicationMode: 'EMAIL',
  destinationUri: 'a•••@example.com',
  otpLength: 6,
  resendAfter: 30,
};

const signedIn: VerifyCodeResponse = {
  user: {
    uid: 'usr_browser_test',
    email: 'ada@example.com',
    emailVerified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  asId: 'as_browser_test',
  token: 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ1c3JfYnJvd3Nlcl90ZXN0In0.c2ln',
  webauthnRegistered: false,
};

const countries: Country[] = [
  { name: 'India', iso: 'IN', dialCode: '+91' },
  { name: 'Indonesia', iso: 'ID', dialCode: '+62' },
  { name: 'Brazil', iso: 'BR', dialCode: '+55' },
];

/** The calls of the table, and the ones among them that carry no state segment (spec §7). */
const PATHS = new Set<string>(Object.values(API));
const STATELESS = new Set<string>([API.state, API.countryList, API.jwks, API.merchantToken]);

/** An answer in the host's error shape (spec §8), with the code's status and message. */
export function errorAnswer(code: ApiErrorCode): Answer {
  const { status, message } = API_ERRORS[code];
  const body: ErrorBody = { statusCode: status, error: code, message };
  return { status, body };
}

const ok = (body: unknown): Answer => ({ status: 200, body });

/**
 * A provider host in the page: a `fetch` that answers the widget's calls (spec §7) with fixture
 * responses shaped like contract/wire.ts, records every call, and lets a test replace
 * the answer of one path.
 */
export class FakeHost {
  readonly requests: RecordedRequest[] = [];
  private readonly handlers = new Map<string, Handler>([
    [API.state, () => ok({ state: FIXTURE_STATE } satisfies StateResponse)],
    [API.merchantConfig, () => ok(merchantConfig)],
    [API.intent, () => ok(intent)],
    [
      API.otp,
      ({ params }) =>
        params.otp === FIXTURE_OTP
          ? ok({ code: FIXTURE_CODE } satisfies OtpResponse)
          : errorAnswer('otp_incorrect'),
    ],
    [API.statusV3, () => ok({ status: 'PENDING', isCrossDevice: false } satisfies StatusResponse)],
    [API.verifyCodeV2, () => ok(signedIn)],
    [API.countryList, () => ok(countries)],
    // Device-bound one-tap (contract/deviceProof): the key is bound, and a challenge to sign.
    [API.deviceKey, () => ok({ bound: true })],
    [API.deviceChallenge, () => ok({ challenge: 'challenge_browser_test', expiresIn: 60 })],
  ]);

  /** Replaces the answer to one call of the table (a value of `API`). */
  answer(path: string, handler: Handler): void {
    this.handlers.set(path, handler);
  }

  /** The calls made to one path so far. */
  calls(path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.path === path);
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const request = this.toRequest(url, init);
    this.requests.push(request);
    const handler = this.handlers.get(request.path);
    const { status, body } = handler ? await handler(request) : errorAnswer('not_found');
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };

  private toRequest(url: URL, init: RequestInit): RecordedRequest {
    const method = (init.method ?? 'GET').toUpperCase();
    const params: Record<string, unknown> =
      method === 'GET'
        ? Object.fromEntries(url.searchParams)
        : (JSON.parse(typeof init.body === 'string' ? init.body : '{}') as Record<string, unknown>);
    if (STATELESS.has(url.pathname)) return { method, path: url.pathname, state: undefined, params };
    const cut = url.pathname.lastIndexOf('/');
    const path = url.pathname.slice(0, cut);
    // A path outside the table is recorded whole, and answered 404.
    if (!PATHS.has(path)) return { method, path: url.pathname, state: undefined, params };
    return { method, path, state: decodeURIComponent(url.pathname.slice(cut + 1)), params };
  }
}
