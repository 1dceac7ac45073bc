import type { UiType } from '../../contract/channels';
import type { ChannelConfigEntry, IdentityItem, MerchantConfigResponse } from '../../contract/wire';
import type { BrowserIdentity } from '../channels/onetap/BrowserIdentities';
import { maskPhone } from '../channels/phone/parsePhone';
import { maskEmail } from '../signin/normalizeEmail';

const LOGO = { EMAIL: '/assets/channels/email_login.svg', MOBILE: '/assets/channels/mobile_login.svg' };

/**
 * spec §3 user details for a returning visitor: the merchant configuration with what this
 * browser verified (most recent first, masked), each entry of a verified identifier type marked
 * verified with its identity, and the UI type that follows: FRESH with nothing verified,
 * ONETAP when every entry is, PARTIAL in between. SUPPORT configurations keep their type.
 */
export function recognisedConfig(
  config: MerchantConfigResponse,
  identities: readonly BrowserIdentity[],
): MerchantConfigResponse {
  const latest = (type: BrowserIdentity['identityType']) => identities.find((i) => i.identityType === type);
  const channelConfig = config.channelConfig.map((entry): ChannelConfigEntry => {
    const identity = latest(entry.identifierType);
    if (!identity) return entry;
    // The host keeps no channel per identity: One tap, else the entry's first button, stands for it.
    const button =
      entry.channel.find((item) => item.name === 'ONETAP') ??
      entry.channel.find((item) => item.type === 'BUTTON') ??
      entry.channel[0];
    return {
      ...entry,
      verified: true,
      verifiedChannel: button?.name ?? null,
      identifierValue: masked(identity),
    };
  });
  const items = (type: BrowserIdentity['identityType']): IdentityItem[] =>
    identities
      .filter((i) => i.identityType === type)
      .map((i) => ({ logo: LOGO[type], name: masked(i), value: masked(i) }));
  return {
    ...config,
    channelConfig,
    uiType: config.uiType === 'SUPPORT' ? 'SUPPORT' : uiTypeOf(channelConfig),
    userDetails: { mobile: items('MOBILE'), email: items('EMAIL') },
  };
}

function uiTypeOf(entries: readonly ChannelConfigEntry[]): UiType {
  const verified = entries.filter((e) => e.verified).length;
  if (verified === 0) return 'FRESH';
  return verified === entries.length ? 'ONETAP' : 'PARTIAL';
}

function masked(identity: BrowserIdentity): string {
  return identity.identityType === 'EMAIL' ? maskEmail(identity.identity) : maskPhone(identity.identity);
}
