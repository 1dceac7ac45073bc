import { describe, expect, it } from 'vitest';
import type { FunnelRow } from '../../contract/adminReports';
import { funnelSeries } from '../../dashboard/funnels/funnelSeries';

const row = (
  day: string,
  channel: string,
  started: number,
  delivered: number,
  completed: number,
): FunnelRow => ({
  day,
  appId: 'shop',
  channel,
  started,
  delivered,
  completed,
  medianMs: null,
  p90Ms: null,
});

describe('funnelSeries', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const report = {
    shown: [{ day: '2026-03-10', appId: 'shop', count: 9 }],
    oneTapShown: [{ day: '2026-03-09', appId: 'shop', count: 4 }],
    rows: [
      row('2026-03-09', 'OTP', 3, 3, 2),
      row('2026-03-10', 'EMAIL_LOGIN', 2, 2, 1),
      row('2026-03-10', 'OTP', 1, 1, 1),
      row('2026-03-10', 'ONETAP', 3, 0, 2),
    ],
  };

  it('keeps the one-tap a funnel of its own', () => {
    const s = funnelSeries(report, 3, now);
    expect(s.signIn).toEqual({ shown: 9, started: 6, delivered: 6, completed: 4 });
    expect(s.oneTap).toEqual({ shown: 4, started: 3, delivered: 0, completed: 2 });
    expect(s.channels).toEqual(['EMAIL_LOGIN', 'OTP']);
  });

  it('counts every day of the period, a quiet one as zero', () => {
    const s = funnelSeries(report, 3, now);
    expect(s.days).toEqual(['2026-03-08', '2026-03-09', '2026-03-10']);
    expect(s.byDay.started).toEqual([0, 3, 3]);
    expect(s.byDay.completed).toEqual([0, 2, 2]);
    expect(s.byChannel.started).toEqual([2, 4]);
  });
});
