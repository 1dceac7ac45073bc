import { lazy, Suspense, useState } from 'react';
import { ADMIN_API } from '../../contract/admin';
import type { FunnelReport } from '../../contract/adminReports';
import { api, withQuery } from '../api';
import { DataTable } from '../DataTable';
import { ErrorNote } from '../ErrorNote';
import { useLoad } from '../useLoad';

/** The charts and their library arrive only when this page opens (a chunk of their own). */
const FunnelCharts = lazy(() => import('./FunnelCharts'));

const seconds = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`);
const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)} %` : '—');

/** docs/dashboard.md "Funnels": shown → started → delivered → completed, per app, channel and day. */
export function FunnelsPage() {
  const [appId, setAppId] = useState('');
  const [days, setDays] = useState(14);
  const [includeDashboard, setIncludeDashboard] = useState(false);
  const { data, error } = useLoad(
    () =>
      api<FunnelReport>(
        'GET',
        withQuery(ADMIN_API.funnel, { appId, days, includeDashboard: includeDashboard ? 'true' : undefined }),
      ),
    `${appId}|${days}|${includeDashboard}`,
  );

  return (
    <>
      <div className="toolbar">
        <label>
          App id{' '}
          <input value={appId} onChange={(e) => setAppId(e.target.value.trim())} placeholder="all apps" />
        </label>
        <label>
          Days{' '}
          <select value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {[1, 7, 14, 30, 90].map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={includeDashboard}
            onChange={(e) => setIncludeDashboard(e.target.checked)}
          />{' '}
          Include sign-ins to this dashboard
        </label>
      </div>
      <ErrorNote error={error} />
      {data && (
        <Suspense fallback={<p aria-live="polite">Loading charts…</p>}>
          <FunnelCharts report={data} days={days} />
        </Suspense>
      )}
      <DataTable
        label="Funnel by day"
        caption="By day, app and channel"
        columns={[
          'Day',
          'App',
          'Channel',
          'Started',
          'Delivered',
          'Completed',
          'Conversion',
          'Median',
          'p90',
        ]}
        empty={data?.rows.length === 0 && 'No sign-ins in this period.'}
      >
        {data?.rows.map((r) => (
          <tr key={`${r.day}-${r.appId}-${r.channel}`}>
            <td>{r.day}</td>
            <td>{r.appId}</td>
            <td>{r.channel}</td>
            <td>{r.started}</td>
            <td>{r.delivered}</td>
            <td>{r.completed}</td>
            <td>{percent(r.completed, r.started)}</td>
            <td>{seconds(r.medianMs)}</td>
            <td>{seconds(r.p90Ms)}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
