import type { AnnouncementState } from './announcementText';

/** The message id and values of the bar's line. */
export function announcementLine(
  state: AnnouncementState,
  names: { merchant: string; user?: string },
): { id: `announcement.${AnnouncementState}`; params: Record<string, string> } {
  if (state === 'allVerified') return { id: 'announcement.allVerified', params: { name: names.user ?? '' } };
  return { id: `announcement.${state}`, params: { merchant: names.merchant } };
}
