import type { FastifyInstance } from 'fastify';
import { CASHFREE_API_VERSION, DEV_UPI_PATHS } from '../../../contract/upi';
import { DEV_CASHFREE_CLIENT_ID, devCashfreeClientSecret } from '../../channels/upi/upiSettings';
import type { Services } from '../../Services';
import type { DevRpdRequests } from './DevRpdRequests';

/** The collect account the stand-in's UPI links pay (Cashfree's own, in production). */
const DEV_COLLECT_VPA = 'sesame.rpd@cashfree';
const DEV_COLLECT_NAME = 'Sesame Dev Merchant';

/** Cashfree's reverse-penny-drop link lives 10 minutes. */
const LINK_TTL_MS = 10 * 60_000;

/**
 * Cashfree's `POST /verification/reverse-penny-drop` as the host's adapter meets it: the key
 * pair in `x-client-id` / `x-client-secret`, `x-api-version`, a JSON `verification_id` of
 * Cashfree's characters, each id once; the answer carries the `upi://pay` link with the
 * request's reference as `tr`.
 */
export function cashfreeStandIn(app: FastifyInstance, services: Services, requests: DevRpdRequests): void {
  app.post<{ Body: { verification_id?: unknown } | undefined }>(
    `${DEV_UPI_PATHS.cashfree}/reverse-penny-drop`,
    async (request, reply) => {
      const headers = request.headers;
      if (
        headers['x-client-id'] !== DEV_CASHFREE_CLIENT_ID ||
        headers['x-client-secret'] !== devCashfreeClientSecret(services)
      )
        return reply.code(401).send({ type: 'authentication_error', code: 'authentication_failed' });
      if (headers['x-api-version'] !== CASHFREE_API_VERSION)
        return reply.code(400).send({ type: 'validation_error', code: 'x-api-version_value_invalid' });
      const id = request.body?.verification_id;
      if (typeof id !== 'string' || !/^[A-Za-z0-9._-]{1,50}$/.test(id))
        return reply.code(400).send({ type: 'validation_error', code: 'verification_id_value_invalid' });
      const now = services.clock.now();
      const created = requests.create(id, now + LINK_TTL_MS);
      if (!created)
        return reply.code(409).send({ type: 'validation_error', code: 'verification_id_already_exists' });
      const pay = new URLSearchParams({
        pa: DEV_COLLECT_VPA,
        pn: DEV_COLLECT_NAME,
        tn: 'BAV',
        am: '1.00',
        cu: 'INR',
        tr: created.refId,
      });
      return {
        verification_id: id,
        ref_id: Number(created.refId),
        valid_upto: new Date(created.validUntil).toISOString(),
        upi_link: `upi://pay?${pay}`,
      };
    },
  );
}
