import type { Kysely } from 'kysely';
import type { FunnelReport, FunnelRow } from '../../contract/adminReports';
import type { Database } from '../db/schema';

const DAY_MS = 86_400_000;
/** The funnel looks back at most this far, and reads at most this many sign-ins. */
export const FUNNEL_MAX_DAYS = 90;
const ROW_LIMIT = 100_000;

const dayOf = (ms: number) => new Date(Math.floor(ms / DAY_MS) * DAY_MS).toISOString().slice(0, 10);

/** The value below which `share` of the sorted values lie (nearest rank). */
function percentile(sorted: number[], share: number): number | null {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

type Since = { since: number; appId?: string | undefined };
type DayCount = { day: string; appId: string; count: number };

/** The dashboard's funnel, read from the transaction, delivery and widget-event tables. */
export class FunnelReads {
  constructor(private readonly db: Kysely<Database>) {}

  /** How often the widget sent one of these events, per day and app. */
  private async eventsPerDay(names: readonly string[], options: Since): Promise<DayCount[]> {
    let query = this.db
      .selectFrom('sdk_events')
      .select(['app_id', 'received_at'])
      .where('event_name', 'in', names)
      .where('received_at', '>=', options.since)
      .limit(ROW_LIMIT);
    if (options.appId) query = query.where('app_id', '=', options.appId);
    const counts = new Map<string, DayCount>();
    for (const event of await query.execute()) {
      const day = dayOf(Number(event.received_at));
      const entry = counts.get(`${day}|${event.app_id}`) ?? { day, appId: event.app_id, count: 0 };
      entry.count++;
      counts.set(`${day}|${event.app_id}`, entry);
    }
    return [...counts.values()];
  }

  /** The one-tap offered to returning visitors (the widget's ONETAP_CREATED events), per app and day. */
  oneTapShown(options: Since): Promise<DayCount[]> {
    return this.eventsPerDay(['SDK_ONETAP_CREATED', 'SDK_IN_IFRAME_ONETAP_CREATED'], options);
  }

  /** Sign-ins to a typed phone number (not WhatsApp), per `day|app` and then per sign-in channel. */
  async phoneSignIns(options: Since): Promise<Map<string, Map<string, number>>> {
    let query = this.db
      .selectFrom('transactions')
      .select(['app_id', 'channel', 'created_at'])
      .where('identity_type', '=', 'MOBILE')
      .where('channel', '!=', 'WHATSAPP')
      .where('created_at', '>=', options.since)
      .limit(ROW_LIMIT);
    if (options.appId) query = query.where('app_id', '=', options.appId);
    const counts = new Map<string, Map<string, number>>();
    for (const tx of await query.execute()) {
      const key = `${dayOf(Number(tx.created_at))}|${tx.app_id}`;
      const perChannel = counts.get(key) ?? new Map<string, number>();
      perChannel.set(tx.channel, (perChannel.get(tx.channel) ?? 0) + 1);
      counts.set(key, perChannel);
    }
    return counts;
  }

  /**
   * docs/dashboard.md "Funnels": per day, app and channel, from what is stored: sign-ins started
   * (transactions), messages delivered (deliveries sent on that channel), sign-ins completed, and
   * the median and p90 time from start to completion. "Shown" is the widget's INITIALIZED events.
   */
  async report(options: Since): Promise<FunnelReport> {
    const db = this.db;
    let txs = db
      .selectFrom('transactions')
      .select(['app_id', 'channel', 'created_at', 'completed_at', 'status'])
      .where('created_at', '>=', options.since)
      .limit(ROW_LIMIT);
    let sends = db
      .selectFrom('deliveries')
      .select(['app_id', 'channel', 'created_at'])
      .where('status', '=', 'sent')
      .where('created_at', '>=', options.since)
      .limit(ROW_LIMIT);
    if (options.appId) {
      txs = txs.where('app_id', '=', options.appId);
      sends = sends.where('app_id', '=', options.appId);
    }
    const [txRows, sendRows, shown] = await Promise.all([
      txs.execute(),
      sends.execute(),
      this.eventsPerDay(['SDK_INITIALIZED', 'SDK_IN_IFRAME_INITIALIZED'], options),
    ]);

    const rows = new Map<string, FunnelRow & { times: number[] }>();
    const rowFor = (day: string, appId: string, channel: string) => {
      const key = `${day}|${appId}|${channel}`;
      let row = rows.get(key);
      if (!row) {
        row = {
          day,
          appId,
          channel,
          started: 0,
          delivered: 0,
          completed: 0,
          medianMs: null,
          p90Ms: null,
          times: [],
        };
        rows.set(key, row);
      }
      return row;
    };
    for (const tx of txRows) {
      const row = rowFor(dayOf(Number(tx.created_at)), tx.app_id, tx.channel);
      row.started++;
      if (tx.status === 'SUCCESS' && tx.completed_at !== null) {
        row.completed++;
        row.times.push(Number(tx.completed_at) - Number(tx.created_at));
      }
    }
    for (const send of sendRows)
      rowFor(dayOf(Number(send.created_at)), send.app_id, send.channel).delivered++;

    const out = [...rows.values()].map(({ times, ...row }) => {
      times.sort((a, b) => a - b);
      return { ...row, medianMs: percentile(times, 0.5), p90Ms: percentile(times, 0.9) };
    });
    out.sort(
      (a, b) =>
        a.day.localeCompare(b.day) || a.appId.localeCompare(b.appId) || a.channel.localeCompare(b.channel),
    );
    return { shown, rows: out };
  }
}

export const funnelSince = (now: number, days: number) => now - Math.min(days, FUNNEL_MAX_DAYS) * DAY_MS;
