import { useState } from 'react';
import { ADMIN_API, type AdminMe } from '../../contract/admin';
import type { AdminApp } from '../../contract/adminApps';
import type { AdminWebhookDelivery, AdminWebhookEndpoint } from '../../contract/webhooks';
import { ApiError, api } from '../api';
import { DataTable } from '../DataTable';
import { ErrorNote } from '../ErrorNote';
import { canEdit } from '../pages';
import { useLoad } from '../useLoad';
import { AddEndpointForm } from './AddEndpointForm';

type Webhooks = { endpoints: AdminWebhookEndpoint[]; deliveries: AdminWebhookDelivery[] };

/** docs/dashboard.md "Webhooks": an app's endpoints and the log of what was sent to them, with resend. */
export function WebhooksPage({ me }: { me: AdminMe }) {
  const apps = useLoad(() => api<{ items: AdminApp[] }>('GET', ADMIN_API.apps), 'all');
  const [chosen, setChosen] = useState('');
  const appId = chosen || apps.data?.items[0]?.id || '';
  const hooks = useLoad(
    () => (appId ? api<Webhooks>('GET', ADMIN_API.webhooks(appId)) : Promise.resolve(undefined)),
    appId,
  );
  const [message, setMessage] = useState<string>();
  const edit = canEdit(me);
  const act = (method: string, path: string, done: string) =>
    api(method, path).then(
      () => {
        setMessage(done);
        hooks.reload();
      },
      (e: unknown) => setMessage(e instanceof ApiError ? e.message : String(e)),
    );
  const error = apps.error ?? hooks.error;

  return (
    <>
      <div className="toolbar">
        <label htmlFor="webhook-app">App</label>
        <select id="webhook-app" value={appId} onChange={(e) => setChosen(e.target.value)}>
          {apps.data?.items.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name} ({a.id})
            </option>
          ))}
        </select>
      </div>
      <ErrorNote error={error} />
      {message && <p role="status">{message}</p>}
      <DataTable
        label="Endpoints"
        columns={['URL', 'Events', edit && 'Remove']}
        empty={hooks.data?.endpoints.length === 0 && 'No endpoints yet.'}
      >
        {hooks.data?.endpoints.map((e) => (
          <tr key={e.id}>
            <td>
              {e.url}
              <div className="muted">{e.id}</div>
            </td>
            <td>{e.events.join(', ')}</td>
            {edit && (
              <td>
                <button
                  type="button"
                  className="danger"
                  onClick={() => act('DELETE', ADMIN_API.webhook(appId, e.id), `Removed ${e.url}.`)}
                >
                  Remove
                </button>
              </td>
            )}
          </tr>
        ))}
      </DataTable>
      {edit && appId && <AddEndpointForm key={appId} appId={appId} onAdded={hooks.reload} />}
      <h2>Delivery log</h2>
      <DataTable
        label="Webhook deliveries"
        columns={['When', 'Event', 'Status', 'Attempts', 'Last answer', edit && 'Resend']}
        empty={hooks.data?.deliveries.length === 0 && 'Nothing sent yet.'}
      >
        {hooks.data?.deliveries.map((d) => (
          <tr key={d.id}>
            <td>{new Date(d.createdAt).toLocaleString()}</td>
            <td>{d.event}</td>
            <td className={d.status === 'failed' ? 'error' : undefined}>{d.status}</td>
            <td>{d.attempts}</td>
            <td>{d.lastError ?? d.lastStatus ?? '—'}</td>
            {edit && (
              <td>
                <button
                  type="button"
                  className="secondary"
                  onClick={() =>
                    act('POST', ADMIN_API.webhookResend(appId, d.id), `Queued ${d.event} again.`)
                  }
                >
                  Resend
                </button>
              </td>
            )}
          </tr>
        ))}
      </DataTable>
    </>
  );
}
