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
