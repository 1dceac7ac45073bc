import type { FastifyInstance } from 'fastify';
import {
  DEV_TRUECALLER_PATHS,
  TRUECALLER_INVOKED,
  TRUECALLER_PATHS,
  TRUECALLER_REJECTED,
  type TruecallerCallback,
} from '../../../contract/truecaller';
import { parsePhone } from '../../channels/phone/parsePhone';
import { devTruecallerAppKey } from '../../channels/truecaller/truecallerSettings';
import { sendPage } from '../../http/sendPage';
import type { Services } from '../../Services';
import { DevTruecallerProfiles } from './DevTruecallerProfiles';
import { truecallerAnsweredPage, truecallerSheetPage } from './truecallerSheetPage';

type SheetQuery = { requestNonce?: string; partnerKey?: string; partnerName?: string };
type Answer = SheetQuery & { phone?: string; name?: string; answer?: string };

/**
 * Dev mode's Truecaller, a counterpart a person can click through: the deep link's query opens
 * the consent sheet (`/dev/truecaller`), whose answer is posted to the host's callback exactly
 * as Truecaller's service posts it (the nonce as `requestId`, an access token and the profile
 * endpoint, or `user_rejected`), and the profile endpoint answers the Bearer token with the
 * profile in Truecaller's shape. Only the host's own callback is called (in-process).
 */
export function truecallerSimulatorRoutes(app: FastifyInstance, services: Services): void {
  const profiles = new DevTruecallerProfiles();
  const known = (query: SheetQuery) =>
    query.partnerKey === devTruecallerAppKey(services) && /^.{8,64}$/.test(query.requestNonce ?? '');
  const post = async (callback: TruecallerCallback) => {
    const response = await app.inject({ method: 'POST', url: TRUECALLER_PATHS.callback, payload: callback });
    return response.statusCode;
  };

  app.get<{ Querystring: SheetQuery }>(DEV_TRUECALLER_PATHS.sheet, async (request, reply) => {
    const query = request.query;
    if (!known(query)) return reply.code(400).send({ error: 'invalid partnerKey or requestNonce' });
    await post({ requestId: query.requestNonce ?? '', status: TRUECALLER_INVOKED });
    const fields = {
      requestNonce: query.requestNonce ?? '',
      partnerKey: query.partnerKey ?? '',
      partnerName: query.partnerName || 'this site',
    };
    return sendPage(reply, truecallerSheetPage(fields));
  });

  app.post<{ Body: Answer }>(DEV_TRUECALLER_PATHS.sheet, async (request, reply) => {
    const body = request.body ?? {};
    if (!known(body)) return reply.code(400).send({ error: 'invalid partnerKey or requestNonce' });
    const requestId = body.requestNonce ?? '';
    if (body.answer !== 'continue') {
      await post({ requestId, status: TRUECALLER_REJECTED });
      return sendPage(reply, truecallerAnsweredPage('You chose another method: nothing was shared.'));
    }
    const phone = parsePhone(body.phone ?? '');
    if (!phone)
      return sendPage(reply.code(400), truecallerAnsweredPage('Type the number with its country code.'));
    const [first = 'Dev', ...rest] = (body.name ?? '').trim().split(/\s+/).filter(Boolean);
    const accessToken = profiles.issue({ phoneNumber: phone.e164.slice(1), first, last: rest.join(' ') });
    const endpoint = `${services.issuer}${DEV_TRUECALLER_PATHS.profile}`;
    const status = await post({ requestId, accessToken, endpoint });
    const said =
      status === 200 ? `Shared ${phone.e164} with the site.` : `The site refused the profile (${status}).`;
    return sendPage(reply.code(status === 200 ? 200 : 400), truecallerAnsweredPage(said));
  });

  app.get(DEV_TRUECALLER_PATHS.profile, (request, reply) => {
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const profile = bearer ? profiles.profileOf(bearer) : undefined;
    if (!profile) return reply.code(401).send({ code: 401, message: 'Unauthorized' });
    return {
      id: `dev-${profile.phoneNumber}`,
      phoneNumbers: [Number(profile.phoneNumber)],
      name: { first: profile.first, ...(profile.last ? { last: profile.last } : {}) },
      isActive: true,
      type: 'Personal',
    };
  });
}
