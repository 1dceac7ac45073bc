import { type AdminRole, DASHBOARD_APP_ID, DASHBOARD_PATH } from '../../contract/admin';
import type { OutgoingMessage } from '../delivery/Delivery';
import { html } from '../pages/html';

const ROLE_WORDS: Record<AdminRole, string> = {
  owner: 'manage apps, users and the team',
  admin: 'manage apps and users',
  viewer: 'see apps, users, funnels and deliveries',
};

/**
 * The email a new administrator gets (docs/dashboard.md "Team"): who added them, what their role
 * lets them do, and where to sign in. It carries no code or secret: they sign in with Sesame at
 * the dashboard's address with this email, as anyone does.
 */
export function invitationMessage(options: {
  issuer: string;
  to: string;
  role: AdminRole;
  invitedBy: string;
}): OutgoingMessage {
  const { to, role, invitedBy } = options;
  const url = new URL(DASHBOARD_PATH, options.issuer).href;
  const text = [
    `${invitedBy} added you to the Sesame dashboard as ${role}: you can ${ROLE_WORDS[role]}.`,
    '',
    `Sign in at ${url} with this address (${to}).`,
    '',
    "If you don't know why you got this, you can ignore it.",
  ].join('\n');
  const body = html`<div style="font-family:system-ui,sans-serif;max-width:480px;margin:auto;padding:24px">
<h1 style="font-size:20px">You're invited to the Sesame dashboard</h1>
<p>${invitedBy} added you as <strong>${role}</strong>: you can ${ROLE_WORDS[role]}.</p>
<p><a href="${url}">Sign in to the dashboard</a> with this address (${to}).</p>
<p style="font-size:13px">If you don't know why you got this, you can ignore it.</p>
</div>`;
  return {
    appId: DASHBOARD_APP_ID,
    channel: 'EMAIL',
    to,
    subject: `${invitedBy} invited you to the Sesame dashboard`,
    text,
    html: String(body),
    link: url,
  };
}
