/**
 * Voice approval (spec §3 VOICE_APPROVAL): a call reads the sign-in request and the person presses
 * a key. The paths Twilio calls back on, the keys, and how long a call may take.
 */
export const VOICE_PATHS = {
  /** Twilio posts the key pressed (`Digits`) here: `${gather}/${callToken}`. */
  gather: '/v1/webhooks/voice/gather',
  /** Twilio posts the call's progress (`CallStatus`) here: `${status}/${callToken}`. */
  status: '/v1/webhooks/voice/status',
} as const;

/** The key that approves the sign-in, and the one that says "this was not me". */
export const VOICE_APPROVE_KEY = '1';
export const VOICE_DENY_KEY = '9';

/**
 * Digits of the number the call reads out and the screen shows: the person hears the number
 * beside the sign-in they see (docs/security.md "Cross-device approvals").
 */
export const VOICE_MATCH_DIGITS = 2;

/** How long a voice sign-in waits: the call rings, is answered and heard (twice) in this time. */
export const VOICE_APPROVAL_TTL_MS = 3 * 60_000;

/** Seconds the phone rings before Twilio gives up (`Timeout` of the call). */
export const VOICE_RING_SECONDS = 45;

/** Seconds Twilio waits for a key after the request was read (`<Gather timeout>`). */
export const VOICE_KEY_WAIT_SECONDS = 8;

/** Twilio's signature header on every webhook it sends. */
export const TWILIO_SIGNATURE_HEADER = 'x-twilio-signature';

/** Call statuses after which nothing more happens on the call (Twilio's CallStatus values). */
export const VOICE_CALL_ENDED: readonly string[] = ['completed', 'busy', 'no-answer', 'failed', 'canceled'];

/** The dev simulator of Twilio Voice (server/dev/voice): the keypad page and the Calls API stand-in. */
export const DEV_VOICE_PATHS = {
  page: '/dev/voice',
  press: '/dev/voice/press',
  twilio: '/dev/voice/twilio',
} as const;
