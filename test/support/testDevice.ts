import { webcrypto } from 'node:crypto';
import {
  type DeviceProof,
  type DeviceProofAction,
  deviceProofMessage,
  oneTapCompleteAction,
} from '../../contract/deviceProof';
import { API } from '../../contract/paths';
import type { ApiClient, Json, Reply } from './apiClient';

/**
 * A browser with its device key (contract/deviceProof) as the widget keeps it: a P-256 key whose
 * private half is not extractable, bound to the browser's state, signing host challenges for
 * the one-tap calls (spec §7 "send user" and one-tap complete).
 */
export async function testDevice(api: ApiClient, state: string) {
  const keys = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ]);
  const { x, y } = await webcrypto.subtle.exportKey('jwk', keys.publicKey);

  async function proof(action: DeviceProofAction, forState = state): Promise<DeviceProof> {
    const res = await api.request({
      method: 'GET',
      url: `${API.deviceChallenge}/${forState}`,
      query: { appId: api.appId },
    });
    if (res.status !== 200) throw new Error(`challenge failed: ${res.status} ${res.text}`);
    const challenge = res.body.challenge as string;
    const signature = await webcrypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      keys.privateKey,
      new TextEncoder().encode(deviceProofMessage(action, challenge)),
    );
    return { challenge, signature: Buffer.from(signature).toString('base64url') };
  }

  const device = {
    state,
    publicKey: { kty: 'EC', crv: 'P-256', x, y },
    register: (forState = state): Promise<Reply<Json>> =>
      api.request({
        method: 'POST',
        url: `${API.deviceKey}/${forState}`,
        json: { appId: api.appId, publicKey: device.publicKey },
      }),
    proof,
    /** "send user" with a proof by this device for `forState`. */
    list: async (forState = state): Promise<Reply<Json>> =>
      api.request({
        method: 'POST',
        url: `${API.sendUser}/${forState}`,
        json: { appId: api.appId, deviceProof: await proof('onetap-list', forState) },
      }),
    /** One-tap complete with a proof by this device (or the one given). */
    complete: async (identityId: string, given?: DeviceProof, forState = state): Promise<Reply<Json>> =>
      api.request({
        method: 'POST',
        url: `${API.oneTapComplete}/${forState}`,
        json: {
          appId: api.appId,
          identityId,
          deviceProof: given ?? (await proof(oneTapCompleteAction(identityId), forState)),
        },
      }),
  };
  return device;
}

export type TestDevice = Awaited<ReturnType<typeof testDevice>>;

/** A browser that binds a device key to its state, then signs in by email OTP. */
export async function signInOnDevice(api: ApiClient, email: string) {
  const state = await api.state();
  const device = await testDevice(api, state);
  const bound = await device.register();
  if (bound.status !== 200) throw new Error(`device key failed: ${bound.status} ${bound.text}`);
  const intent = await api.intent(state, { channel: 'EMAIL_LOGIN', email });
  if (intent.status !== 200) throw new Error(`intent failed: ${intent.status} ${intent.text}`);
  const otp = (await api.lastMessage(email)).code ?? '';
  const res = await api.otp(state, intent.body.asId, otp);
  if (res.status !== 200) throw new Error(`otp failed: ${res.status} ${res.text}`);
  return { state, device, asId: intent.body.asId as string, code: res.body.code as string };
}
