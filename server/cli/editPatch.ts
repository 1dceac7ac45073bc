import type { MerchantTextField } from '../../contract/adminApps';
import type { Channel } from '../../contract/channels';
import type { UiConfig } from '../../contract/wire';
import type { App } from '../apps/App';
import type { AppPatch } from '../apps/AppStore';
import { channelConfigFor, configuredChannels, phoneInputsOf } from '../apps/defaultConfig';
import { commandFailed } from './CliError';

/** What `edit` was asked to change; "" removes an optional value. */
export interface AppEdit {
  name?: string;
  /** Replaces the origins; `addOrigins` and `removeOrigins` apply after it. */
  origins?: string[];
  addOrigins: string[];
  removeOrigins: string[];
  loginUri?: string;
  redirectUris?: string[];
  channels?: Channel[];
  /** Channels a typed phone number goes through, first preferred ([]: SMS codes only). */
  phoneChannels?: Channel[];
  logo?: string;
  privacyUrl?: string;
  tncUrl?: string;
  theme?: 'LIGHT' | 'DARK';
  primaryColor?: string;
  /** The merchant's texts the widget shows (parseMerchantText); "" removes one. */
  texts?: Partial<Record<MerchantTextField, string>>;
  /** The share button after sign-in. */
  share?: boolean;
  /** true: a public OpenID Connect client (no secret, PKCE required); false: confidential. */
  oidcPublic?: boolean;
  /** true: a support app (uiType SUPPORT, its buttons open a WhatsApp chat); false: a sign-in app. */
  support?: boolean;
}

/** The stored change an edit makes to an app, and the names of what changed. */
export function editPatch(app: App, edit: AppEdit): { patch: AppPatch; changed: string[] } {
  const patch: AppPatch = {};
  const changed: string[] = [];
  const uiConfig = structuredClone(app.uiConfig);
  let uiChanged = false;
  const setUi = (field: string, apply: () => void) => {
    apply();
    uiChanged = true;
    changed.push(field);
  };

  if (edit.name !== undefined) {
    patch.name = edit.name;
    uiConfig.general.brandName = edit.name;
    uiChanged = true;
    changed.push('name');
  }
  if (edit.origins || edit.addOrigins.length || edit.removeOrigins.length) {
    patch.origins = editOrigins(edit.origins ?? app.origins, edit.addOrigins, edit.removeOrigins);
    changed.push('origins');
  }
  if (edit.loginUri !== undefined) {
    patch.loginUri = edit.loginUri;
    changed.push('login URI');
  }
  if (edit.redirectUris !== undefined) {
    patch.redirectUris = edit.redirectUris;
    changed.push('redirect URIs');
  }
  if (edit.channels !== undefined || edit.phoneChannels !== undefined) {
    patch.channelConfig = channelConfigFor(edit.channels ?? configuredChannels(app.channelConfig), {
      phoneInputs: edit.phoneChannels ?? phoneInputsOf(app.channelConfig),
    });
    if (edit.channels !== undefined) changed.push('channels');
    if (edit.phoneChannels !== undefined) changed.push('phone channels');
  }
  if (edit.logo !== undefined) {
    patch.logo = edit.logo;
    changed.push('logo');
  }
  const { privacyUrl, tncUrl, theme, primaryColor } = edit;
  const links = uiConfig.general.links;
  if (privacyUrl !== undefined)
    setUi('privacy policy', () => setOrDelete(links, 'privacyPolicy', privacyUrl));
  if (tncUrl !== undefined) setUi('terms', () => setOrDelete(links, 'tnc', tncUrl));
  if (theme !== undefined) setUi('theme', () => (uiConfig.colors.theme = theme));
  if (primaryColor !== undefined)
    setUi('primary colour', () => setOrDelete(uiConfig.colors, 'primary', primaryColor));
  const look = applyLook(uiConfig, edit);
  if (look.length) {
    uiChanged = true;
    changed.push(...look);
  }
  if (uiChanged) patch.uiConfig = uiConfig;
  if (edit.oidcPublic !== undefined) {
    const { oidcPublic: _was, ...options } = app.options;
    patch.options = edit.oidcPublic ? { ...options, oidcPublic: true } : options;
    changed.push(edit.oidcPublic ? 'public OpenID Connect client' : 'confidential OpenID Connect client');
  }
  if (edit.support !== undefined) {
    const { support: _was, ...options } = patch.options ?? app.options;
    patch.options = edit.support ? { ...options, support: true } : options;
    changed.push(edit.support ? 'support app' : 'sign-in app');
  }
  return { patch, changed };
}

const TEXT_NAMES: Record<MerchantTextField, string> = {
  header: 'header',
  description: 'description',
  bottomLine: 'bottom line',
  announcement: 'announcement',
  collapsedText: 'collapsed text',
};

/** Sets the merchant's texts and the share switch in a UI config; the names of what it set. */
export function applyLook(uiConfig: UiConfig, look: Pick<AppEdit, 'texts' | 'share'>): string[] {
  const changed: string[] = [];
  for (const [field, text] of Object.entries(look.texts ?? {}) as [MerchantTextField, string][]) {
    setText(uiConfig, field, text);
    changed.push(TEXT_NAMES[field]);
  }
  if (look.share !== undefined) {
    uiConfig.widget.share = look.share;
    changed.push('share button');
  }
  return changed;
}

/** Where each merchant text lives in the UI config (spec §3). */
function setText(uiConfig: UiConfig, field: MerchantTextField, text: string): void {
  if (field === 'announcement') {
    uiConfig.announcement = { ...uiConfig.announcement };
    setOrDelete(uiConfig.announcement, 'text', text);
    if (!uiConfig.announcement.text) delete uiConfig.announcement;
  } else if (field === 'collapsedText') setOrDelete(uiConfig.collapsed, 'text', text);
  else setOrDelete(uiConfig.widget, field, text);
}

function editOrigins(base: string[], add: string[], remove: string[]): string[] {
  const origins = new Set([...base, ...add]);
  for (const origin of remove) {
    if (!origins.delete(origin)) throw commandFailed(`Origin "${origin}" is not registered for this app`);
  }
  if (!origins.size)
    throw commandFailed('An app needs at least one origin; add one before removing the last');
  return [...origins];
}

function setOrDelete<K extends string>(target: Partial<Record<K, string>>, key: K, value: string): void {
  if (value) target[key] = value;
  else delete target[key];
}
