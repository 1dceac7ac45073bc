import {
  type PasskeyAssertion,
  type PasskeyCreationOptions,
  type PasskeyLoginResponse,
  type PasskeyRegistered,
  type PasskeyRegistration,
  type PasskeyRequestOptions,
  WEBAUTHN_API,
} from '../../contract/webauthn';
import type { ApiResult } from './ApiResult';
import type { ApiTransport } from './apiTransport';
import { bearer } from './bearer';

export interface PasskeyApi {
  /** spec §7 passkey registration, for the user of the ID token (`Authorization: Bearer`). */
  passkeyRegistrationStart(idToken: string): Promise<ApiResult<PasskeyCreationOptions>>;
  passkeyRegistrationComplete(
    idToken: string,
    result: PasskeyRegistration,
  ): Promise<ApiResult<PasskeyRegistered>>;
  /** spec §7 passkey sign-in: options, then the assertion for a one-time code. */
  passkeyLoginStart(): Promise<ApiResult<PasskeyRequestOptions>>;
  passkeyLoginComplete(result: PasskeyAssertion): Promise<ApiResult<PasskeyLoginResponse>>;
}

export function passkeyCalls({ call, deviceBound }: ApiTransport): PasskeyApi {
  return {
    passkeyRegistrationStart: (idToken) =>
      call<PasskeyCreationOptions>('POST', WEBAUTHN_API.registrationStart, {}, true, bearer(idToken)),
    passkeyRegistrationComplete: (idToken, result) =>
      call<PasskeyRegistered>(
        'POST',
        WEBAUTHN_API.registrationComplete,
        { ...result },
        true,
        bearer(idToken),
      ),
    passkeyLoginStart: () =>
      deviceBound().then(() => call<PasskeyRequestOptions>('POST', WEBAUTHN_API.loginStart, {})),
    passkeyLoginComplete: (result) =>
      call<PasskeyLoginResponse>('POST', WEBAUTHN_API.loginComplete, { ...result }),
  };
}
