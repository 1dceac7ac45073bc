import type { FunnelReport } from '../../contract/adminReports';
import { funnelSeries } from './funnelSeries';
import { UPlotChart } from './UPlotChart';

const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)} %` : '—');

/**
 * The Funnels page's charts (a lazy chunk with uPlot): the sign-in funnel's steps, the same by
 * day and per channel, and the returning visitor's one-tap as a funnel of its own.
 */
export default function FunnelCharts(props: { report: FunnelReport; days: number }) {
  const s = funnelSeries(props.report, props.days);
  const steps = (f: typeof s.signIn, withDelivered: boolean) => [
    { label: 'Count', values: [f.shown, f.started, ...(withDelivered ? [f.delivered] : []), f.completed] },
  ];
  return (
    <div className="charts">
      <UPlotChart
        title={`Sign-in funnel, last ${props.days} days (conversion ${percent(s.signIn.completed, s.signIn.started)})`}
        kind="bars"
        categories={['Shown', 'Started', 'Delivered', 'Completed']}
        series={steps(s.signIn, true)}
      />
      <UPlotChart
        title={`Returning-visitor one-tap (conversion ${percent(s.oneTap.completed, s.oneTap.started)})`}
        kind="bars"
        categories={['Offered', 'Started', 'Completed']}
        series={steps(s.oneTap, false)}
      />
      <UPlotChart
        title="Sign-ins by day"
        kind="days"
        categories={s.days}
        series={[
          { label: 'Started', values: s.byDay.started },
          { label: 'Delivered', values: s.byDay.delivered },
          { label: 'Completed', values: s.byDay.completed },
        ]}
      />
      {s.channels.length > 0 ? (
        <UPlotChart
          title="Sign-ins per channel"
          kind="bars"
          categories={s.channels}
          series={[
            { label: 'Started', values: s.byChannel.started },
            { label: 'Delivered', values: s.byChannel.delivered },
            { label: 'Completed', values: s.byChannel.completed },
          ]}
        />
      ) : (
        <p className="chart muted">No sign-in by any channel in this period.</p>
      )}
    </div>
  );
}
