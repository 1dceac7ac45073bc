import { ADMIN_API, type AdminMe } from '../../contract/admin';
import type { AdminUserDetail } from '../../contract/adminReports';
import { api } from '../api';
import { DataTable } from '../DataTable';
import { ErrorNote } from '../ErrorNote';
import { canEdit } from '../pages';
import { useLoad } from '../useLoad';

const when = (iso: string) => new Date(iso).toLocaleString();

/** One user: identities, sessions (revoke), passkeys (remove), sign-in history; block, export, delete. */
export function UserDetail(props: { me: AdminMe; id: string; onChanged: () => void; onDeleted: () => void }) {
  const {
    data: user,
    error,
    reload,
  } = useLoad(() => api<AdminUserDetail>('GET', ADMIN_API.user(props.id)), props.id);
  const editable = canEdit(props.me);
  const act = (method: string, path: string, body?: unknown) =>
    api(method, path, body).then(() => {
      reload();
      props.onChanged();
    });

  const exportJson = async () => {
    const data = await api('GET', ADMIN_API.userExport(props.id));
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: `${props.id}.json` });
    a.click();
    URL.revokeObjectURL(url);
  };
  const remove = async () => {
    if (!confirm('Delete this user and everything stored of them?')) return;
    await api('DELETE', ADMIN_API.user(props.id));
    props.onDeleted();
  };

  if (error) return <ErrorNote error={error} />;
  if (!user) return <p aria-live="polite">Loading…</p>;
  return (
    <section className="detail" aria-labelledby="user-title">
      <h2 id="user-title">{user.email ?? user.mobile ?? user.id}</h2>
      <p className="muted">
        {user.id} · app {user.appId} · {user.blocked ? 'blocked' : 'active'}
      </p>
      {editable && (
        <div className="actions">
          <button
            type="button"
            className="secondary"
            onClick={() => act('POST', ADMIN_API.userBlock(user.id), { blocked: !user.blocked })}
          >
            {user.blocked ? 'Unblock' : 'Block'}
          </button>
          <button type="button" className="secondary" onClick={exportJson}>
            Export JSON
          </button>
          <button type="button" className="danger" onClick={remove}>
            Delete user
          </button>
        </div>
      )}
      <h3>Identities</h3>
      <ul>
        {user.identities.map((i) => (
          <li key={`${i.type}:${i.value}`}>
            {i.type}: {i.value} (verified {when(i.verifiedAt)})
          </li>
        ))}
      </ul>
      <h3>Sessions</h3>
      <ul className="sessions">
        {user.sessions.map((s) => (
          <li key={s.id}>
            Opened {when(s.createdAt)} ·{' '}
            {s.live ? 'live' : s.revokedAt ? `revoked ${when(s.revokedAt)}` : 'expired'}
            {s.live && editable && (
              <button
                type="button"
                className="link"
                onClick={() => act('DELETE', ADMIN_API.userSession(user.id, s.id))}
              >
                Revoke<span className="sr-only"> session opened {when(s.createdAt)}</span>
              </button>
            )}
          </li>
        ))}
        {user.sessions.length === 0 && <li>No sessions.</li>}
      </ul>
      <h3>Passkeys</h3>
      <ul>
        {user.passkeys.map((p) => (
          <li key={p.id}>
            Added {when(p.createdAt)}
            {editable && (
              <button
                type="button"
                className="link"
                onClick={() => act('DELETE', ADMIN_API.userPasskey(user.id, p.id))}
              >
                Remove<span className="sr-only"> passkey added {when(p.createdAt)}</span>
              </button>
            )}
          </li>
        ))}
        {user.passkeys.length === 0 && <li>No passkeys.</li>}
      </ul>
      <h3>Sign-in history</h3>
      <DataTable label="Sign-in history" columns={['When', 'Channel', 'Result', 'Device']}>
        {user.signIns.map((s) => (
          <tr key={`${s.at}-${s.channel}`}>
            <td>{when(s.at)}</td>
            <td>{s.channel}</td>
            <td>{s.status}</td>
            <td>{s.device ?? '—'}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
