/**
 * The hosted pages on the provider host (docs/architecture.md §1 "hosted page") and the scripts that
 * run them: paths, the URL parameter that names the embedding page, and the element carrying
 * what the host tells the page. One place for each; the server, hosted.js and embed.js import them.
 */
export const HOSTED_PATHS = {
  /** spec §2: the full-page login (its last path segment names loginPage.html). */
  loginPage: '/loginPage.html',
  /** spec §2: the auth flow (any other last segment); runs full page, framed or headless. */
  authFlow: '/auth',
  /** The hosted pages' script (Vite entry `hosted`). */
  script: '/hosted.js',
  /** The embedding page's script (Vite entry `embed`): `mountSesameFrame`. */
  embedScript: '/embed.js',
} as const;

/**
 * The embedding page's origin, as it says it. The host embeds it in the page only when it is one
 * of the app's registered origins, and the page checks it again (resolveParentOrigin).
 */
export const PARENT_ORIGIN_PARAM = 'parentOrigin';

/**
 * spec §4 "Native headless request": the app opens the headless page with `showIfEmpty=true` when
 * an empty request (no channel, code or otp) should show the one-tap view instead of nothing.
 */
export const SHOW_IF_EMPTY_PARAM = 'showIfEmpty';

/** The `<script type="application/json">` in which the host hands the page its facts. */
export const HOSTED_CONFIG_ELEMENT_ID = 'sesame-hosted';

/** What the host tells a hosted page (server/routes/hostedPageRoutes.ts). */
export interface HostedPageConfig {
  appId: string;
  /** The app's registered origins: the only parents the page talks to. */
  origins: string[];
  /** The `parentOrigin` parameter when it is one of `origins`, else null. */
  parentOrigin: string | null;
}

/** How long the embedding page waits for the frame's answer to a request. */
export const FRAME_REPLY_TIMEOUT_MS = 10_000;

/** How long the embedding page waits for the frame's INITIALIZE before reporting IFRAME_FAILED. */
export const FRAME_INIT_TIMEOUT_MS = 15_000;
