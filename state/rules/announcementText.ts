import type { ChannelConfigEntry } from '../../contract/wire';

export type AnnouncementState = 'signIn' | 'nextStep' | 'allVerified';

/**
 * spec §4: the announcement text changes with state: sign-in while nothing is verified,
 * next-step once something is, all-verified (with the user's name) once everything is.
 */
export function announcementState(entries: readonly ChannelConfigEntry[]): AnnouncementState {
  const verified = entries.filter((e) => e.verified).length;
  if (verified === 0) return 'signIn';
  return verified === entries.length ? 'allVerified' : 'nextStep';
}

/** The message id and values of the bar's line. */
export function announcementLine(
  state: AnnouncementState,
  names: { merchant: string; user?: string },
): { id: `announcement.${AnnouncementState}`; params: Record<string, string> } {
  if (state === 'allVerified') return { id: 'announcement.allVerified', params: { name: names.user ?? '' } };
  return { id: `announcement.${state}`, params: { merchant: names.merchant } };
}
