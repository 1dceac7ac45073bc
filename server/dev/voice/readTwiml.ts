/** What a TwiML document does, as far as the dev phone needs: what it says, and where a key goes. */
export interface TwimlSteps {
  says: string[];
  gatherAction: string | undefined;
  hangsUp: boolean;
}

function unescapeXml(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * Reads the host's TwiML (server/delivery/TwilioVoiceTwiml) the way Twilio runs it: each `<Say>`
 * (said `loop` times, heard here once), the `<Gather>` action a key is posted to, and whether the
 * call ends. Only the verbs the host writes are read.
 */
export function readTwiml(twiml: string): TwimlSteps {
  const says = [...twiml.matchAll(/<Say\b[^>]*>([\s\S]*?)<\/Say>/g)].map((m) => unescapeXml(m[1] ?? ''));
  const action = /<Gather\b[^>]*\baction="([^"]*)"/.exec(twiml)?.[1];
  return {
    says,
    gatherAction: action === undefined ? undefined : unescapeXml(action),
    hangsUp: /<Hangup\s*\/>/.test(twiml),
  };
}
