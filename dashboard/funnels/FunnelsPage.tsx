import { useState } from 'react';
import { ADMIN_API, type FunnelReport, type FunnelRow } from '../../contract/admin';
import { api, withQuery } from '../api';
import { DataTable } from '../DataTable';
import { ErrorNote } from '../ErrorNote';
import { useLoad } from '../useLoad';
import { BarChart } from './BarChart';

const seconds = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`);
const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)} %` : '—');

function total(rows: FunnelRow[]) {
  return rows.reduce(
    (sum, r) => ({
      started: sum.started + r.started,
      delivered: sum.delivered + r.delivered,
      completed: sum.completed + r.completed,
    }),
    { started: 0, delivered: 0, completed: 0 },
  );
}

/** docs/dashboard.md "Funnels": shown → started → delivered → completed, per app, channel and day. */
export function FunnelsPage() {
  const [appId, setAppId] = useState('');
  const [days, setDays] = useState(14);
  const { data, error } = useLoad(
    () => api<FunnelReport>('GET', withQuery(ADMIN_API.funnel, { appId, days })),
    `${appId}|${days}`,
  );
  const sums = total(data?.rows ?? []);
  const shown = (data?.shown ?? []).reduce((n, s) => n + s.count, 0);

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
      </div>
      <ErrorNote error={error} />
      <BarChart
        title={`All channels, last ${days} days (conversion ${percent(sums.completed, sums.started)})`}
        bars={[
          { label: 'Shown', value: shown },
          { label: 'Started', value: sums.started },
          { label: 'Delivered', value: sums.delivered },
          { label: 'Completed', value: sums.completed },
        ]}
      />
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
