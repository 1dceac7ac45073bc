import type { FastifyInstance } from 'fastify';
import { CASHFREE_RPD_EVENTS, DEV_UPI_PATHS, VPA_PATTERN } from '../../../contract/upi';
import { sendPage } from '../../http/sendPage';
import { renderPage } from '../../pages/renderPage';
import type { Services } from '../../Services';
import { cashfreeStandIn } from './cashfreeStandIn';
import { DevRpdRequests } from './DevRpdRequests';
import { postAsCashfree } from './postAsCashfree';
import { UPI_APP_CSS, type UpiPayRequest, upiAppPage, upiPaidPage } from './upiAppPage';

const text = (max: number) => ({ type: 'string', maxLength: max }) as const;

const pageQuery = {
  type: 'object',
  properties: { pa: text(256), pn: text(100), am: text(16), cu: text(3), tr: text(64), tn: text(100) },
  required: ['pa', 'pn', 'am', 'tr'],
} as const;

const payBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    tr: text(64),
    vpa: text(100),
    name: text(100),
    action: { type: 'string', enum: ['pay', 'decline'] },
  },
  required: ['tr', 'vpa', 'action'],
} as const;

type PayBody = { tr: string; vpa: string; name?: string; action: 'pay' | 'decline' };

/**
 * Dev mode's UPI, a counterpart a person can click through: the Cashfree stand-in creates
 * reverse penny drops for the host's adapter, and `/dev/upi` is the UPI app their link opens.
 * Pay sends the signed `RPD_BANK_ACCOUNT_VERIFICATION_SUCCESS` webhook with the UPI ID and name
 * chosen; Decline the failure; a link past its 10 minutes the expiry.
 */
export function upiSimulatorRoutes(app: FastifyInstance, services: Services): void {
  const requests = new DevRpdRequests();
  cashfreeStandIn(app, services, requests);

  app.get<{ Querystring: Omit<UpiPayRequest, 'cu' | 'tn'> & { cu?: string; tn?: string } }>(
    DEV_UPI_PATHS.page,
    { schema: { querystring: pageQuery } },
    (request, reply) => {
      const query = request.query;
      const pay = { ...query, cu: query.cu ?? 'INR', tn: query.tn ?? '' };
      reply.header('Cache-Control', 'no-store');
      return sendPage(
        reply,
        renderPage({ title: 'UPI app (dev simulator)', body: upiAppPage(pay), head: UPI_APP_CSS }),
      );
    },
  );

  app.post<{ Body: PayBody }>(DEV_UPI_PATHS.pay, { schema: { body: payBody } }, async (request, reply) => {
    const { tr, action } = request.body;
    const vpa = request.body.vpa.trim();
    const found = requests.byRef(tr);
    const page = (paid: boolean, message: string, hostAnswer = '(none sent)', status = 200) =>
      sendPage(
        reply,
        renderPage({ title: 'UPI app (dev simulator)', body: upiPaidPage({ paid, message, hostAnswer }) }),
        {
          status,
        },
      );
    if (!found) return page(false, `No payment request ${tr} at the PSP.`, undefined, 404);
    if (found.status !== 'CREATED')
      return page(false, `Payment request ${tr} was already ${found.status.toLowerCase()}.`);
    if (action === 'pay' && !VPA_PATTERN.test(vpa))
      return page(false, `${vpa} is not a UPI ID.`, undefined, 400);
    const now = services.clock.now();
    found.status = now > found.validUntil ? 'EXPIRED' : action === 'pay' ? 'SUCCESS' : 'FAILURE';
    const event = {
      SUCCESS: CASHFREE_RPD_EVENTS.success,
      FAILURE: CASHFREE_RPD_EVENTS.failure,
      EXPIRED: CASHFREE_RPD_EVENTS.expired,
    }[found.status];
    const paid = found.status === 'SUCCESS';
    const answer = await postAsCashfree(app, services, {
      event_type: event,
      event_time: new Date(now).toISOString(),
      version: 'v1',
      data: {
        verification_id: found.verificationId,
        ref_id: found.refId,
        status: found.status,
        ...(paid
          ? {
              upi: vpa,
              name_at_bank: request.body.name?.trim() || vpa.split('@')[0],
              bank_account: '026291800001191',
              ifsc: 'YESB0000262',
              utr: String(now).slice(-12),
              account_type: 'SAVINGS',
              reversal_status: 'PENDING',
            }
          : {}),
      },
    });
    const message = paid
      ? `Paid ₹1.00 from ${vpa}. It comes back to your account once verified.`
      : found.status === 'EXPIRED'
        ? 'This payment request expired.'
        : 'You declined the payment.';
    return page(paid, message, `${answer.status} ${answer.body}`);
  });
}
