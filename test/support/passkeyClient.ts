import type {
  PasskeyAssertion,
  PasskeyCreationOptions,
  PasskeyRegistration,
  PasskeyRequestOptions,
} from '../../contract/webauthn';
import { WEBAUTHN_API } from '../../contract/webauthn';
import type { ApiClient, Json, Reply } from './apiClient';

/**
 * The webauthn calls (spec §7) as the widget makes them from a page on `origin`: the state
 * last in the path, the app id in the body, the ID token as a bearer where needed.
 */
export function passkeyClient(api: ApiClient, origin: string) {
  const post = (path: string, state: string, json: Json, token?: string) =>
    api.request<Json>({
      method: 'POST',
      url: `${path}/${state}`,
      json: { appId: api.appId, ...json },
      headers: { origin, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  return {
    registrationStart: (state: string, token?: string) =>
      post(WEBAUTHN_API.registrationStart, state, {}, token) as Promise<Reply<Json & PasskeyCreationOptions>>,
    registrationComplete: (state: string, token: string | undefined, result: PasskeyRegistration) =>
      post(WEBAUTHN_API.registrationComplete, state, result as unknown as Json, token),
    loginStart: (state: string) =>
      post(WEBAUTHN_API.loginStart, state, {}) as Promise<Reply<Json & PasskeyRequestOptions>>,
    loginComplete: (state: string, result: PasskeyAssertion) =>
      post(WEBAUTHN_API.loginComplete, state, result as unknown as Json),
    list: (token: string) =>
      api.request<Json>({
        method: 'GET',
        url: WEBAUTHN_API.credentials,
        headers: { origin, authorization: `Bearer ${token}` },
      }),
    remove: (token: string, id: string) =>
      api.request<Json>({
        method: 'DELETE',
        url: `${WEBAUTHN_API.credentials}/${id}`,
        headers: { origin, authorization: `Bearer ${token}` },
      }),
  };
}

/** An email sign-in that ends with the user's ID token, as the widget holds it after success. */
export async function signedIn(
  api: ApiClient,
  email: string,
): Promise<{ state: string; token: string; uid: string }> {
  const { state, code } = await api.signIn(email);
  const verified = await api.verifyCode(state, code);
  if (verified.status !== 200) throw new Error(`verify code failed: ${verified.status} ${verified.text}`);
  return { state, token: verified.body.token as string, uid: verified.body.user.uid as string };
}
