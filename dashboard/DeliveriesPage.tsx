import { useState } from 'react';
import { ADMIN_API } from '../contract/admin';
import type { DeliveryRow } from '../contract/adminReports';
import { api, withQuery } from './api';
import { DataTable } from './DataTable';
import { ErrorNote } from './ErrorNote';
import { useLoad } from './useLoad';

const rowId = (key: string) => `delivery-${key}`;
const when = (iso: string) => new Date(iso).toLocaleString();

/**
 * docs/dashboard.md "Deliveries": every message send with the provider's last status (and when),
 * why it failed, and for a fallback step a button to the send it replaced.
 */
export function DeliveriesPage() {
  const [status, setStatus] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const { data, error } = useLoad(
    () => api<{ items: DeliveryRow[] }>('GET', withQuery(ADMIN_API.deliveries, { status })),
    status,
  );
  const showReplaced = (key: string) => {
    setShown(key);
    const row = document.getElementById(rowId(key));
    row?.scrollIntoView({ block: 'center' });
    row?.focus();
  };
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
        columns={[
          'When',
          'App',
          'Channel',
          'Status',
          'Provider status',
          'Fallback from',
          'Attempts',
          'Provider id',
          'Error',
        ]}
        empty={data?.items.length === 0 && 'No messages sent yet.'}
      >
        {data?.items.map((d) => (
          <tr key={d.key} id={rowId(d.key)} tabIndex={-1} aria-current={shown === d.key ? 'true' : undefined}>
            <td>{when(d.createdAt)}</td>
            <td>{d.appId}</td>
            <td>{d.channel}</td>
            <td className={d.status === 'failed' ? 'error' : undefined}>{d.status}</td>
            <td className={d.providerStatus === 'FAILED' ? 'error' : undefined}>
              {d.providerStatus ? `${d.providerStatus} · ${when(d.providerStatusAt ?? d.updatedAt)}` : '—'}
            </td>
            <td>
              <FallbackFrom row={d} listed={data.items} onShow={showReplaced} />
            </td>
            <td>{d.attempts}</td>
            <td>{d.providerId ?? '—'}</td>
            <td>{d.error ?? '—'}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

/** The send a fallback step replaced: a button to its row when it is listed, else its channel and sign-in. */
function FallbackFrom(props: { row: DeliveryRow; listed: DeliveryRow[]; onShow: (key: string) => void }) {
  const from = props.row.fallbackFrom;
  if (!from) return <>—</>;
  const label = `${from.channel ?? 'sign-in'} ${from.transactionId}`;
  const { key } = from;
  if (key && props.listed.some((d) => d.key === key))
    return (
      <button type="button" className="link" onClick={() => props.onShow(key)}>
        {`↑ ${label}`}
      </button>
    );
  return <>{label}</>;
}
