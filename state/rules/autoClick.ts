import type { Channel } from '../../contract/channels';

export interface AutoClickInput {
  uxMode: boolean;
  autoClick: boolean;
  collapsed: boolean;
  /** The `channel` URL parameter. */
  channelParam: string | null;
  /** The channels on screen, in display order. */
  channels: readonly { name: Channel }[];
  native: boolean;
}

export interface AutoClickPlan {
  /** The channel to click on load, or null. */
  click: Channel | null;
  /** URL parameters to remove afterwards. */
  removeParams: string[];
}

/**
 * spec §4 "Auto-click on load": when ux mode or autoClick is set and the widget is not collapsed,
 * the channel matching the channel parameter (any channel if none) is clicked, only for
 * WhatsApp. Then the ux-mode and channel parameters are removed in non-native mode.
 */
export function planAutoClick(input: AutoClickInput): AutoClickPlan {
  if (!(input.uxMode || input.autoClick) || input.collapsed) return { click: null, removeParams: [] };
  const match = input.channels.find((c) => input.channelParam === null || c.name === input.channelParam);
  const click = match?.name === 'WHATSAPP' ? match.name : null;
  return { click, removeParams: input.native ? [] : ['uxmode', 'channel'] };
}
