import type { Channel } from '../../contract/channels';
import type { SignInDetail } from '../../contract/wire';
import type { ApiClient } from '../../services/api/apiClient';
import type { KeyValueStorage } from '../../services/storage/keyValueStorage';
import type { SesameStore } from '../atoms/store';
import type { SilentAuthTry } from './trySilentAuth';

/** What createSignInFlow (state/flows/signInFlow) is given. */
export interface SignInFlowOptions {
  api: ApiClient;
  store: SesameStore;
  onSignIn: (detail: SignInDetail) => void;
  /** The app id, named in the console when the host does not know it (spec §8). */
  appId?: string | undefined;
  now?: () => number;
  /** Runs after every successful sign-in (state/flows/passkeyFlow: the 'Create a passkey' prompt). */
  afterSignIn?: (signedIn: { token: string }) => void;
  /** Identifier types the page requires (the `mandatory` attribute, spec §4 completeness). */
  mandatory?: readonly string[];
  /** Where the stored channel is read (spec §4 verify-code outcomes attach it to the user). */
  storage?: KeyValueStorage;
  /** spec §4 verify-code outcomes: same-window navigation (tests pass their own). */
  navigate?: (url: string) => void;
  /** spec §4 verify-code outcomes: the host answered with silent-auth info only. */
  onSilentAuth?: (silentAuthInfo: unknown) => void;
  /** Silent network authentication for a typed number, tried before a code is sent (trySilentAuth). */
  silentAuth?: (target: { channel: Channel; mobile: string }) => Promise<SilentAuthTry>;
}
