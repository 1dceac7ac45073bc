import { frameMessage } from '../contract/frameMessages';
import { STORAGE_KEYS } from '../contract/storageKeys';
import type { SignInDetail } from '../contract/wire';
import { createApiClient } from '../services/api/apiClient';
import type { FramePort } from '../services/bridges/FramePort';
import { openLinksInTop } from '../services/hosted/openLinksInTop';
import { serveParentRequests } from '../services/hosted/serveParentRequests';
import { watchDimensions } from '../services/hosted/watchDimensions';
import { pageStorage } from '../services/storage/memoryBackedStorage';
import type { PageContext } from '../state/rules/pageContext';
import { continueToLoginUri } from './continueToLoginUri';
import type { SignInEventDetail } from './emitSignIn';
import { SIGN_IN_EVENT } from './events';

/** What a logout makes this browser forget (spec §3 storage keys). */
const FORGOTTEN_KEYS = [
  STORAGE_KEYS.uid,
  STORAGE_KEYS.oneTapToken,
  STORAGE_KEYS.sessionId,
  STORAGE_KEYS.sessionToken,
  STORAGE_KEYS.asId,
  STORAGE_KEYS.state,
];

/**
 * The hosted sign-in page (login page or auth flow, full page or framed): `<auth-login-page>`,
 * and when framed, its results and size go to the parent and the parent's requests are served.
 */
export async function startSignInPage(options: {
  appId: string;
  port: FramePort | null;
  context: PageContext;
}): Promise<void> {
  await import('./authLoginPage');
  const element = document.createElement('auth-login-page');
  element.setAttribute('app-id', options.appId);
  document.body.append(element);
  const { port } = options;
  if (!port) {
    if (options.context.context === 'direct' || options.context.context === 'hosted') {
      const api = createApiClient({ appId: options.appId });
      element.addEventListener(SIGN_IN_EVENT, (event) => {
        const detail = (event as CustomEvent<SignInEventDetail>).detail;
        detail.waitUntil(continueToLoginUri(api, detail.code));
      });
    }
    return;
  }

  // spec §7 {product}_USER: a completed sign-in goes to the parent, with the session it opened.
  element.addEventListener(SIGN_IN_EVENT, (event) => {
    const detail = (event as CustomEvent<SignInDetail>).detail;
    const session = detail.session;
    port.send(
      frameMessage('SESAME_USER', {
        token: detail.token,
        user: { ...detail.user },
        code: detail.code,
        ...(session
          ? {
              session: {
                sessionId: session.sessionId,
                sessionToken: session.sessionToken,
                refreshToken: session.refreshToken,
              },
            }
          : {}),
      }),
    );
  });
  const shadow = element.shadowRoot;
  if (shadow) {
    watchDimensions(
      port,
      shadow,
      () => shadow.querySelector('.login-card') ?? shadow.querySelector('.panel'),
    );
  }
  openLinksInTop(port);
  const storage = pageStorage();
  serveParentRequests({
    port,
    api: createApiClient({ appId: options.appId }),
    forget: () => {
      for (const key of FORGOTTEN_KEYS) storage.remove(key);
    },
  });
}
