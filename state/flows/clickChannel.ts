import { isSsoChannel } from '../../contract/sso';
import { STORAGE_KEYS } from '../../contract/storageKeys';
import { PASSKEY_CHANNEL } from '../../contract/webauthn';
import type { ApiClient } from '../../services/api/apiClient';
import type { KeyValueStorage } from '../../services/storage/keyValueStorage';
import { channelProgressAtom } from '../atoms/channelProgress';
import { configAtom } from '../atoms/flowAtoms';
import { passkeyActionsAtom } from '../atoms/passkeyAtoms';
import type { SesameStore } from '../atoms/store';
import { channelStatesAtom, dispatchWidgetAtom } from '../atoms/widgetAtoms';
import { setChannelActive } from '../rules/channelClientState';
import type { DisplayedChannel } from '../rules/displayChannels';
import type { LaunchParams } from '../rules/launchParams';
import { loginRedirect } from '../rules/loginRedirect';
import type { handleChannelIntent } from './handleChannelIntent';
import { clickFlowsFor } from './loadClickFlows';
import type { SignInFlow } from './signInFlow';
import type { SsoLoader } from './ssoLoader';

export interface ChannelClickContext {
  api: ApiClient;
  flow: Pick<SignInFlow, 'follow' | 'completeWithCode'>;
  store: SesameStore;
  storage: KeyValueStorage;
  params: LaunchParams;
  sso: SsoLoader;
  /** The provider host's origin (the SSO callback page's). */
  hostOrigin: string;
  /** Loads where the intent's link opens; a lazy chunk, loaded on click. */
  loadIntentHandler?: () => Promise<{ handleChannelIntent: typeof handleChannelIntent }>;
}

/** spec §4 Channel click: clears the collapsed flag, marks the channel active, then acts. */
export async function clickChannel(context: ChannelClickContext, channel: DisplayedChannel): Promise<void> {
  const { store } = context;
  store.set(dispatchWidgetAtom, { type: 'expand' });
  // spec §3 storage `CHANNEL`: the chosen channel, attached to the signed-in user (spec §4
  // "Verify-code outcomes", state/flows/finishSignIn, which then forgets it).
  context.storage.set(STORAGE_KEYS.channel, channel.name);
  // The passkey channel asks the browser for a passkey instead of creating an intent.
  const passkeys = store.get(passkeyActionsAtom);
  if (channel.name === PASSKEY_CHANNEL && passkeys) return passkeys.signIn();
  store.set(channelStatesAtom, setChannelActive(store.get(channelStatesAtom), channel.name));
  store.set(channelProgressAtom, { channel: channel.name, status: 'INIT' });
  // spec §4 Channel click: then it acts by the channel's action (support, one-tap or auth).
  const merchant = store.get(configAtom)?.merchant;
  // The flows past creating an intent come in a lazy chunk (state/flows/clickFlows).
  if (channel.action === 'support')
    return (await clickFlowsFor(store))?.runSupportAction(context, channel.name);
  if (channel.action === 'oneTap')
    return (await clickFlowsFor(store))?.runOneTapAction(context, channel, { merchant });
  // One tap signs in again as an identity this browser verified (state/flows/startOneTapEntry):
  // its device key lives on this origin, so it never goes to the login URI.
  if (channel.name === 'ONETAP') return (await clickFlowsFor(store))?.startOneTapEntry(context);
  const pageUrl = globalThis.location?.href ?? '';
  const login = loginRedirect({ loginUri: merchant?.loginURI, pageUrl, channel: channel.name });
  if (login) return globalThis.location.assign(login);
  if (isSsoChannel(channel.name)) {
    // The popup must open inside the click: the SSO code is fetched when the panel mounts.
    const sso = context.sso.loaded() ?? (await context.sso.load());
    return sso.startSsoChannel(context, channel.name);
  }
  // A call goes to the number typed in the entry field (state/flows/startVoiceCall).
  if (channel.name === 'VOICE_APPROVAL')
    return (await clickFlowsFor(store))?.startVoiceCall(context, channel.name);
  // Truecaller's sheet shares the phone's number; without the app, the entry field (state/flows/tryTruecaller).
  if (channel.name === 'TRUE_CALLER_SSO')
    return (await clickFlowsFor(store))?.tryTruecaller(context, channel.name);
  // A UPI app pays ₹1 through the link or its QR code (state/flows/tryUpi).
  if (channel.name === 'UPI') return (await clickFlowsFor(store))?.tryUpi(context, channel.name);
  // Creating the intent and following it come in the click flows' chunk (state/flows/startChannelIntent).
  return (await clickFlowsFor(store))?.startChannelIntent(context, channel);
}
