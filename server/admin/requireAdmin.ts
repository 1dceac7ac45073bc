import type { FastifyRequest } from 'fastify';
import type { AdminMe, AdminRole } from '../../contract/admin';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { adminSessionHash, readAdminCookie } from './adminCookie';

/** Who may do what (docs/dashboard.md "Roles"): each role can do all a lower one can. */
const RANK: Record<AdminRole, number> = { viewer: 0, admin: 1, owner: 2 };

/**
 * The administrator behind the request's dashboard cookie, if their role reaches `least`:
 * 401 without a live session, 403 for a role below it.
 */
export async function requireAdmin(
  services: Services,
  request: FastifyRequest,
  least: AdminRole = 'viewer',
): Promise<AdminMe> {
  const value = readAdminCookie(services, request.headers.cookie);
  const now = services.clock.now();
  const adminId = value && (await services.adminSessions.adminOf(adminSessionHash(services, value), now));
  const admin = adminId ? await services.administrators.get(adminId) : undefined;
  if (!admin) throw new SesameError('admin_session_required');
  if (RANK[admin.role] < RANK[least]) throw new SesameError('role_forbidden');
  return { id: admin.id, email: admin.email, role: admin.role };
}
