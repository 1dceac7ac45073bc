import { ADMIN_ROLES, type AdminRole } from '../../../contract/admin';
import { normalizeEmail } from '../../signin/normalizeEmail';
import { usageError } from '../CliError';
import type { Command } from '../Command';
import { parseOptions } from '../parseOptions';

const OPTIONS = { role: { type: 'string' } } as const;

/**
 * `admin add EMAIL [--role owner|admin|viewer]`: an administrator of the dashboard
 * (docs/dashboard.md), who then signs in at /dashboard/ with that email. The first one in production.
 */
export const adminCommand: Command = {
  name: 'admin',
  usage: 'admin add EMAIL [--role owner|admin|viewer]',
  summary: 'Adds a dashboard administrator (default role owner), or changes their role.',
  parse(args) {
    const { values, positionals } = parseOptions(args, OPTIONS, ['add', 'EMAIL']);
    if (positionals[0] !== 'add')
      throw usageError(`Unknown admin command "${positionals[0]}"; use: admin add EMAIL`);
    const email = normalizeEmail(positionals[1]!);
    if (!email) throw usageError(`"${positionals[1]}" is not an email address`);
    const role = (values.role ?? 'owner') as AdminRole;
    if (!ADMIN_ROLES.includes(role))
      throw usageError(`--role "${values.role}" must be one of ${ADMIN_ROLES.join(', ')}`);
    return async ({ services, out }) => {
      const member = await services.administrators.put(email, role, null, services.clock.now());
      out(`Administrator ${member.email} (${member.role}): sign in at ${services.issuer}/dashboard/`);
    };
  },
};
