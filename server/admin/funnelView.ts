import { DASHBOARD_APP_ID } from '../../contract/admin';
import type { FunnelReport, FunnelRow } from '../../contract/adminReports';
import type { FunnelReads } from './FunnelReads';

/** Sends are recorded per message channel; a phone sign-in over SMS is OTP, OTP_LINK, MAGIC_LINK… */
const SMS = 'SMS';

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

/**
 * The funnel as the dashboard shows it (docs/dashboard.md "Funnels"): without the dashboard's
 * own sign-ins unless asked; SMS sends counted on the sign-in channels that sent them (OTP,
 * OTP_LINK…, shared in proportion to their phone sign-ins that day when an app has several);
 * and the one-tap's own "shown" step.
 */
export async function funnelView(
  reads: FunnelReads,
  report: FunnelReport,
  options: { since: number; appId?: string | undefined; includeDashboard: boolean },
): Promise<FunnelReport> {
  const keep = (row: { appId: string }) => options.includeDashboard || row.appId !== DASHBOARD_APP_ID;
  const rows = report.rows.filter(keep).map((row) => ({ ...row }));
  const signIns = await reads.phoneSignIns(options);
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
  // A row with sends but no sign-in (a test message, an SMS no phone sign-in of that day claims)
  // is no step of any funnel.
  const empty = (r: FunnelRow) => r.started === 0 && r.completed === 0;
  return {
    shown: report.shown.filter(keep),
    rows: rows.filter((r) => !empty(r)),
    oneTapShown: (await reads.oneTapShown(options)).filter(keep),
  };
}
