/** The HMAC purpose of a browser state as stored with its sign-ins, devices and passkeys. */
export const STATE_PURPOSE = 'state';

/** The HMAC purpose of the MAC inside a state the host issued (server/crypto/browserState). */
export const BROWSER_STATE_PURPOSE = 'browser-state';

/**
 * The purposes whose values a browser sends with every call it makes (its state: the config,
 * each status poll, the intent, the code): Hasher keeps their recent hashes.
 */
export const REPEATED_PURPOSES: ReadonlySet<string> = new Set([STATE_PURPOSE, BROWSER_STATE_PURPOSE]);
