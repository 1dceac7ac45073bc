/** The tables of migration 011_dashboard: administrators, their sessions and the audit log. */
export interface DashboardTables {
  /** 011_dashboard: people who may sign in to the dashboard; `role` is owner, admin or viewer. */
  administrators: {
    id: string;
    email: string;
    role: string;
    created_at: number;
    /** The administrator who added this one; null when added by the apps tool or dev seeding. */
    created_by: string | null;
  };
  /** 011_dashboard: dashboard sessions; the cookie's value is stored only as an HMAC. */
  admin_sessions: {
    id_hash: string;
    admin_id: string;
    created_at: number;
    expires_at: number;
    revoked_at: number | null;
  };
  /** 011_dashboard: every change made through the dashboard; before/after are JSON with secrets redacted. */
  audit_log: {
    id: string;
    admin_id: string | null;
    admin_email: string;
    action: string;
    target: string;
    before: string | null;
    after: string | null;
    created_at: number;
  };
}

/** 011_dashboard adds a user's block to the users table of 001_initial. */
export interface DashboardUserColumns {
  blocked_at: number | null;
}

/** 011_dashboard adds why a send failed to the deliveries table of 002_channels. */
export interface DashboardDeliveryColumns {
  error: string | null;
}
