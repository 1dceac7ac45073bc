import { type FunnelReport, type FunnelRow, ONETAP_CHANNEL } from '../../contract/adminReports';

/** The steps of a funnel, summed. */
export interface FunnelSteps {
  shown: number;
  started: number;
  delivered: number;
  completed: number;
}

/** What the Funnels page draws: both funnels' steps, the sign-in funnel by day and by channel. */
export interface FunnelSeries {
  signIn: FunnelSteps;
  oneTap: FunnelSteps;
  days: string[];
  byDay: { started: number[]; delivered: number[]; completed: number[] };
  channels: string[];
  byChannel: { started: number[]; delivered: number[]; completed: number[] };
}

const count = (list: { count: number }[] | undefined) => (list ?? []).reduce((n, s) => n + s.count, 0);

function steps(rows: FunnelRow[], shown: number): FunnelSteps {
  const sum = (key: 'started' | 'delivered' | 'completed') => rows.reduce((n, r) => n + r[key], 0);
  return { shown, started: sum('started'), delivered: sum('delivered'), completed: sum('completed') };
}

/** Totals per value of `key`, in the order of `keys`. */
function per(rows: FunnelRow[], keys: string[], key: 'day' | 'channel') {
  const index = new Map(keys.map((k, i) => [k, i]));
  const out = { started: keys.map(() => 0), delivered: keys.map(() => 0), completed: keys.map(() => 0) };
  for (const row of rows) {
    const i = index.get(row[key])!;
    out.started[i]! += row.started;
    out.delivered[i]! += row.delivered;
    out.completed[i]! += row.completed;
  }
  return out;
}

/** Every day from `since` to today (UTC), so a quiet day shows as zero rather than missing. */
function daysSince(days: number, now: number): string[] {
  const today = Math.floor(now / 86_400_000);
  return Array.from({ length: days }, (_, i) =>
    new Date((today - days + 1 + i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/**
 * The report as charts read it: the returning visitor's one-tap (its own funnel, from the one-tap
 * offered to completed) apart from every other channel.
 */
export function funnelSeries(report: FunnelReport, days: number, now = Date.now()): FunnelSeries {
  const oneTapRows = report.rows.filter((r) => r.channel === ONETAP_CHANNEL);
  const rows = report.rows.filter((r) => r.channel !== ONETAP_CHANNEL);
  const dayList = daysSince(days, now);
  const channels = [...new Set(rows.map((r) => r.channel))].sort();
  return {
    signIn: steps(rows, count(report.shown)),
    oneTap: steps(oneTapRows, count(report.oneTapShown)),
    days: dayList,
    byDay: per(
      rows.filter((r) => dayList.includes(r.day)),
      dayList,
      'day',
    ),
    channels,
    byChannel: per(rows, channels, 'channel'),
  };
}
