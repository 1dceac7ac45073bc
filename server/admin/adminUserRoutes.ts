import type { FastifyInstance } from 'fastify';
import { ADMIN_API } from '../../contract/admin';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { revokeSignIn } from '../signin/revokeSignIn';
import { revokeUserSignIns } from '../signin/revokeUserSignIns';
import { emitEvent } from '../webhooks/emitEvent';
import { anyObject, idParams, listOf, okResponse } from './adminSchemas';
import { requireAdmin } from './requireAdmin';

type UserRoute = { Params: { id: string } };
const ok = { ok: true };
const searchQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { q: { type: 'string', maxLength: 320 }, appId: { type: 'string', maxLength: 64 } },
} as const;
const detailResponse = { 200: anyObject } as const;

/** Users in the dashboard (docs/dashboard.md "Users"): search, look, revoke, block, export, delete. */
export function adminUserRoutes(app: FastifyInstance, services: Services): void {
  const detail = async (id: string) => {
    const found = await services.userReads.detail(id, services.clock.now());
    if (!found) throw new SesameError('not_found', { message: `No user with id "${id}".` });
    return found;
  };

  app.get<{ Querystring: { q?: string; appId?: string } }>(
    ADMIN_API.users,
    { schema: { querystring: searchQuery, response: listOf() } },
    async (request) => {
      await requireAdmin(services, request);
      return { items: await services.userReads.search(request.query.q ?? '', request.query.appId) };
    },
  );

  app.get<UserRoute>(
    '/v1/admin/users/:id',
    { schema: { params: idParams('id'), response: detailResponse } },
    async (request) => {
      await requireAdmin(services, request);
      return detail(request.params.id);
    },
  );

  // A person's data-protection request: everything stored of them, as JSON, and an audit row.
  app.get<UserRoute>(
    '/v1/admin/users/:id/export',
    { schema: { params: idParams('id'), response: detailResponse } },
    async (request, reply) => {
      const admin = await requireAdmin(services, request, 'admin');
      const found = await detail(request.params.id);
      await services.auditLog.add({ admin, action: 'user.export', target: found.id }, services.clock.now());
      reply.header('Content-Disposition', `attachment; filename="${found.id}.json"`);
      return found;
    },
  );

  app.post<UserRoute & { Body: { blocked: boolean } }>(
    '/v1/admin/users/:id/block',
    {
      schema: {
        params: idParams('id'),
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { blocked: { type: 'boolean' } },
          required: ['blocked'],
        },
        response: okResponse,
      },
    },
    async (request) => {
      const admin = await requireAdmin(services, request, 'admin');
      const before = await detail(request.params.id);
      const now = services.clock.now();
      await services.users.setBlocked(before.id, request.body.blocked ? now : null);
      // docs/security.md "Revoking a sign-in": every sign-in of a blocked user is revoked, one-tap included.
      if (request.body.blocked)
        await revokeUserSignIns(services, { appId: before.appId, userId: before.id, reason: 'admin_revoke' });
      const user = await services.users.get(before.id);
      await emitEvent(services, before.appId, 'user.updated', { user, changed: ['blocked'] });
      await services.auditLog.add(
        {
          admin,
          action: request.body.blocked ? 'user.block' : 'user.unblock',
          target: before.id,
          before: { blocked: before.blocked },
          after: { blocked: request.body.blocked },
        },
        now,
      );
      return ok;
    },
  );

  app.delete<{ Params: { id: string; session: string } }>(
    '/v1/admin/users/:id/sessions/:session',
    { schema: { params: idParams('id', 'session'), response: okResponse } },
    async (request) => {
      const admin = await requireAdmin(services, request, 'admin');
      const found = await detail(request.params.id);
      const session = await services.sessions.byId(request.params.session);
      if (session?.user_id !== found.id) throw new SesameError('not_found');
      // The sign-in the session rests on is revoked, totally: its sessions, codes and one-tap.
      await revokeSignIn(services, {
        appId: session.app_id,
        signInId: session.signin_id ?? session.transaction_id,
        reason: 'admin_revoke',
      });
      await services.auditLog.add(
        { admin, action: 'user.revoke-session', target: found.id },
        services.clock.now(),
      );
      return ok;
    },
  );

  app.delete<{ Params: { id: string; passkey: string } }>(
    '/v1/admin/users/:id/passkeys/:passkey',
    { schema: { params: idParams('id', 'passkey'), response: okResponse } },
    async (request) => {
      const admin = await requireAdmin(services, request, 'admin');
      const found = await detail(request.params.id);
      if (!(await services.passkeys.removeCredential(found.appId, found.id, request.params.passkey)))
        throw new SesameError('not_found');
      services.browserFacts.changed('every');
      await services.auditLog.add(
        {
          admin,
          action: 'user.remove-passkey',
          target: found.id,
          before: { passkey: request.params.passkey },
        },
        services.clock.now(),
      );
      return ok;
    },
  );

  app.delete<UserRoute>(
    '/v1/admin/users/:id',
    { schema: { params: idParams('id'), response: okResponse } },
    async (request) => {
      const admin = await requireAdmin(services, request, 'admin');
      const found = await detail(request.params.id);
      const now = services.clock.now();
      const user = await services.users.get(found.id);
      await revokeUserSignIns(services, { appId: found.appId, userId: found.id, reason: 'admin_revoke' });
      for (const passkey of found.passkeys)
        await services.passkeys.removeCredential(found.appId, found.id, passkey.id);
      await services.users.remove(found.id);
      services.browserFacts.changed('every');
      await emitEvent(services, found.appId, 'user.deleted', { user });
      await services.auditLog.add(
        { admin, action: 'user.delete', target: found.id, before: { appId: found.appId } },
        now,
      );
      return ok;
    },
  );
}
