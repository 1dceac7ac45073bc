import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISMISS_SCHEDULE_MS } from '../../contract/constants';
import { WIDGET_STORAGE_KEYS } from '../../contract/widget';
import { memoryStorage, prefixedLocalStorage } from '../../services/storage/keyValueStorage';
import {
  clearDismissal,
  hideDurationMs,
  recordDismissal,
  storedCollapsedUntil,
} from '../../state/flows/dismissal';
import { announcementLine } from '../../state/rules/announcementLine';
import { announcementState } from '../../state/rules/announcementText';
import { planAutoClick } from '../../state/rules/autoClick';
import {
  hasCollapseOpacity,
  initialWidgetMode,
  type WidgetState,
  widgetReducer,
} from '../../state/rules/widgetMode';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('widget expanded / collapsed / hidden (spec §4)', () => {
  const base = {
    popUpDisabled: false,
    userSignedIn: false,
    collapsed: false,
    collapsedUntil: null,
    now: 1000,
  };

  it('starts expanded, collapsed when asked or still dismissed, hidden when the pop-up is disabled', () => {
    expect(initialWidgetMode(base)).toBe('expanded');
    expect(initialWidgetMode({ ...base, collapsed: true })).toBe('collapsed');
    expect(initialWidgetMode({ ...base, collapsedUntil: 2000 })).toBe('collapsed');
    expect(initialWidgetMode({ ...base, collapsedUntil: 1000 })).toBe('expanded');
    expect(initialWidgetMode({ ...base, popUpDisabled: true, collapsed: true })).toBe('hidden');
    expect(initialWidgetMode({ ...base, userSignedIn: true })).toBe('hidden');
  });

  it('keeps the opacity class for 600 ms after collapsing', () => {
    const collapsed = widgetReducer(
      { mode: 'expanded', collapsedAt: null },
      { type: 'collapse', now: 10_000 },
    );
    expect(collapsed.mode).toBe('collapsed');
    expect(hasCollapseOpacity(collapsed, 10_000)).toBe(true);
    expect(hasCollapseOpacity(collapsed, 10_599)).toBe(true);
    expect(hasCollapseOpacity(collapsed, 10_600)).toBe(false);
  });

  it('expands from collapsed, but a hidden widget stays hidden', () => {
    const hidden: WidgetState = widgetReducer(
      { mode: 'expanded', collapsedAt: null },
      { type: 'popUpDisabled' },
    );
    expect(widgetReducer(hidden, { type: 'expand' }).mode).toBe('hidden');
    const collapsed: WidgetState = { mode: 'collapsed', collapsedAt: 5 };
    expect(widgetReducer(collapsed, { type: 'expand' })).toEqual({ mode: 'expanded', collapsedAt: null });
    expect(widgetReducer(hidden, { type: 'collapse', now: 1 }).mode).toBe('hidden');
  });
});

describe('dismissal schedule (spec §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('hides for 4 hours, then a day, then 7 days, then 28 days from the 4th hide on', () => {
    expect([1, 2, 3, 4, 5, 9].map(hideDurationMs)).toEqual([
      4 * HOUR,
      DAY,
      7 * DAY,
      28 * DAY,
      28 * DAY,
      28 * DAY,
    ]);
    expect(DISMISS_SCHEDULE_MS).toEqual([4 * HOUR, DAY, 7 * DAY, 28 * DAY]);
  });

  it('counts each hide in storage under the sesame prefix and stores the expiry time', () => {
    const values = new Map<string, string>();
    const local = {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
      removeItem: (k: string) => void values.delete(k),
    } as Storage;
    const storage = prefixedLocalStorage(local);
    const first = recordDismissal(storage, Date.now());
    expect(first).toEqual({ hideCount: 1, collapsedUntil: Date.now() + 4 * HOUR });
    expect(values.get(`sesame.${WIDGET_STORAGE_KEYS.hideCount}`)).toBe('1');
    vi.advanceTimersByTime(5 * HOUR);
    const second = recordDismissal(storage, Date.now());
    expect(second.hideCount).toBe(2);
    expect(storedCollapsedUntil(storage)).toBe(Date.now() + DAY);
  });

  it('forgets the counter and expiry after a one-tap success', () => {
    const storage = memoryStorage({ [WIDGET_STORAGE_KEYS.oneTapHidden]: '1' });
    recordDismissal(storage, 0);
    clearDismissal(storage);
    expect(storedCollapsedUntil(storage)).toBeNull();
    expect(recordDismissal(storage, 0).hideCount).toBe(1);
    expect(storage.get(WIDGET_STORAGE_KEYS.oneTapHidden)).toBeNull();
  });

  it('treats an unreadable stored value as none', () => {
    expect(storedCollapsedUntil(memoryStorage({ [WIDGET_STORAGE_KEYS.collapsedUntil]: 'soon' }))).toBeNull();
    expect(recordDismissal(memoryStorage({ [WIDGET_STORAGE_KEYS.hideCount]: '-3' }), 0).hideCount).toBe(1);
  });
});

describe('announcement text (spec §4)', () => {
  const e = (verified: boolean) => ({ identifierType: 'EMAIL' as const, verified, channel: [] });

  it('reads sign-in, then next step, then all verified with the name', () => {
    expect(announcementState([e(false), e(false)])).toBe('signIn');
    expect(announcementState([e(true), e(false)])).toBe('nextStep');
    expect(announcementState([e(true), e(true)])).toBe('allVerified');
    expect(announcementLine('allVerified', { merchant: 'Lumen', user: 'Rina' })).toEqual({
      id: 'announcement.allVerified',
      params: { name: 'Rina' },
    });
    expect(announcementLine('signIn', { merchant: 'Lumen' }).params).toEqual({ merchant: 'Lumen' });
  });
});

describe('auto-click on load (spec §4)', () => {
  const channels = [{ name: 'WHATSAPP' as const }, { name: 'GMAIL' as const }];
  const base = {
    uxMode: true,
    autoClick: false,
    collapsed: false,
    channelParam: null,
    channels,
    native: false,
  };

  it('clicks WhatsApp in ux mode or with autoClick, then drops uxmode and channel from the URL', () => {
    expect(planAutoClick(base)).toEqual({ click: 'WHATSAPP', removeParams: ['uxmode', 'channel'] });
    expect(planAutoClick({ ...base, uxMode: false, autoClick: true }).click).toBe('WHATSAPP');
    expect(planAutoClick({ ...base, native: true }).removeParams).toEqual([]);
  });

  it('clicks nothing when collapsed, when neither flag is set, or for another channel', () => {
    expect(planAutoClick({ ...base, collapsed: true }).click).toBeNull();
    expect(planAutoClick({ ...base, uxMode: false }).click).toBeNull();
    expect(planAutoClick({ ...base, channelParam: 'GMAIL' }).click).toBeNull();
    expect(planAutoClick({ ...base, channels: [{ name: 'GMAIL' }, { name: 'WHATSAPP' }] }).click).toBeNull();
  });
});
