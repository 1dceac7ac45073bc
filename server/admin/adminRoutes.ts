import type { FastifyInstance } from 'fastify';
import type { Services } from '../Services';
import { adminAppRoutes } from './adminAppRoutes';
import { adminPreviewRoute } from './adminPreviewRoute';
import { adminProviderRoutes } from './adminProviderRoutes';
import { adminReportRoutes } from './adminReportRoutes';
import { adminSessionRoutes } from './adminSessionRoutes';
import { adminSigningKeyRoute } from './adminSigningKeyRoute';
import { adminSsoRoutes } from './adminSsoRoutes';
import { adminTeamRoutes } from './adminTeamRoutes';
import { adminUserRoutes } from './adminUserRoutes';
import { adminWebhookRoutes } from './adminWebhookRoutes';
import { dashboardPageRoute } from './dashboardPageRoute';
import { seedDashboardApp } from './seedDashboardApp';

/**
 * The merchant dashboard (docs/dashboard.md): its page at /dashboard/ and its API under
 * /v1/admin/. Its own sign-in app is seeded first, so the page can sign in at once.
 */
export async function adminRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await seedDashboardApp(services);
  for (const routes of [
    adminSessionRoutes,
    adminAppRoutes,
    adminPreviewRoute,
    adminSsoRoutes,
    adminProviderRoutes,
    adminSigningKeyRoute,
    adminUserRoutes,
    adminReportRoutes,
    adminTeamRoutes,
    adminWebhookRoutes,
    dashboardPageRoute,
  ])
    routes(app, services);
}
