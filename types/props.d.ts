// Generated from custom-elements.json by types/writeElementTypes.ts: do not edit.
// Each element's attributes, and its events as `on<event-name>` props (React 19, Svelte 5; Vue takes them as emits).

export interface AuthAnnouncementElementProps {
  /** Language of the texts: one of the twenty of docs/languages.md (`en`, `id`, `pt`, `ar`…); default the browser's, else English. */
  'locale'?: string;
  /** Forces the light or dark theme. */
  'theme'?: 'light' | 'dark';
  /** Shows the 'Sign in' button at the end of the bar. */
  'button'?: boolean;
  /** Sits where it is in the page instead of pinned to the top of the viewport. */
  'inline'?: boolean;
  /** The visitor is signed in: the bar is not shown (set or removed at any time). It also steps aside once a sign-in finishes on the page. */
  'usersignedin'?: boolean;
  /** The bar was clicked and the floater expanded. */
  'onauth-expand'?: (event: CustomEvent<{ source: 'announcement' }>) => void;
}

export interface AuthFloaterElementProps {
  /** The merchant's app id, as registered with the provider host (the `appid` script attribute). */
  'app-id'?: string;
  /** Language of the texts: one of the twenty of docs/languages.md (`en`, `id`, `pt`, `ar`…); default the browser's, else English. */
  'locale'?: string;
  /** Forces the light or dark theme; without it the app's configuration, then the page's `prefers-color-scheme`, decides. */
  'theme'?: 'light' | 'dark';
  /** Starts collapsed to the 'Sign in' button (the `collapsed=true` URL parameter does the same). */
  'collapsed'?: boolean;
  /** Shows the announcement bar at the top of the page; the panel stays hidden until the bar is clicked. */
  'announcement'?: boolean;
  /** Identifier types the sign-in must verify, comma separated (`EMAIL`, `MOBILE`); `true` means `EMAIL` (the `ismandatory` script attribute). */
  'mandatory'?: string;
  /** Session id the merchant passes through to the host (the `sid` script attribute). */
  'sid'?: string;
  /** Client id, when it differs from the app id (the `cid` script attribute). */
  'cid'?: string;
  /** Colour of the full-screen loader shown while the page hands the sign-in to its server (`auth-signin`'s `detail.waitUntil`); the `loaderColor` URL parameter does the same. */
  'loader-color'?: string;
  /** Text of that loader (default 'Loading…'); the `loadingText` URL parameter. */
  'loading-text'?: string;
  /** Colour of the loader's text; the `textColor` URL parameter. */
  'text-color'?: string;
  /** A page opened with a sign-in `code` does not follow the redirect uri: the widget hands it to the page in `auth-redirect` (`detail.url`) and stays (spec §4 "Redirect flow"). */
  'paralyzed'?: boolean;
  /** The visitor is signed in: the panel, its collapsed button and its bar are not shown; set or removed at any time (after a sign-in on the page, the success screen closes first). */
  'usersignedin'?: boolean;
  /** The user signed in. `detail.token` is an ES256 ID token (aud = the app id), `detail.user` the signed-in user, `detail.code` a one-time code the merchant's server exchanges with `POST /v1/merchant/token`. */
  'onauth-signin'?: (event: CustomEvent<{ token: string, user: Record<string, unknown>, code: string, waitUntil: (work: Promise<unknown>) => void }>) => void;
  /** The panel opened: from the collapsed button, the announcement bar, or a channel click. */
  'onauth-expand'?: (event: CustomEvent<{ source: 'collapsed' | 'announcement' | 'api' }>) => void;
  /** The panel collapsed to the 'Sign in' button. */
  'onauth-collapse'?: (event: CustomEvent<{ reason: 'dismiss' | 'api' }>) => void;
  /** The visitor closed the panel with the cross; it starts collapsed until `hiddenUntil` (epoch ms). */
  'onauth-dismiss'?: (event: CustomEvent<{ hideCount: number, hiddenUntil: number }>) => void;
  /** The redirect flow of a page opened with a sign-in `code` ended here: `detail.url` is the redirect uri not followed (with `paralyzed`), `detail.apps` the apps list the host returned instead of a uri. */
  'onauth-redirect'?: (event: CustomEvent<{ url?: string, apps?: unknown[] }>) => void;
  /** An error was shown in the toast (the text the user read). */
  'onauth-error'?: (event: CustomEvent<{ message: string }>) => void;
}

export interface AuthLoginPageElementProps {
  /** The merchant's app id (the `appId` URL parameter works too). */
  'app-id'?: string;
  /** Language of the texts: one of the twenty of docs/languages.md (`en`, `id`, `pt`, `ar`…); default the browser's, else English. */
  'locale'?: string;
  /** Forces the light or dark theme. */
  'theme'?: 'light' | 'dark';
  /** Colour of the full-screen loader while the page hands the sign-in to its server (as on `<auth-floater>`). */
  'loader-color'?: string;
  /** Text of that loader. */
  'loading-text'?: string;
  /** Colour of the loader's text. */
  'text-color'?: string;
  /** A page opened with a sign-in `code` hands the redirect uri to the page in `auth-redirect` instead of following it (as on `<auth-floater>`). */
  'paralyzed'?: boolean;
  /** The user signed in (as on `<auth-floater>`). */
  'onauth-signin'?: (event: CustomEvent<{ token: string, user: Record<string, unknown>, code: string, waitUntil: (work: Promise<unknown>) => void }>) => void;
  /** The redirect uri not followed (`paralyzed`), or the apps list the host returned instead (as on `<auth-floater>`). */
  'onauth-redirect'?: (event: CustomEvent<{ url?: string, apps?: unknown[] }>) => void;
  /** An error was shown in the toast. */
  'onauth-error'?: (event: CustomEvent<{ message: string }>) => void;
}

export interface AuthOnetapElementProps {
  /** The merchant's app id: lists and signs in with the identities verified in this browser. */
  'app-id'?: string;
  /** Language of the texts: one of the twenty of docs/languages.md (`en`, `id`, `pt`, `ar`…); default the browser's, else English. */
  'locale'?: string;
  /** Forces the light or dark theme. */
  'theme'?: 'light' | 'dark';
  /** The name after 'Sign in to' when no configuration is loaded. */
  'merchant-name'?: string;
  /** Colour of the full-screen loader while the page hands the sign-in to its server (as on `<auth-floater>`). */
  'loader-color'?: string;
  /** Text of that loader. */
  'loading-text'?: string;
  /** Colour of the loader's text. */
  'text-color'?: string;
  /** The visitor is signed in: the sheet is not shown (set or removed at any time). It also steps aside once a sign-in finishes on the page. */
  'usersignedin'?: boolean;
  /** JSON `{ "mobile": [{ "value", "name"?, "logo"?, "uiId"? }], "email": [...] }`. */
  'accounts'?: string;
  /** An account was picked. `fireIntent` is true when the row has no value; `identityId` is the row's id as a number, when it has one. */
  'onauth-onetap-pick'?: (event: CustomEvent<{ fireIntent: boolean, value: string, id: string, verifiedName: string, uiId: string, channelDetails: Record<string, unknown>, identityId?: number }>) => void;
  /** With `app-id`: a picked identity signed in; the shop's server exchanges `code`. */
  'onauth-signin'?: (event: CustomEvent<{ token: string, user: Record<string, unknown>, code: string, waitUntil: (work: Promise<unknown>) => void }>) => void;
  /** With `app-id`: the host refused the picked identity. */
  'onauth-error'?: (event: CustomEvent<{ message: string, code?: string }>) => void;
  /** 'Use another account': the sheet closes and the floater expands. */
  'onauth-expand'?: (event: CustomEvent<{ source: 'onetap' }>) => void;
  /** The sheet was closed (cross, backdrop or Escape). */
  'onauth-dismiss'?: (event: CustomEvent<{}>) => void;
}

export interface AuthPasskeyPromptElementProps {
  /** Language of the texts: one of the twenty of docs/languages.md (`en`, `id`, `pt`, `ar`…); default the browser's, else English. */
  'locale'?: string;
  /** Forces the light or dark theme. */
  'theme'?: 'light' | 'dark';
  /** 'Create Passkey' was pressed; the prompt closes. */
  'onauth-passkey-create'?: (event: CustomEvent<{}>) => void;
  /** 'Not now', the cross, the backdrop or Escape; the prompt closes. */
  'onauth-dismiss'?: (event: CustomEvent<{}>) => void;
}
