import type { AdminApp, AdminAppInput } from '../../contract/adminApps';

/** The app form's fields as the person types them (lists one per line or comma-separated). */
export interface AppForm {
  id: string;
  name: string;
  origins: string;
  loginUri: string;
  redirectUris: string;
  channels: string;
  phoneChannels: string;
  logo: string;
  privacyUrl: string;
  tncUrl: string;
  theme: 'light' | 'dark';
  primaryColor: string;
  layout: 'left' | 'right' | 'center';
  watermark: boolean;
  header: string;
  description: string;
  bottomLine: string;
  announcement: string;
  collapsedText: string;
  share: boolean;
  headingColor: string;
  bodyColor: string;
  collapsedAvatar: string;
  mandatoryEmail: boolean;
  mandatoryMobile: boolean;
  /** "" follows each visitor's browser. */
  locale: string;
  isWebauthnEnabled: boolean;
  autoClick: boolean;
  fom: boolean;
  support: boolean;
  isPopUpDisabled: boolean;
  oidcPublic: boolean;
  supportEmail: string;
}

export const EMPTY_FORM: AppForm = {
  id: '',
  name: '',
  origins: '',
  loginUri: '',
  redirectUris: '',
  channels: 'EMAIL_LOGIN',
  phoneChannels: '',
  logo: '',
  privacyUrl: '',
  tncUrl: '',
  theme: 'light',
  primaryColor: '',
  layout: 'left',
  watermark: true,
  header: '',
  description: '',
  bottomLine: '',
  announcement: '',
  collapsedText: '',
  share: false,
  headingColor: '',
  bodyColor: '',
  collapsedAvatar: '',
  mandatoryEmail: false,
  mandatoryMobile: false,
  locale: '',
  isWebauthnEnabled: false,
  autoClick: false,
  fom: false,
  support: false,
  isPopUpDisabled: false,
  oidcPublic: false,
  supportEmail: '',
};

const phoneInput = (uiId: string) => uiId.endsWith('_phone');
const mandatory = (app: AdminApp, type: 'EMAIL' | 'MOBILE') =>
  app.channelConfig.some((entry) => entry.identifierType === type && entry.mandatory === true);

export function formOf(app: AdminApp): AppForm {
  const items = app.channelConfig.flatMap((entry) => entry.channel);
  return {
    id: app.id,
    name: app.name,
    origins: app.origins.join('\n'),
    loginUri: app.loginUri ?? '',
    redirectUris: app.redirectUris.join('\n'),
    channels: [...new Set(items.filter((c) => !phoneInput(c.uiId)).map((c) => c.name))].join(', '),
    phoneChannels: items
      .filter((c) => phoneInput(c.uiId))
      .map((c) => c.name)
      .join(', '),
    logo: app.logo ?? '',
    privacyUrl: app.uiConfig.general.links.privacyPolicy ?? '',
    tncUrl: app.uiConfig.general.links.tnc ?? '',
    theme: app.uiConfig.colors.theme === 'DARK' ? 'dark' : 'light',
    primaryColor: app.uiConfig.colors.primary ?? '',
    layout: app.uiConfig.widget.layout,
    watermark: app.uiConfig.widget.watermark,
    header: app.uiConfig.widget.header ?? '',
    description: app.uiConfig.widget.description ?? '',
    bottomLine: app.uiConfig.widget.bottomLine ?? '',
    announcement: app.uiConfig.announcement?.text ?? '',
    collapsedText: app.uiConfig.collapsed.text ?? '',
    share: app.uiConfig.widget.share ?? false,
    headingColor: app.uiConfig.colors.text.heading ?? '',
    bodyColor: app.uiConfig.colors.text.body ?? '',
    collapsedAvatar: app.uiConfig.collapsed.avatar ?? '',
    mandatoryEmail: mandatory(app, 'EMAIL'),
    mandatoryMobile: mandatory(app, 'MOBILE'),
    locale: app.options.locale ?? '',
    isWebauthnEnabled: app.options.isWebauthnEnabled ?? false,
    autoClick: app.options.autoClick ?? false,
    fom: app.options.fom ?? false,
    support: app.options.support ?? false,
    isPopUpDisabled: app.options.isPopUpDisabled ?? false,
    oidcPublic: app.options.oidcPublic ?? false,
    supportEmail: app.options.supportEmail ?? '',
  };
}

const list = (text: string) =>
  text
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter(Boolean);

/** The API's input: the host checks every value with the apps tool's rules. */
export function inputOf(form: AppForm, creating: boolean): AdminAppInput {
  const input: AdminAppInput = {
    name: form.name,
    origins: list(form.origins),
    loginUri: form.loginUri,
    redirectUris: list(form.redirectUris),
    channels: list(form.channels).map((c) => c.toUpperCase()),
    phoneChannels: list(form.phoneChannels).map((c) => c.toUpperCase()),
    logo: form.logo,
    privacyUrl: form.privacyUrl,
    tncUrl: form.tncUrl,
    theme: form.theme,
    primaryColor: form.primaryColor,
    layout: form.layout,
    watermark: form.watermark,
    header: form.header,
    description: form.description,
    bottomLine: form.bottomLine,
    announcement: form.announcement,
    collapsedText: form.collapsedText,
    share: form.share,
    headingColor: form.headingColor,
    bodyColor: form.bodyColor,
    collapsedAvatar: form.collapsedAvatar,
    mandatory: [
      ...(form.mandatoryEmail ? (['EMAIL'] as const) : []),
      ...(form.mandatoryMobile ? (['MOBILE'] as const) : []),
    ],
    locale: form.locale,
    options: {
      isWebauthnEnabled: form.isWebauthnEnabled,
      autoClick: form.autoClick,
      fom: form.fom,
      support: form.support,
      isPopUpDisabled: form.isPopUpDisabled,
      oidcPublic: form.oidcPublic,
      supportEmail: form.supportEmail,
    },
  };
  if (creating) input.id = form.id;
  return input;
}
