/**
 * spec §3 "Browser storage keys", in one table. Every key is stored under the `sesame.` prefix
 * (STORAGE_PREFIX, docs/architecture.md §3) by services/storage/keyValueStorage and as a cookie name
 * by services/storage/cookies. The keys the widget's first download needs are also exported one
 * by one, and the table holds only literals and those names, so a bundle that does not use the
 * table does not carry it.
 */
export const STATE_KEY = 'state';
export const UID_KEY = 'uid';
/** spec §3 `asId`: the last intent's transaction, written by state/flows/clickChannel. */
export const AS_ID_KEY = 'asId';
export const IN_ID_KEY = 'inId';
export const TS_ID_KEY = 'tsId';
/**
 * spec §3 `iot`: the one-tap token. Never written: one-tap is bound to the browser's device key
 * (services/device), so the host issues no such token; a value left by an older widget is only
 * forgotten at logout (docs/widget.md "Stored keys").
 */
const ONE_TAP_TOKEN_KEY = 'iot';
/**
 * spec §5: a stored avatar, used only when it is an https GIF address. Neither read nor written:
 * the collapsed floater's picture comes from the app's configuration (docs/widget.md "Stored keys").
 */
const AVATAR_KEY = 'avatar';
/** spec §4 Dismissal: how many times the visitor hid the widget. */
export const HIDE_COUNT_KEY = 'oc';
/** spec §4 Dismissal: epoch ms until which the widget stays collapsed. */
export const COLLAPSED_UNTIL_KEY = 'collapsedUntil';
/** spec §4 Dismissal: cleared with the counter after a one-tap success. */
export const ONE_TAP_HIDDEN_KEY = 'ohc';

export const STORAGE_KEYS = {
  state: STATE_KEY,
  uid: UID_KEY,
  mid: 'mid',
  /** spec §4 Dismissal: the collapsed counter, its expiry and the one-tap hide flag. */
  hideCount: HIDE_COUNT_KEY,
  collapsedUntil: COLLAPSED_UNTIL_KEY,
  oneTapHidden: ONE_TAP_HIDDEN_KEY,
  avatar: AVATAR_KEY,
  init: 'init',
  hsp: 'hsp',
  locale: 'locale',
  /** The chosen channel: written at a click (state/flows/clickChannel), forgotten after its sign-in. */
  channel: 'CHANNEL',
  asId: AS_ID_KEY,
  inId: IN_ID_KEY,
  tsId: TS_ID_KEY,
  oneTapToken: ONE_TAP_TOKEN_KEY,
  cv: 'cv',
  os: 'os',
  osai: 'osai',
  oar: 'oar',
  headlessRequestCount: 'hrc',
  channelAuthToken: 'cat',
  sessionId: 'sid',
  sessionToken: 'stk',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** spec §3: uid and state are also read from cookies and copied to storage. */
export const COOKIE_MIRRORED_KEYS = [UID_KEY, STATE_KEY] as const;

/** spec §3 "a local database with object stores gif and user". */
export const INDEXED_DB_NAME = 'sesame';
export const INDEXED_DB_STORES = ['gif', 'user'] as const;
export type IndexedDbStore = (typeof INDEXED_DB_STORES)[number];
