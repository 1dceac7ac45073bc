/** What a call says and in which language (a BCP-47 tag Twilio's text-to-speech knows). */
export interface Speech {
  text: string;
  language: string;
}

/** Text and attribute values of TwiML, escaped for XML. */
function xml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function say(speech: Speech, loop = 1): string {
  return `<Say language="${xml(speech.language)}" loop="${loop}">${xml(speech.text)}</Say>`;
}

const DOCUMENT = '<?xml version="1.0" encoding="UTF-8"?>';

/**
 * The question of a call: `<Gather>` one key (DTMF) while the request is read twice, posted to
 * `action`; with no key in time, a goodbye and the call ends.
 */
export function gatherTwiml(options: {
  question: Speech;
  noKey: Speech;
  action: string;
  waitSeconds: number;
}): string {
  const gather =
    `<Gather input="dtmf" numDigits="1" timeout="${options.waitSeconds}" method="POST" ` +
    `action="${xml(options.action)}">${say(options.question, 2)}</Gather>`;
  return `${DOCUMENT}<Response>${gather}${say(options.noKey)}<Hangup/></Response>`;
}

/** The answer to a key: says something and ends the call. */
export function sayAndHangUpTwiml(speech: Speech): string {
  return `${DOCUMENT}<Response>${say(speech)}<Hangup/></Response>`;
}
