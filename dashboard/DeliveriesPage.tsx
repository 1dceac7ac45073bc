import { useState } from 'react';
import { ADMIN_API } from '../contract/admin';
import type { DeliveryRow } from '../contract/adminReports';
import { api, withQuery } from './api';
import { DataTable } from './DataTable';
import { ErrorNote } from './ErrorNote';
import { useLoad } from './useLoad';

/** docs/dashboard.md "Deliveries": every SMS and WhatsApp send with its provider status and, when it failed, why. */
export function DeliveriesPage() {
  const [status, setStatus] = useState('');
  const { data, error } = useLoad(
    () => api<{ items: DeliveryRow[] }>('GET', withQuery(ADMIN_API.deliveries, { status })),
    status,
  );
  return (
    <>
      <div className="toolbar">
        <label>
          Status{' '}
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Any</option>
            <option value="sending">Sending</option>
            <option value="sent">Sent</option>
            <option value="failed">Failed</option>
          </select>
        </label>
      </div>
      <ErrorNote error={error} />
      <DataTable
        label="Deliveries"
        columns={['When', 'App', 'Channel', 'Status', 'Attempts', 'Provider id', 'Error']}
        empty={data?.items.length === 0 && 'No messages sent yet.'}
      >
        {data?.items.map((d) => (
          <tr key={d.key}>
            <td>{new Date(d.createdAt).toLocaleString()}</td>
            <td>{d.appId}</td>
            <td>{d.channel}</td>
            <td className={d.status === 'failed' ? 'error' : undefined}>{d.status}</td>
            <td>{d.attempts}</td>
            <td>{d.providerId ?? '—'}</td>
            <td>{d.error ?? '—'}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
