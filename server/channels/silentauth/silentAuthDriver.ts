import type { IntentRequest } from '../../../contract/wire';
import type { App } from '../../apps/App';
import { configuredChannels } from '../../apps/defaultConfig';
import type { ChannelDriver } from '../ChannelDriver';
import { startSilentAuthIntent } from './startSilentAuthIntent';

/**
 * spec §3 intent request `silentAuthEnabled`: a typed number's intent is answered with silent
 * network authentication when the widget asks for it and the app has SILENT_AUTH on; without
 * either, the flag is dropped and the number's own channel (an SMS code) answers. The widget
 * asks again without it when silent auth fails, times out or the network is Wi-Fi (spec §4).
 */
export function silentAuthAsked(app: App, body: IntentRequest): IntentRequest {
  if (body.silentAuthEnabled !== true) return body;
  const on = configuredChannels(app.channelConfig).includes('SILENT_AUTH') && body.mobile !== undefined;
  return on ? body : { ...body, silentAuthEnabled: false };
}

/** SILENT_AUTH: the operator checks that the phone's SIM has the typed number (CAMARA). */
export const silentAuthDriver: ChannelDriver = {
  name: 'silent-auth',
  accepts: (body) => body.silentAuthEnabled === true && body.mobile !== undefined,
  createIntent: startSilentAuthIntent,
};
