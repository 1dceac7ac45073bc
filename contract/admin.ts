/**
 * The dashboard's API (docs/dashboard.md): paths, roles and the shapes both the host and the
 * dashboard's pages read. Plain types only.
 */

/** The host's own app, through which administrators sign in to the dashboard. */
export const DASHBOARD_APP_ID = 'sesame-dashboard';
/** Where the host serves the dashboard. */
export const DASHBOARD_PATH = '/dashboard/';
/** How long an administrator's dashboard session lasts. */
export const ADMIN_SESSION_TTL_MS = 12 * 60 * 60_000;

/** owner: everything, the team included; admin: apps and users; viewer: reads only. */
export const ADMIN_ROLES = ['owner', 'admin', 'viewer'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_API = {
  session: '/v1/admin/session',
  apps: '/v1/admin/apps',
  app: (id: string) => `/v1/admin/apps/${encodeURIComponent(id)}`,
  appSecret: (id: string) => `/v1/admin/apps/${encodeURIComponent(id)}/secret`,
  users: '/v1/admin/users',
  user: (id: string) => `/v1/admin/users/${encodeURIComponent(id)}`,
  userBlock: (id: string) => `/v1/admin/users/${encodeURIComponent(id)}/block`,
  userExport: (id: string) => `/v1/admin/users/${encodeURIComponent(id)}/export`,
  userSession: (id: string, session: string) =>
    `/v1/admin/users/${encodeURIComponent(id)}/sessions/${encodeURIComponent(session)}`,
  userPasskey: (id: string, passkey: string) =>
    `/v1/admin/users/${encodeURIComponent(id)}/passkeys/${encodeURIComponent(passkey)}`,
  funnel: '/v1/admin/funnel',
  deliveries: '/v1/admin/deliveries',
  team: '/v1/admin/team',
  teamMember: (id: string) => `/v1/admin/team/${encodeURIComponent(id)}`,
  audit: '/v1/admin/audit',
  appPreview: '/v1/admin/apps/preview',
  appSso: (id: string) => `/v1/admin/apps/${encodeURIComponent(id)}/sso`,
  appSsoProvider: (id: string, provider: string) =>
    `/v1/admin/apps/${encodeURIComponent(id)}/sso/${encodeURIComponent(provider)}`,
  appProviders: (id: string) => `/v1/admin/apps/${encodeURIComponent(id)}/providers`,
  appTestMessage: (id: string) => `/v1/admin/apps/${encodeURIComponent(id)}/test-message`,
  signingKey: '/v1/admin/signing-key',
  webhooks: (appId: string) => `/v1/admin/apps/${encodeURIComponent(appId)}/webhooks`,
  webhook: (appId: string, endpoint: string) =>
    `/v1/admin/apps/${encodeURIComponent(appId)}/webhooks/${encodeURIComponent(endpoint)}`,
  webhookResend: (appId: string, delivery: string) =>
    `/v1/admin/apps/${encodeURIComponent(appId)}/webhook-deliveries/${encodeURIComponent(delivery)}/resend`,
} as const;

export interface AdminMe {
  id: string;
  email: string;
  role: AdminRole;
}
