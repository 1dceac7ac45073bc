import type { Kysely } from 'kysely';
import { DASHBOARD_APP_ID, type FunnelReport, type FunnelRow } from '../../contract/admin';
import type { Database } from '../db/schema';

const DAY_MS = 86_400_000;
const ROW_LIMIT = 100_000;
const dayOf = (ms: number) => new Date(Math.floor(ms / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
/** Sends are recorded per message channel; a phone sign-in over SMS is OTP, OTP_LINK, MAGIC_LINK… */
const SMS = 'SMS';

/** Sign-ins to a typed phone number answered by SMS, per day, app and sign-in channel. */
async function smsSignIns(db: Kysely<Database>, since: number, appId: string | undefined) {
  let query = db
    .selectFrom('transactions')
    .select(['app_id', 'channel', 'created_at'])
    .where('identity_type', '=', 'MOBILE')
    .where('channel', '!=', 'WHATSAPP')
    .where('created_at', '>=', since)
    .limit(ROW_LIMIT);
  if (appId) query = query.where('app_id', '=', appId);
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
 * Shares `total` among channels in proportion to their weights, in whole numbers that add up
 * (largest remainder).
 */
export function shareOut(total: number, weights: Map<string, number>): Map<string, number> {
  const sum = [...weights.values()].reduce((a, b) => a + b, 0);
  const exact = [...weights].map(([key, w]) => ({ key, value: (total * w) / sum }));
  const out = new Map(exact.map(({ key, value }) => [key, Math.floor(value)]));
  let left = total - [...out.values()].reduce((a, b) => a + b, 0);
  for (const { key } of exact.sort((a, b) => (b.value % 1) - (a.value % 1))) {
    if (left-- <= 0) break;
    out.set(key, out.get(key)! + 1);
  }
  return out;
}

/** The one-tap offered to returning visitors (the widget's ONETAP_CREATED events), per app and day. */
async function oneTapShown(db: Kysely<Database>, since: number, appId: string | undefined) {
  let query = db
    .selectFrom('sdk_events')
    .select(['app_id', 'received_at'])
    .where('event_name', 'in', ['SDK_ONETAP_CREATED', 'SDK_IN_IFRAME_ONETAP_CREATED'])
    .where('received_at', '>=', since)
    .limit(ROW_LIMIT);
  if (appId) query = query.where('app_id', '=', appId);
  const counts = new Map<string, { day: string; appId: string; count: number }>();
  for (const event of await query.execute()) {
    const day = dayOf(Number(event.received_at));
    const entry = counts.get(`${day}|${event.app_id}`) ?? { day, appId: event.app_id, count: 0 };
    entry.count++;
    counts.set(`${day}|${event.app_id}`, entry);
  }
  return [...counts.values()];
}

/**
 * The funnel as the dashboard shows it (docs/dashboard.md "Funnels"): without the dashboard's
 * own sign-ins unless asked; SMS sends counted on the sign-in channels that sent them (OTP,
 * OTP_LINK…, shared in proportion to their phone sign-ins that day when an app has several);
 * and the one-tap's own "shown" step.
 */
export async function funnelView(
  db: Kysely<Database>,
  report: FunnelReport,
  options: { since: number; appId?: string | undefined; includeDashboard: boolean },
): Promise<FunnelReport> {
  const keep = (row: { appId: string }) => options.includeDashboard || row.appId !== DASHBOARD_APP_ID;
  const rows = report.rows.filter(keep).map((row) => ({ ...row }));
  const signIns = await smsSignIns(db, options.since, options.appId);
  const byKey = new Map<string, FunnelRow>(rows.map((r) => [`${r.day}|${r.appId}|${r.channel}`, r]));
  for (const smsRow of rows.filter((r) => r.channel === SMS && r.delivered > 0)) {
    const weights = signIns.get(`${smsRow.day}|${smsRow.appId}`);
    if (!weights?.size) continue;
    const shares = shareOut(smsRow.delivered, weights);
    smsRow.delivered = 0;
    for (const [channel, count] of shares) {
      const target = byKey.get(`${smsRow.day}|${smsRow.appId}|${channel}`);
      if (target) target.delivered += count;
    }
  }
  const empty = (r: FunnelRow) => r.started === 0 && r.delivered === 0 && r.completed === 0;
  return {
    shown: report.shown.filter(keep),
    rows: rows.filter((r) => !empty(r)),
    oneTapShown: (await oneTapShown(db, options.since, options.appId)).filter(keep),
  };
}
