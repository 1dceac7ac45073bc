import { useState } from 'react';
import { ADMIN_API, type AdminMe } from '../../contract/admin';
import type { AdminApp } from '../../contract/adminApps';
import { api } from '../api';
import { DataTable } from '../DataTable';
import { ErrorNote } from '../ErrorNote';
import { canEdit } from '../pages';
import { useLoad } from '../useLoad';
import { AppEditor } from './AppEditor';

/** docs/dashboard.md "Apps": every app, and the one open for editing beside its live preview. */
export function AppsPage({ me }: { me: AdminMe }) {
  const { data, error, reload } = useLoad(() => api<{ items: AdminApp[] }>('GET', ADMIN_API.apps), 'all');
  const [open, setOpen] = useState<string | 'new' | undefined>(undefined);
  const [secret, setSecret] = useState<string>();
  const app = data?.items.find((a) => a.id === open);

  return (
    <>
      <ErrorNote error={error} />
      <DataTable label="Apps" columns={['App', 'Origins', 'Channels', 'Passkeys']}>
        {data?.items.map((a) => (
          <tr key={a.id}>
            <td>
              <button
                type="button"
                className="link"
                onClick={() => {
                  setSecret(undefined);
                  setOpen(a.id);
                }}
                aria-label={`Open ${a.id}`}
              >
                {a.id}
              </button>
              <div className="muted">{a.name}</div>
            </td>
            <td>{a.origins.join(', ')}</td>
            <td>{channelSummary(a)}</td>
            <td>{a.options.isWebauthnEnabled ? 'On' : 'Off'}</td>
          </tr>
        ))}
      </DataTable>
      {canEdit(me) && (
        <p>
          <button type="button" onClick={() => setOpen('new')}>
            New app
          </button>
        </p>
      )}
      {open !== undefined && (open === 'new' || app) && (
        <AppEditor
          key={open}
          me={me}
          app={app}
          secret={secret}
          onSaved={(id, newSecret) => {
            setSecret(newSecret);
            reload();
            setOpen(id);
          }}
          onDeleted={() => {
            setOpen(undefined);
            reload();
          }}
        />
      )}
    </>
  );
}

const SHOWN_CHANNELS = 4;

/** The first channels in order, and how many more: a long list would swamp the table on a phone. */
function channelSummary(app: AdminApp): string {
  const names = [...new Set(app.channelConfig.flatMap((e) => e.channel.map((c) => c.name)))];
  const more = names.length - SHOWN_CHANNELS;
  return names.slice(0, SHOWN_CHANNELS).join(', ') + (more > 0 ? ` and ${more} more` : '');
}
