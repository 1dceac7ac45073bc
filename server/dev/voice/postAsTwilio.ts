import type { FastifyInstance } from 'fastify';
import { TWILIO_SIGNATURE_HEADER } from '../../../contract/voice';
import { devVoiceAuthToken } from '../../channels/voice/voiceSettings';
import { twilioSignature } from '../../delivery/TwilioVoiceSignature';
import type { Services } from '../../Services';

/**
 * Plays Twilio calling a webhook: the fields form-encoded, signed with `X-Twilio-Signature` over
 * the full URL and the sorted fields with the stand-in account's auth token, posted to the real
 * route (in-process). Only the host's own URLs are called.
 */
export async function postAsTwilio(
  app: FastifyInstance,
  services: Services,
  url: string,
  params: Record<string, string>,
): Promise<{ status: number; body: string }> {
  if (!url.startsWith(`${services.issuer}/`))
    throw new Error(`the dev phone calls only this host, not ${url}`);
  const response = await app.inject({
    method: 'POST',
    url: url.slice(services.issuer.length),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      [TWILIO_SIGNATURE_HEADER]: twilioSignature(devVoiceAuthToken(services), url, params),
    },
    payload: new URLSearchParams(params).toString(),
  });
  return { status: response.statusCode, body: response.body };
}
