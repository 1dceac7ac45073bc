import type { AdminAppInput } from '../../contract/adminApps';
import { LOCALES } from '../../contract/i18n/locales';
import type { App } from '../apps/App';
import type { AppPatch } from '../apps/AppStore';
import { optionalUrl } from '../cli/optionalUrl';
import { parseHexColor } from '../cli/parseHexColor';
import { SesameError } from '../errors/SesameError';
import { checked } from './checked';

const colour = (field: string, value: string) => (value ? checked(field, () => parseHexColor(value)) : '');

function setOrDelete<T extends object>(target: T, key: keyof T & string, value: string): void {
  if (value) (target as Record<string, string>)[key] = value;
  else delete (target as Record<string, string>)[key];
}

/**
 * What only the dashboard sets beyond the apps tool's edit (spec §3): text colours, the collapsed
 * floater's picture, mandatory identifiers and the app's language. Colours and URLs go through
 * the apps tool's parsers; mandatory flags survive a change of channels.
 */
export function applyAppLook(app: App, patch: AppPatch, input: AdminAppInput): void {
  const { headingColor, bodyColor, collapsedAvatar } = input;
  if (headingColor !== undefined || bodyColor !== undefined || collapsedAvatar !== undefined) {
    const uiConfig = structuredClone(patch.uiConfig ?? app.uiConfig);
    const text = uiConfig.colors.text;
    if (headingColor !== undefined) setOrDelete(text, 'heading', colour('headingColor', headingColor));
    if (bodyColor !== undefined) setOrDelete(text, 'body', colour('bodyColor', bodyColor));
    if (collapsedAvatar !== undefined) {
      const url = checked('collapsedAvatar', () => optionalUrl(collapsedAvatar, 'collapsed avatar')) ?? '';
      setOrDelete(uiConfig.collapsed, 'avatar', url);
    }
    patch.uiConfig = uiConfig;
  }
  if (input.mandatory !== undefined || patch.channelConfig) {
    const wanted =
      input.mandatory ?? app.channelConfig.filter((e) => e.mandatory).map((e) => e.identifierType);
    const config = structuredClone(patch.channelConfig ?? app.channelConfig);
    for (const entry of config) {
      if (wanted.includes(entry.identifierType as 'EMAIL' | 'MOBILE')) entry.mandatory = true;
      else delete entry.mandatory;
    }
    const missing = wanted.find((type) => !config.some((e) => e.identifierType === type));
    if (missing)
      throw new SesameError('invalid_request', {
        message: `No ${missing.toLowerCase()} channel is on, so ${missing} cannot be mandatory.`,
        details: {
          mandatory: `No ${missing.toLowerCase()} channel is on, so ${missing} cannot be mandatory.`,
        },
      });
    patch.channelConfig = config;
  }
  if (input.locale !== undefined) {
    const locale = input.locale;
    if (locale && !(LOCALES as readonly string[]).includes(locale)) {
      const message = `Language "${locale}" is not one Sesame speaks; languages: ${LOCALES.join(', ')}`;
      throw new SesameError('invalid_request', { message, details: { locale: message } });
    }
    const options = { ...(patch.options ?? app.options) };
    setOrDelete(options, 'locale', locale);
    patch.options = options;
  }
}
