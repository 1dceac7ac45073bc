import type { FastifyInstance } from 'fastify';
import { ADMIN_API } from '../../contract/admin';
import type { RotatedSigningKey } from '../../contract/adminApps';
import { responses } from '../http/schemas';
import type { Services } from '../Services';
import { requireAdmin } from './requireAdmin';

/**
 * `npm run apps -- rotate-signing-key` in the dashboard (docs/security.md "Signing keys"): owners
 * only, audited. The new key is published at once and signs once every JWKS cache can know it.
 */
export function adminSigningKeyRoute(app: FastifyInstance, services: Services): void {
  app.post(
    ADMIN_API.signingKey,
    {
      schema: {
        response: responses({
          type: 'object',
          properties: { kid: { type: 'string' }, signsFrom: { type: 'string' } },
          required: ['kid', 'signsFrom'],
        }),
      },
    },
    async (request): Promise<RotatedSigningKey> => {
      const admin = await requireAdmin(services, request, 'owner');
      const { kid, signsFrom } = await services.keys.rotate();
      const rotated = { kid, signsFrom: new Date(signsFrom).toISOString() };
      await services.auditLog.add(
        { admin, action: 'signing-key.rotate', target: kid, after: rotated },
        services.clock.now(),
      );
      return rotated;
    },
  );
}
