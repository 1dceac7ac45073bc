import { type FormEvent, useState } from 'react';
import { ADMIN_API, ADMIN_ROLES, type AdminMe, type AdminRole } from '../contract/admin';
import type { AddedTeamMember, AuditEntry, TeamMember } from '../contract/adminReports';
import { ApiError, api } from './api';
import { DataTable } from './DataTable';
import { SigningKey } from './SigningKey';
import { useLoad } from './useLoad';

/** docs/dashboard.md "Team": administrators and their roles (owners change them), and the audit log. */
export function TeamPage({ me }: { me: AdminMe }) {
  const team = useLoad(() => api<{ items: TeamMember[] }>('GET', ADMIN_API.team), 'all');
  const audit = useLoad(() => api<{ items: AuditEntry[] }>('GET', ADMIN_API.audit), 'all');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AdminRole>('viewer');
  const [message, setMessage] = useState<string>();
  const owner = me.role === 'owner';
  const done = () => {
    team.reload();
    audit.reload();
  };
  const fail = (e: unknown) => setMessage(e instanceof ApiError ? e.message : String(e));

  const add = (event: FormEvent) => {
    event.preventDefault();
    api<AddedTeamMember>('POST', ADMIN_API.team, { email, role }).then((added) => {
      setEmail('');
      setMessage(
        added.invited
          ? `${email} can now sign in: we emailed them an invitation.`
          : `${email} can now sign in. No email could be sent: tell them to sign in at ${location.origin}${location.pathname}.`,
      );
      done();
    }, fail);
  };

  return (
    <>
      {message && <p role="status">{message}</p>}
      <DataTable label="Administrators" columns={['Email', 'Role', owner && 'Remove']}>
        {team.data?.items.map((m) => (
          <tr key={m.id}>
            <td>{m.email}</td>
            <td>
              {owner ? (
                <select
                  aria-label={`Role of ${m.email}`}
                  value={m.role}
                  onChange={(e) =>
                    api('PATCH', ADMIN_API.teamMember(m.id), { role: e.target.value }).then(done, fail)
                  }
                >
                  {ADMIN_ROLES.map((r) => (
                    <option key={r}>{r}</option>
                  ))}
                </select>
              ) : (
                m.role
              )}
            </td>
            {owner && (
              <td>
                <button
                  type="button"
                  className="link"
                  onClick={() => api('DELETE', ADMIN_API.teamMember(m.id)).then(done, fail)}
                >
                  Remove<span className="sr-only"> {m.email}</span>
                </button>
              </td>
            )}
          </tr>
        ))}
      </DataTable>
      {owner && (
        <form onSubmit={add} className="search" aria-labelledby="invite-title">
          <h2 id="invite-title">Add an administrator</h2>
          <label htmlFor="invite-email">Email</label>
          <input
            id="invite-email"
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <label htmlFor="invite-role">Role</label>
          <select id="invite-role" value={role} onChange={(e) => setRole(e.target.value as AdminRole)}>
            {ADMIN_ROLES.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
          <button type="submit">Add</button>
        </form>
      )}
      {owner && <SigningKey onRotated={audit.reload} />}
      <h2>Audit log</h2>
      <DataTable label="Audit log" columns={['When', 'Who', 'What', 'Target', 'Change']}>
        {audit.data?.items.map((a) => (
          <tr key={a.id}>
            <td>{new Date(a.at).toLocaleString()}</td>
            <td>{a.adminEmail}</td>
            <td>{a.action}</td>
            <td>{a.target}</td>
            <td>
              {a.before !== undefined || a.after !== undefined ? (
                <details>
                  <summary>Before / after</summary>
                  <pre>{JSON.stringify({ before: a.before, after: a.after }, null, 2)}</pre>
                </details>
              ) : (
                '—'
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
