/**
 * Fixed sample data for the design-review page: one coffee shop, its channels and the accounts
 * one-tap knows. Nothing here reaches a network.
 */
import type { MerchantConfigResponse } from '../../contract/wire';
import { type FlowEvent, type FlowState, flowReducer, initialFlowState } from '../../state/rules/flowMachine';
import { toFlowConfig } from '../../state/rules/toFlowConfig';

/** A cup on the brand colour, inline so the page needs no server. */
const BRAND_LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#6b3f2a"/><path d="M11 15h15v8a7 7 0 0 1-7 7h-1a7 7 0 0 1-7-7z" fill="#f6e7d8"/><path d="M26 17h2a3.5 3.5 0 0 1 0 7h-2" fill="none" stroke="#f6e7d8" stroke-width="2.4"/><path d="M15 8c-1.5 2 1.5 3 0 5M20 8c-1.5 2 1.5 3 0 5" fill="none" stroke="#f6e7d8" stroke-width="1.8" stroke-linecap="round"/></svg>',
)}`;

const item = (name: string, type: 'BUTTON' | 'INPUT') =>
  ({
    name,
    type,
    logo: '',
    uiId: `ch_${name.toLowerCase()}`,
  }) as MerchantConfigResponse['channelConfig'][number]['channel'][number];

export const merchantConfig: MerchantConfigResponse = {
  mid: 'lumen',
  uiType: 'FRESH',
  channelConfig: [
    {
      identifierType: 'MOBILE',
      verified: false,
      channel: [item('WHATSAPP', 'BUTTON'), item('MOBILE_LOGIN', 'INPUT')],
    },
    {
      identifierType: 'EMAIL',
      verified: false,
      channel: [
        item('EMAIL_LOGIN', 'INPUT'),
        item('GMAIL', 'BUTTON'),
        item('APPLE_EMAIL', 'BUTTON'),
        item('MICROSOFT_SSO', 'BUTTON'),
        item('LINKEDIN_SSO', 'BUTTON'),
        item('GITHUB_SSO', 'BUTTON'),
        item('WEB_AUTHN', 'BUTTON'),
      ],
    },
  ],
  merchant: {
    mid: 'lumen',
    name: 'Lumen Coffee',
    autoClick: false,
    inAppBrowser: false,
    fom: false,
    isWebauthnEnabled: true,
    config: {
      isPopUpDisabled: false,
      isSilentAuthEnabled: false,
      isWebauthnEnabled: true,
      isWebauthnRegistered: false,
      lang: 'IN',
    },
  },
  uiConfig: {
    general: {
      brandName: 'Lumen Coffee',
      brandLogo: BRAND_LOGO,
      links: { tnc: 'https://lumen.example/terms', privacyPolicy: 'https://lumen.example/privacy' },
    },
    widget: { layout: 'left', watermark: true },
    colors: { theme: 'LIGHT', text: {} },
    collapsed: {},
  },
  userDetails: {
    mobile: [
      { value: '+62 811 0000 0001', name: 'Rina Wijaya', uiId: '101' },
      { value: '+62 815 0000 0002', uiId: '102' },
      { value: '+62 812 3456 7890', name: 'Rina (work)', uiId: '103' },
    ],
    email: [
      { value: 'rina.wijaya@example.com', name: 'Rina Wijaya', uiId: '104' },
      { value: 'rina@lumen-coffee.example', uiId: '105' },
    ],
  },
};

export const flowConfig = toFlowConfig(merchantConfig);

/** A merchant with one email channel and no links (footer opens the provider's policy). */
const plainConfig = toFlowConfig({
  ...merchantConfig,
  channelConfig: [{ identifierType: 'EMAIL', verified: false, channel: [item('EMAIL_LOGIN', 'INPUT')] }],
  uiConfig: { ...merchantConfig.uiConfig, general: { brandName: 'Lumen Coffee', links: {} } },
});

/** A merchant with its own dark blue and a centred header: the text on it turns white (spec §5). */
const brandedConfig = toFlowConfig({
  ...merchantConfig,
  uiConfig: {
    ...merchantConfig.uiConfig,
    widget: { layout: 'center', watermark: false },
    colors: { theme: 'LIGHT', primary: '#1a3c8f', text: {} },
  },
});

const run = (events: FlowEvent[], from: FlowState = initialFlowState) => events.reduce(flowReducer, from);
const intent = (otpLength: number | null): FlowEvent => ({
  type: 'intentCreated',
  asId: 'as_review',
  destination: 'r•••@example.com',
  otpLength,
  resendAfterS: 0,
  now: 0,
});

export const flows = {
  loading: initialFlowState,
  entry: run([{ type: 'configLoaded', config: flowConfig }]),
  phone: run([
    { type: 'configLoaded', config: flowConfig },
    { type: 'emailChanged', email: '812 3456 7890' },
    { type: 'countryChanged', dialCode: '+62' },
  ]),
  invalid: run([
    { type: 'configLoaded', config: flowConfig },
    { type: 'emailChanged', email: 'rina@' },
    { type: 'emailSubmitted' },
  ]),
  code: run([
    { type: 'configLoaded', config: flowConfig },
    { type: 'emailChanged', email: 'rina@example.com' },
    { type: 'emailSubmitted' },
    intent(6),
    { type: 'otpChanged', otp: '482' },
  ]),
  codeMobile: {
    ...run([
      { type: 'configLoaded', config: flowConfig },
      { type: 'emailChanged', email: '812 3456 7890' },
      { type: 'countryChanged', dialCode: '+62' },
      { type: 'emailSubmitted' },
      { ...intent(6), destination: '+62 812•••890' } as FlowEvent,
    ]),
  },
  // spec §2 code screen after a business-initiated WhatsApp message (code plus approve link).
  codeWhatsapp: run([
    { type: 'configLoaded', config: { ...flowConfig, mobileChannel: 'WHATSAPP' } },
    { type: 'emailChanged', email: '812 3456 7890' },
    { type: 'countryChanged', dialCode: '+62' },
    { type: 'emailSubmitted' },
    { ...intent(6), destination: '+62 812•••890' } as FlowEvent,
  ]),
  success: run([
    { type: 'configLoaded', config: flowConfig },
    { type: 'emailChanged', email: 'rina@example.com' },
    { type: 'emailSubmitted' },
    intent(6),
    { type: 'signedIn', identity: 'rina@example.com' },
  ]),
  error: run([{ type: 'loadFailed', message: 'The service is busy. Please try again in a moment.' }]),
  toast: run([
    { type: 'configLoaded', config: flowConfig },
    { type: 'emailChanged', email: 'rina@example.com' },
    { type: 'failed', message: 'OTP incorrect. Please enter Valid OTP' },
  ]),
  plain: run([{ type: 'configLoaded', config: plainConfig }]),
  branded: run([{ type: 'configLoaded', config: brandedConfig }]),
} satisfies Record<string, FlowState>;

export const countries = [
  { name: 'Brazil', iso: 'BR', dialCode: '+55' },
  { name: 'India', iso: 'IN', dialCode: '+91' },
  { name: 'Indonesia', iso: 'ID', dialCode: '+62' },
  { name: 'Portugal', iso: 'PT', dialCode: '+351' },
  { name: 'Singapore', iso: 'SG', dialCode: '+65' },
];
