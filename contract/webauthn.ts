/**
 * Passkeys (WebAuthn): the numbers, paths and wire shapes the widget and the provider host share
 * (spec §3 "Passkey registration options", §7 webauthn calls, docs/security.md "Passkeys").
 */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/** docs/security.md "Passkeys": challenges are 32 random bytes, single use, expiring after 5 minutes. */
export const WEBAUTHN_CHALLENGE_BYTES = 32;
export const WEBAUTHN_CHALLENGE_TTL_MS = 5 * 60_000;
/** How long the browser's own dialog waits for the user (shorter than the challenge lives). */
export const WEBAUTHN_CEREMONY_TIMEOUT_MS = 2 * 60_000;
/**
 * Creating a passkey needs a recent sign-in: an ID token older than this (by its auth_time) is
 * refused, so a token that leaked later cannot plant a passkey in the account.
 */
export const PASSKEY_REGISTRATION_MAX_AUTH_AGE_MS = 10 * 60_000;
/** The most passkeys one user keeps per app; the list and excludeCredentials stay small. */
export const PASSKEYS_PER_USER_MAX = 20;

/**
 * spec §7: the webauthn calls. Registration and login carry the state as the last path segment;
 * the credential list (a signed-in user's own passkeys) is keyed by the bearer ID token alone.
 */
export const WEBAUTHN_API = {
  registrationStart: '/v1/webauthn/registration/start',
  registrationComplete: '/v1/webauthn/registration/complete',
  loginStart: '/v1/webauthn/login/start',
  loginComplete: '/v1/webauthn/login/complete',
  credentials: '/v1/webauthn/credentials',
} as const;

/** spec §5: the error a registration without options fails with. */
export const PUBLIC_KEY_OPTION_MISSING = 'publicKeyOption cannot be null';

/** The channel a passkey sign-in completes with (spec §3 channel codes). */
export const PASSKEY_CHANNEL = 'WEB_AUTHN';

export type PasskeyCreationOptions = PublicKeyCredentialCreationOptionsJSON;
export type PasskeyRequestOptions = PublicKeyCredentialRequestOptionsJSON;
export type PasskeyRegistration = RegistrationResponseJSON;
export type PasskeyAssertion = AuthenticationResponseJSON;

/** `registration/complete`: the passkey that was stored. */
export interface PasskeyRegistered {
  verified: true;
  credential: PasskeySummary;
}

/** `login/complete`: the finished sign-in's one-time code, verified as usual (spec §7 verify code). */
export interface PasskeyLoginResponse {
  code: string;
  asId: string;
}

/** One passkey of the signed-in user, as the credentials list shows it. */
export interface PasskeySummary {
  id: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** `multiDevice` passkeys sync between the user's devices (backup eligible). */
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
  transports: string[];
}

export interface PasskeyList {
  credentials: PasskeySummary[];
}

/** Challenges one browser (its state) may ask for: 30 per 10 minutes, so storage cannot be flooded. */
export const PASSKEY_CHALLENGE_RULE = { minGapMs: 0, windowMs: 10 * 60_000, max: 30 } as const;

/** spec §6: the user-agent markers live with the rest of the native bridge contract. */
export { NATIVE_APP_UA_MARKER, SDK_WEBVIEW_UA_MARKER } from './nativeBridge';
/** spec §3 SDK platforms that run the widget inside a native webview. */
export const NATIVE_SDK_PLATFORMS: readonly string[] = ['ANDROID', 'IOS'];

/** The widget remembers, per app, that this browser holds a passkey (spec §3 storage keys, prefixed). */
export const PASSKEY_STORAGE_KEY = 'passkey';

/**
 * The passkey prompt element and the events it dispatches (the names elements/events.ts gives
 * them; test/unit/webauthnFlow.test.ts keeps the two in step). The widget mounts the element
 * after a sign-in and runs the registration when it hears `auth-passkey-create`.
 */
export const PASSKEY_PROMPT = {
  tag: 'auth-passkey-prompt',
  createEvent: 'auth-passkey-create',
  dismissEvent: 'auth-dismiss',
} as const;
