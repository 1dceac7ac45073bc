/**
 * The hosted pages' script (`/hosted.js`, docs/architecture.md §1 "hosted page"): the host serves
 * `/loginPage.html` and `/auth` with the app's facts embedded (server/routes/hostedPageRoutes.ts);
 * this decides the page's context, sets up the checked port to the parent when framed, and runs
 * the sign-in page or the headless handler.
 */

import { frameMessage } from '../contract/frameMessages';
import { SHOW_IF_EMPTY_PARAM } from '../contract/hostedPages';
import { createParentFramePort } from '../services/bridges/parentFrame/createParentFramePort';
import { setParentFramePort } from '../services/bridges/parentFrame/parentFramePort';
import { resolveParentOrigin } from '../services/bridges/parentFrame/resolveParentOrigin';
import { isInIframe } from '../services/device/isInIframe';
import { loadFonts } from '../services/hosted/loadFonts';
import { readHostedConfig } from '../services/hosted/readHostedConfig';
import { parseLaunchParams } from '../state/rules/launchParams';
import { pageContext } from '../state/rules/pageContext';
import { bridgeFrameEvents } from './frameEventBridge';
import { startSignInPage } from './startSignInPage';

async function start(): Promise<void> {
  const config = readHostedConfig();
  if (!config) return;
  const params = parseLaunchParams(location.search, { appid: config.appId });
  const context = pageContext({
    pathname: location.pathname,
    params,
    inIframe: isInIframe(),
    userAgent: navigator.userAgent,
    onProviderHost: true,
  });
  // docs/security.md: the parent is talked to only at an origin the app registered, and only when
  // the browser agrees that it is the parent (location.ancestorOrigins, where it exists).
  const parentOrigin = context.inIframe
    ? resolveParentOrigin({
        requested: config.parentOrigin,
        registered: config.origins,
        ancestor: location.ancestorOrigins?.[0],
      })
    : null;
  const port = parentOrigin ? createParentFramePort({ parentOrigin }) : null;
  setParentFramePort(port);
  if (context.inIframe && !port)
    console.warn('Sesame: this page is framed by an origin the app did not register.');

  if (context.context === 'headless' && context.host === 'native' && !port) {
    // spec §4 "Native headless request": the app talks through its bridge (calls 20, 21, 42).
    const { startNativeHeadless } = await import('./startNativeHeadless');
    const showIfEmpty = new URLSearchParams(location.search).get(SHOW_IF_EMPTY_PARAM) === 'true';
    const shown = await startNativeHeadless({ appId: config.appId, showIfEmpty });
    if (shown === 'headless') return;
  } else if (context.context === 'headless') {
    if (!port) return;
    const { runHeadlessPage } = await import('../services/headless/runHeadlessPage');
    runHeadlessPage({ appId: config.appId, port });
    return;
  }
  loadFonts({ href: location.href, inIframe: context.inIframe, fontsOff: params.fontsOff });
  await startSignInPage({ appId: config.appId, port, context });
  const element = document.querySelector('auth-login-page');
  if (port && element) bridgeFrameEvents(port, element, () => location.reload());
  port?.send(
    frameMessage('INITIALIZE', { appId: config.appId, page: context.isAuthFlow ? 'authFlow' : 'loginPage' }),
  );
}

void start();
