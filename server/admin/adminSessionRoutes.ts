import type { FastifyInstance } from 'fastify';
import { ADMIN_API, ADMIN_SESSION_TTL_MS, type AdminMe, DASHBOARD_APP_ID } from '../../contract/admin';
import { SesameError } from '../errors/SesameError';
import { codeBody, responses } from '../http/schemas';
import type { Services } from '../Services';
import { redeemableCode } from '../signin/redeemableCode';
import { adminCookieHeader, adminSessionHash, readAdminCookie } from './adminCookie';
import { meSchema, okResponse } from './adminSchemas';
import { requireAdmin } from './requireAdmin';

/**
 * Signing in to the dashboard (docs/dashboard.md "Signing in"): the page signed in with Sesame on
 * the host's own app and hands over the one-time code; the host exchanges it itself, once, and
 * opens an administrator's session when the signed-in email belongs to one.
 */
export function adminSessionRoutes(app: FastifyInstance, services: Services): void {
  app.post<{ Body: { code: string } }>(
    ADMIN_API.session,
    { schema: { body: codeBody, response: responses(meSchema) } },
    async (request, reply): Promise<AdminMe> => {
      const tx = await redeemableCode(services, DASHBOARD_APP_ID, request.body.code, 'invalid_grant');
      const now = services.clock.now();
      if (!(await services.transactions.consumeCode(tx.id, now))) throw new SesameError('invalid_grant');
      const user = await services.users.get(tx.user_id);
      const admin = user?.email ? await services.administrators.byEmail(user.email) : undefined;
      if (!admin) throw new SesameError('not_an_administrator');
      const value = services.random.token(32);
      await services.adminSessions.open(
        adminSessionHash(services, value),
        admin.id,
        now,
        now + ADMIN_SESSION_TTL_MS,
      );
      reply.header('Set-Cookie', adminCookieHeader(services, value)).header('Cache-Control', 'no-store');
      return { id: admin.id, email: admin.email, role: admin.role };
    },
  );

  app.get(ADMIN_API.session, { schema: { response: responses(meSchema) } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return requireAdmin(services, request);
  });

  app.delete(ADMIN_API.session, { schema: { response: okResponse } }, async (request, reply) => {
    const value = readAdminCookie(services, request.headers.cookie);
    if (value) await services.adminSessions.revoke(adminSessionHash(services, value), services.clock.now());
    reply.header('Set-Cookie', adminCookieHeader(services, ''));
    return { ok: true };
  });
}
