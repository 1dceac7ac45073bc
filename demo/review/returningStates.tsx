import type { ChannelConfigEntry, MerchantConfigResponse } from '../../contract/wire';
import { oneTapConfirmAtom } from '../../state/atoms/oneTapConfirmAtom';
import { returnedFailureAtom } from '../../state/atoms/returnedFailureAtom';
import { type FlowState, flowReducer } from '../../state/rules/flowMachine';
import { toFlowConfig } from '../../state/rules/toFlowConfig';
import { flows, merchantConfig } from './fixtures';
import type { ReviewState } from './ReviewState';
import { floater, noop, view } from './tileParts';

const EMAIL = 'r•••a@example.com';
const PHONE = '+62••••••••7890';

/**
 * The configuration a returning visitor gets with the device proof (docs/widget.md "Returning
 * visitors"): the verified identifier types marked verified by their channel, masked.
 */
function recognised(verified: Partial<Record<'EMAIL' | 'MOBILE', { channel: string; value: string }>>) {
  const channelConfig = merchantConfig.channelConfig.map((entry): ChannelConfigEntry => {
    const known = verified[entry.identifierType];
    if (!known) return entry;
    return {
      ...entry,
      verified: true,
      verifiedChannel: known.channel as ChannelConfigEntry['verifiedChannel'],
      identifierValue: known.value,
    };
  });
  const count = channelConfig.filter((e) => e.verified).length;
  const item = (value?: string) => (value ? [{ logo: '', name: value, value }] : []);
  const config: MerchantConfigResponse = {
    ...merchantConfig,
    uiType: count === channelConfig.length ? 'ONETAP' : 'PARTIAL',
    channelConfig,
    userDetails: { email: item(verified.EMAIL?.value), mobile: item(verified.MOBILE?.value) },
  };
  return flowReducer(flows.loading, { type: 'configLoaded', config: toFlowConfig(config) }) as FlowState;
}

const email = recognised({ EMAIL: { channel: 'GMAIL', value: EMAIL } });
const both = recognised({
  EMAIL: { channel: 'GMAIL', value: EMAIL },
  MOBILE: { channel: 'WHATSAPP', value: PHONE },
});
const phone = recognised({ MOBILE: { channel: 'WHATSAPP', value: PHONE } });

/** The floater for a visitor the host recognised by their device key (spec §3 user details, §4). */
export const RETURNING_STATES: ReviewState[] = [
  {
    id: 'floater-returningpartial',
    title: 'Floater: returning visitor, email verified (the phone next)',
    setup: floater(email),
    render: view(),
  },
  {
    id: 'floater-returningall',
    title: 'Floater: returning visitor, everything verified (one tap)',
    setup: floater(both),
    render: view(),
  },
  {
    id: 'floater-returningcollapsed',
    title: 'Floater: returning visitor, collapsed with their initial',
    setup: floater(email, 'collapsed'),
    render: view(),
  },
  {
    id: 'floater-returningphone',
    title: 'Floater: returning visitor by phone, collapsed',
    setup: floater(phone, 'collapsed'),
    render: view(),
  },
  {
    id: 'floater-onetapconfirm',
    title: 'Floater: one-tap asks "Continue as" first (the merchant’s fom flag)',
    setup: floater(both, 'expanded', (store) =>
      store.set(oneTapConfirmAtom, { identity: EMAIL, answer: noop }),
    ),
    render: view(),
  },
  {
    id: 'floater-ssocancelled',
    title: 'Floater: back from GitHub, the visitor cancelled there',
    setup: floater(flows.entry, 'expanded', (store) =>
      store.set(returnedFailureAtom, { channel: 'GITHUB_SSO', cancelled: true }),
    ),
    render: view(),
  },
  {
    id: 'floater-ssofailed',
    title: 'Floater: back from Google, the provider failed',
    setup: floater(flows.entry, 'expanded', (store) =>
      store.set(returnedFailureAtom, { channel: 'GMAIL', cancelled: false }),
    ),
    render: view(),
  },
];
