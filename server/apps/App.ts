import type { ChannelConfigEntry, UiConfig } from '../../services/contract/wire';

/** Per-app settings that are not part of the spec's config shapes. */
export interface AppOptions {
  /** The provider's own privacy policy, shown when the merchant gave no links (spec §2). */
  privacyPolicyUrl?: string;
  isPopUpDisabled?: boolean;
  autoClick?: boolean;
  fom?: boolean;
  isWebauthnEnabled?: boolean;
  supportEmail?: string;
}

/** A merchant's app (spec §3 "Merchant details", "UI config", "Channel (configuration)"). */
export interface App {
  id: string;
  clientId: string;
  name: string;
  logo: string | undefined;
  /** Exact origins allowed to embed the widget and call the API (SECURITY.md). */
  origins: string[];
  loginUri: string | undefined;
  redirectUris: string[];
  uiConfig: UiConfig;
  channelConfig: ChannelConfigEntry[];
  options: AppOptions;
  createdAt: number;
  updatedAt: number;
}
