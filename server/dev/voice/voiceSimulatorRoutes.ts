import type { FastifyInstance } from 'fastify';
import { DEV_VOICE_PATHS } from '../../../contract/voice';
import { DEV_VOICE_ACCOUNT_SID, devVoiceAuthToken } from '../../channels/voice/voiceSettings';
import { sendPage } from '../../http/sendPage';
import { renderPage } from '../../pages/renderPage';
import type { Services } from '../../Services';
import { type DevCall, DevVoiceCalls } from './DevVoiceCalls';
import { postAsTwilio } from './postAsTwilio';
import { readTwiml } from './readTwiml';
import { voicePhonePage } from './voicePhonePage';

type CallForm = { To?: string; From?: string; Twiml?: string; StatusCallback?: string };

const pageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { to: { type: 'string', maxLength: 24, pattern: '^\\+?[0-9 ]*$' } },
} as const;

const pressBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    sid: { type: 'string', maxLength: 64 },
    key: { type: 'string', enum: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '#', 'hangup'] },
  },
  required: ['sid', 'key'],
} as const;

/**
 * Dev mode's Twilio Voice, a counterpart a person can click through: the Calls API stand-in
 * (Basic auth of the stand-in account, the form fields the host sends) places the call on
 * `/dev/voice`, a phone page with what the call says and a keypad. A key is posted to the call's
 * `<Gather>` action exactly as Twilio would (signed form fields), and a hang-up sends the signed
 * status callback.
 */
export function voiceSimulatorRoutes(app: FastifyInstance, services: Services): void {
  const calls = new DevVoiceCalls();
  const fields = (call: DevCall, status: string): Record<string, string> => ({
    AccountSid: DEV_VOICE_ACCOUNT_SID,
    ApiVersion: '2010-04-01',
    CallSid: call.sid,
    CallStatus: status,
    Called: call.to,
    Caller: call.from,
    Direction: 'outbound-api',
    From: call.from,
    To: call.to,
  });
  const end = async (call: DevCall) => {
    call.status = 'completed';
    call.gatherAction = undefined;
    await postAsTwilio(app, services, call.statusCallback, {
      ...fields(call, 'completed'),
      CallDuration: '9',
    });
  };

  app.post<{ Params: { accountSid: string }; Body: CallForm }>(
    `${DEV_VOICE_PATHS.twilio}/2010-04-01/Accounts/:accountSid/Calls.json`,
    async (request, reply) => {
      const basic = Buffer.from(`${DEV_VOICE_ACCOUNT_SID}:${devVoiceAuthToken(services)}`).toString('base64');
      if (
        request.params.accountSid !== DEV_VOICE_ACCOUNT_SID ||
        request.headers.authorization !== `Basic ${basic}`
      )
        return reply.code(401).send({ code: 20003, message: 'Authenticate', status: 401 });
      const { To: to, From: from, Twiml: twiml, StatusCallback: statusCallback } = request.body ?? {};
      if (!to || !from || !twiml || !statusCallback)
        return reply
          .code(400)
          .send({ code: 21201, message: 'To, From, Twiml and StatusCallback are required', status: 400 });
      const steps = readTwiml(twiml);
      const call = calls.place({
        to,
        from,
        statusCallback,
        heard: steps.says,
        gatherAction: steps.gatherAction,
      });
      // Twilio reports progress after it answered the request.
      setImmediate(
        () => void postAsTwilio(app, services, statusCallback, fields(call, 'ringing')).catch(() => {}),
      );
      return reply
        .code(201)
        .send({ sid: call.sid, account_sid: DEV_VOICE_ACCOUNT_SID, to, from, status: 'queued' });
    },
  );

  app.get<{ Querystring: { to?: string } }>(
    DEV_VOICE_PATHS.page,
    { schema: { querystring: pageQuery } },
    (request, reply) => {
      const to = request.query.to?.replace(/[^0-9+]/g, '') ?? '';
      reply.header('Cache-Control', 'no-store');
      return sendPage(
        reply,
        renderPage({ title: 'Phone (dev simulator)', body: voicePhonePage(to, calls.latest(to)) }),
      );
    },
  );

  app.post<{ Body: { sid: string; key: string } }>(
    DEV_VOICE_PATHS.press,
    { schema: { body: pressBody } },
    async (request, reply) => {
      const call = calls.get(request.body.sid);
      if (!call) return reply.code(404).send({ error: 'not_found' });
      const back = `${DEV_VOICE_PATHS.page}?${new URLSearchParams({ to: call.to })}`;
      if (call.status === 'completed') return reply.redirect(back, 303);
      if (request.body.key === 'hangup' || !call.gatherAction) {
        await end(call);
        return reply.redirect(back, 303);
      }
      call.status = 'in-progress';
      const answer = await postAsTwilio(app, services, call.gatherAction, {
        ...fields(call, 'in-progress'),
        Digits: request.body.key,
        FinishedOnKey: '',
        msg: 'Gather End',
      });
      const steps = readTwiml(answer.status === 200 ? answer.body : '<Response><Hangup/></Response>');
      call.heard.push(...(steps.says.length ? steps.says : ['(an application error ended the call)']));
      call.gatherAction = steps.gatherAction;
      if (steps.hangsUp && !steps.gatherAction) await end(call);
      return reply.redirect(back, 303);
    },
  );
}
