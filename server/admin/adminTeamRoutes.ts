import type { FastifyInstance } from 'fastify';
import { ADMIN_API, type AdminRole } from '../../contract/admin';
import { emailDelivery } from '../delivery/emailDelivery';
import { SesameError } from '../errors/SesameError';
import { responses } from '../http/schemas';
import type { Services } from '../Services';
import { normalizeEmail } from '../signin/normalizeEmail';
import { anyObject, idParams, listOf, okResponse, roleSchema } from './adminSchemas';
import { invitationMessage } from './invitationMessage';
import { requireAdmin } from './requireAdmin';

/**
 * The team (docs/dashboard.md "Team"): owners add administrators by email (they then sign in
 * with that email), change roles and remove them; the last owner stays.
 */
export function adminTeamRoutes(app: FastifyInstance, services: Services): void {
  const guardLastOwner = async (id: string) => {
    const member = await services.administrators.get(id);
    if (!member) throw new SesameError('not_found');
    if (member.role === 'owner' && (await services.administrators.countOwners()) <= 1)
      throw new SesameError('invalid_request', { message: 'A team keeps at least one owner.' });
    return member;
  };

  app.get(ADMIN_API.team, { schema: { response: listOf() } }, async (request) => {
    await requireAdmin(services, request);
    return { items: await services.administrators.list() };
  });

  app.post<{ Body: { email: string; role: AdminRole } }>(
    ADMIN_API.team,
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { email: { type: 'string', minLength: 3, maxLength: 320 }, role: roleSchema },
          required: ['email', 'role'],
        },
        response: responses(anyObject),
      },
    },
    async (request) => {
      const admin = await requireAdmin(services, request, 'owner');
      const email = normalizeEmail(request.body.email);
      if (!email)
        throw new SesameError('invalid_email', { details: { email: 'Please enter a valid email address.' } });
      const member = await services.administrators.put(
        email,
        request.body.role,
        admin.id,
        services.clock.now(),
      );
      await services.auditLog.add(
        { admin, action: 'team.add', target: email, after: { role: member.role } },
        services.clock.now(),
      );
      // The invitation is a courtesy: without email (production with no SMTP_URL) or when the
      // send fails, the person is added all the same and the page says to tell them.
      const invitation = invitationMessage({
        issuer: services.issuer,
        to: email,
        role: member.role,
        invitedBy: admin.email,
      });
      const invited = await Promise.resolve()
        .then(() => emailDelivery(services).send(invitation))
        .then(
          () => true,
          () => false,
        );
      return { ...member, invited };
    },
  );

  app.patch<{ Params: { id: string }; Body: { role: AdminRole } }>(
    '/v1/admin/team/:id',
    {
      schema: {
        params: idParams('id'),
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { role: roleSchema },
          required: ['role'],
        },
        response: okResponse,
      },
    },
    async (request) => {
      const admin = await requireAdmin(services, request, 'owner');
      const member =
        request.body.role === 'owner'
          ? await services.administrators.get(request.params.id)
          : await guardLastOwner(request.params.id);
      if (!member) throw new SesameError('not_found');
      await services.administrators.setRole(member.id, request.body.role);
      await services.auditLog.add(
        {
          admin,
          action: 'team.role',
          target: member.email,
          before: { role: member.role },
          after: { role: request.body.role },
        },
        services.clock.now(),
      );
      return { ok: true };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/v1/admin/team/:id',
    { schema: { params: idParams('id'), response: okResponse } },
    async (request) => {
      const admin = await requireAdmin(services, request, 'owner');
      const member = await guardLastOwner(request.params.id);
      const now = services.clock.now();
      await services.administrators.remove(member.id);
      await services.adminSessions.revokeAdmin(member.id, now);
      await services.auditLog.add(
        { admin, action: 'team.remove', target: member.email, before: { role: member.role } },
        now,
      );
      return { ok: true };
    },
  );
}
