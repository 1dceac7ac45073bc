import type { Channel, ChannelAction, IdentifierType, UiType } from '../../contract/channels';
import type { ChannelConfigEntry } from '../../contract/wire';
import type { ChannelClientState } from './channelClientState';
import { sortChannels } from './sortChannels';

/** spec §3 Displayed channel (the fields the buttons use). */
export interface DisplayedChannel {
  name: Channel;
  logo: string;
  uiId: string;
  identifierType: IdentifierType;
  identifierValue?: string;
  verified: boolean;
  isActive: boolean;
  isLoading: boolean;
  action: ChannelAction;
}

export interface DisplayOptions {
  /** Apple's channel is shown only on Apple devices (spec §4). */
  isAppleDevice: boolean;
  uiType?: UiType;
  /** The client state of each channel (active, loading, verified). */
  states?: readonly ChannelClientState[];
}

/**
 * spec §4 channel display, for the BUTTON channels of the configuration:
 * - order WHATSAPP, GMAIL, the rest;
 * - Apple only on Apple devices;
 * - a verified identity shows only the channel it was verified with until all are verified;
 * - once any channel is verified and not all are, the active channel is the first unverified one;
 * - the action is one-tap when all are verified and the channel is verified, else auth (support
 *   for a support configuration).
 */
export function displayChannels(
  entries: readonly ChannelConfigEntry[],
  options: DisplayOptions,
): DisplayedChannel[] {
  const allVerified = entries.length > 0 && entries.every((e) => e.verified);
  const anyVerified = entries.some((e) => e.verified);
  const stateOf = (name: Channel) => options.states?.find((s) => s.channelName === name);
  const shown = entries.flatMap((entry) =>
    entry.channel
      .filter((item) => item.type === 'BUTTON')
      .filter((item) => item.name !== 'APPLE_EMAIL' || options.isAppleDevice)
      .filter((item) => allVerified || !entry.verified || entry.verifiedChannel === item.name)
      .map((item): DisplayedChannel => {
        const state = stateOf(item.name);
        const verified = entry.verified && entry.verifiedChannel === item.name;
        return {
          name: item.name,
          logo: item.logo,
          uiId: item.uiId,
          identifierType: entry.identifierType,
          ...(verified && entry.identifierValue ? { identifierValue: entry.identifierValue } : {}),
          verified: verified || (state?.verified ?? false),
          isActive: state?.isActive ?? false,
          isLoading: state?.isLoading ?? false,
          action: actionFor(verified, allVerified, options.uiType),
        };
      }),
  );
  const sorted = sortChannels(shown);
  if (anyVerified && !allVerified) {
    const firstUnverified = sorted.find((c) => !c.verified);
    return sorted.map((c) => ({ ...c, isActive: c === firstUnverified }));
  }
  return sorted;
}

function actionFor(verified: boolean, allVerified: boolean, uiType: UiType | undefined): ChannelAction {
  if (allVerified && verified) return 'oneTap';
  return uiType === 'SUPPORT' ? 'support' : 'auth';
}

/** spec §4 (iPadOS reports a Mac): Apple devices are iOS, iPadOS and macOS. */
export function isAppleDevice(userAgent: string): boolean {
  return /iphone|ipad|ipod|macintosh|mac os x/i.test(userAgent);
}
