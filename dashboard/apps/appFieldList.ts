import { MERCHANT_TEXT_LIMITS } from '../../contract/adminApps';
import type { AppForm } from './formState';

/** The app editor's text fields and switches, in the order the form shows them. */
export type TextKey = { [K in keyof AppForm]: AppForm[K] extends string ? K : never }[keyof AppForm];
export type FlagKey = { [K in keyof AppForm]: AppForm[K] extends boolean ? K : never }[keyof AppForm];

export const TEXT_FIELDS: {
  key: TextKey;
  label: string;
  hint?: string;
  multiline?: boolean;
  /** The merchant texts' limits (the host refuses longer ones too). */
  maxLength?: number;
}[] = [
  { key: 'name', label: 'Name', hint: 'Shown in the widget as the brand name.' },
  {
    key: 'origins',
    label: 'Registered origins',
    hint: 'One per line: https://shop.example (http only for localhost).',
    multiline: true,
  },
  { key: 'loginUri', label: 'Login URI', hint: 'Where redirect mode sends the code.' },
  { key: 'redirectUris', label: 'Redirect URIs', hint: 'One per line; matched exactly.', multiline: true },
  {
    key: 'channels',
    label: 'Channels, in order',
    hint: 'Comma-separated spec codes, e.g. EMAIL_LOGIN, WHATSAPP, WEB_AUTHN.',
  },
  {
    key: 'phoneChannels',
    label: 'Phone input channels',
    hint: 'WHATSAPP, OTP_LINK, OTP or MAGIC_LINK; empty for SMS codes.',
  },
  {
    key: 'header',
    label: 'Header text',
    hint: 'Empty for “Sign in to” and the name.',
    maxLength: MERCHANT_TEXT_LIMITS.header,
  },
  {
    key: 'description',
    label: 'Description',
    hint: 'A line under the header; empty for none.',
    maxLength: MERCHANT_TEXT_LIMITS.description,
  },
  {
    key: 'bottomLine',
    label: 'Bottom line',
    hint: 'A line above the terms; empty for none.',
    maxLength: MERCHANT_TEXT_LIMITS.bottomLine,
  },
  {
    key: 'announcement',
    label: 'Announcement bar text',
    hint: 'The bar’s line before sign-in; empty for the widget’s own.',
    maxLength: MERCHANT_TEXT_LIMITS.announcement,
  },
  {
    key: 'collapsedText',
    label: 'Collapsed floater text',
    hint: 'Empty for “Sign in”.',
    maxLength: MERCHANT_TEXT_LIMITS.collapsedText,
  },
  { key: 'logo', label: 'Logo URL' },
  {
    key: 'collapsedAvatar',
    label: 'Collapsed floater picture URL',
    hint: 'Shown on the collapsed floater (spec §3 collapsed.avatar).',
  },
  { key: 'privacyUrl', label: 'Privacy policy URL' },
  { key: 'tncUrl', label: 'Terms URL' },
  { key: 'supportEmail', label: 'Support email' },
];
export const FLAGS: { key: FlagKey; label: string }[] = [
  { key: 'isWebauthnEnabled', label: 'Passkeys' },
  { key: 'autoClick', label: 'Auto-click the only channel' },
  { key: 'fom', label: 'fom (spec §3 merchant flag)' },
  { key: 'support', label: 'Support app: the channel buttons open a WhatsApp chat with the business number' },
  { key: 'isPopUpDisabled', label: 'Pop-up disabled' },
  { key: 'watermark', label: 'Watermark' },
  { key: 'share', label: 'Share button after sign-in' },
  { key: 'oidcPublic', label: 'Public OpenID Connect client (no secret, PKCE required)' },
];
/** spec §3: identifier types every sign-in must verify (a second factor when both are). */
export const MANDATORY: { key: FlagKey; label: string }[] = [
  { key: 'mandatoryEmail', label: 'Email address' },
  { key: 'mandatoryMobile', label: 'Mobile number' },
];
