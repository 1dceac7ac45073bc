import { type FormEvent, useState } from 'react';
import { ADMIN_API, type AdminMe } from '../../contract/admin';
import type { AdminUserSummary } from '../../contract/adminReports';
import { api, withQuery } from '../api';
import { DataTable } from '../DataTable';
import { ErrorNote } from '../ErrorNote';
import { useLoad } from '../useLoad';
import { UserDetail } from './UserDetail';

/** docs/dashboard.md "Users": search by email, phone or id; open one to see and act. */
export function UsersPage({ me }: { me: AdminMe }) {
  const [query, setQuery] = useState('');
  const [submitted, setSubmitted] = useState('');
  const [open, setOpen] = useState<string>();
  const { data, error, reload } = useLoad(
    () => api<{ items: AdminUserSummary[] }>('GET', withQuery(ADMIN_API.users, { q: submitted })),
    submitted,
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(query);
  };

  return (
    <>
      <form onSubmit={search} className="search" aria-label="Find users">
        <label htmlFor="user-search">Email, phone or user id</label>
        <input id="user-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        <button type="submit">Search</button>
      </form>
      <ErrorNote error={error} />
      <DataTable
        label="Users"
        columns={['User', 'App', 'Since', 'Status']}
        empty={data?.items.length === 0 && 'No users match.'}
      >
        {data?.items.map((u) => (
          <tr key={u.id}>
            <td>
              <button type="button" className="link" onClick={() => setOpen(u.id)}>
                {u.email ?? u.mobile ?? u.id}
              </button>
              <div className="muted">{u.id}</div>
            </td>
            <td>{u.appId}</td>
            <td>{new Date(u.createdAt).toLocaleString()}</td>
            <td>{u.blocked ? 'Blocked' : 'Active'}</td>
          </tr>
        ))}
      </DataTable>
      {open && (
        <UserDetail
          key={open}
          me={me}
          id={open}
          onChanged={reload}
          onDeleted={() => {
            setOpen(undefined);
            reload();
          }}
        />
      )}
    </>
  );
}
