/** What the dashboard reads: users, funnels, deliveries, the audit log and the team (docs/dashboard.md). */
import type { AdminRole } from './admin';
import type { ProviderStatus } from './deliveryFallback';

export interface AdminUserSummary {
  id: string;
  appId: string;
  email?: string;
  mobile?: string;
  createdAt: string;
  blocked: boolean;
}

export interface AdminUserDetail extends AdminUserSummary {
  identities: { type: string; value: string; verifiedAt: string }[];
  sessions: { id: string; createdAt: string; expiresAt: string; revokedAt?: string; live: boolean }[];
  passkeys: { id: string; createdAt: string }[];
  signIns: { channel: string; device?: string; status: string; at: string }[];
}

export interface FunnelRow {
  day: string;
  appId: string;
  channel: string;
  started: number;
  delivered: number;
  completed: number;
  /** Milliseconds from start to completion, of the completed ones. */
  medianMs: number | null;
  p90Ms: number | null;
}

export interface FunnelReport {
  /** Widget impressions (spec §3 SDK events) per app and day: the "shown" step. */
  shown: { day: string; appId: string; count: number }[];
  rows: FunnelRow[];
  /** The returning visitor's one-tap offered (SDK_ONETAP_CREATED), per app and day: its "shown". */
  oneTapShown?: { day: string; appId: string; count: number }[];
}

/** The channel of the returning-visitor one-tap, a funnel of its own. */
export const ONETAP_CHANNEL = 'ONETAP';

export interface DeliveryRow {
  key: string;
  appId: string;
  channel: string;
  status: string;
  attempts: number;
  providerId?: string;
  /** Why the send failed: the provider's answer, a timeout, or channel_not_configured. */
  error?: string;
  /** The sign-in the send served. */
  transactionId?: string;
  /** What the provider last reported about it (SENT, DELIVERED, READ, FAILED), and when. */
  providerStatus?: ProviderStatus;
  providerStatusAt?: string;
  /** A fallback step: the sign-in whose channel it replaced, and that sign-in's last send. */
  fallbackFrom?: { transactionId: string; key?: string; channel?: string };
  createdAt: string;
  updatedAt: string;
}

export interface AuditEntry {
  id: string;
  adminEmail: string;
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
  at: string;
}

export interface TeamMember {
  id: string;
  email: string;
  role: AdminRole;
  createdAt: string;
}

/** The answer to adding a member: whether the invitation email went out. */
export interface AddedTeamMember extends TeamMember {
  invited: boolean;
}
