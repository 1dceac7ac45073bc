import { usageError } from '../CliError';
import type { Command } from '../Command';
import type { AppEdit } from '../editPatch';
import { editPatch } from '../editPatch';
import { findApp } from '../findApp';
import { MERCHANT_TEXT_OPTIONS, MERCHANT_TEXT_USAGE, merchantTextsOf } from '../merchantTextOptions';
import { optionalUrl } from '../optionalUrl';
import { parseAppId } from '../parseAppId';
import { parseAppName } from '../parseAppName';
import { parseChannels, parsePhoneChannels } from '../parseChannels';
import { parseHexColor } from '../parseHexColor';
import { parseHttpUrl } from '../parseHttpUrl';
import { parseOptions } from '../parseOptions';
import { parseOrigin } from '../parseOrigin';
import { refuseUnrunnableChannels } from '../refuseUnrunnableChannels';

const OPTIONS = {
  name: { type: 'string' },
  origin: { type: 'string', multiple: true },
  'add-origin': { type: 'string', multiple: true },
  'remove-origin': { type: 'string', multiple: true },
  'login-uri': { type: 'string' },
  'redirect-uri': { type: 'string', multiple: true },
  channels: { type: 'string' },
  'phone-channels': { type: 'string' },
  logo: { type: 'string' },
  'privacy-url': { type: 'string' },
  'tnc-url': { type: 'string' },
  theme: { type: 'string' },
  'primary-color': { type: 'string' },
  'oidc-public': { type: 'boolean' },
  'oidc-confidential': { type: 'boolean' },
  support: { type: 'boolean' },
  'no-support': { type: 'boolean' },
  ...MERCHANT_TEXT_OPTIONS,
} as const;

const THEMES = { light: 'LIGHT', dark: 'DARK' } as const;

export const editCommand: Command = {
  name: 'edit',
  usage: `edit ID [--name NAME] [--origin URL… (replaces)] [--add-origin URL…] [--remove-origin URL…] [--login-uri URL] [--redirect-uri URL… (replaces)] [--channels A,B,…] [--phone-channels WHATSAPP,OTP_LINK,… ("" for SMS)] [--logo URL] [--privacy-url URL] [--tnc-url URL] [--theme light|dark] [--primary-color #hex] [--oidc-public | --oidc-confidential] [--support | --no-support] ${MERCHANT_TEXT_USAGE}`,
  summary: 'Changes the options given and leaves the rest; "" removes a URL, the colour or a text.',
  parse(args) {
    const { values, positionals } = parseOptions(args, OPTIONS, ['ID']);
    const id = parseAppId(positionals[0]!);
    const edit: AppEdit = {
      name: values.name === undefined ? undefined : parseAppName(values.name),
      origins: values.origin?.map(parseOrigin),
      addOrigins: (values['add-origin'] ?? []).map(parseOrigin),
      removeOrigins: (values['remove-origin'] ?? []).map(parseOrigin),
      loginUri: optionalUrl(values['login-uri'], '--login-uri'),
      redirectUris: values['redirect-uri']?.map((uri) => parseHttpUrl(uri, '--redirect-uri')),
      channels: values.channels === undefined ? undefined : parseChannels(values.channels),
      phoneChannels:
        values['phone-channels'] === undefined
          ? undefined
          : values['phone-channels'] === ''
            ? []
            : parsePhoneChannels(values['phone-channels']),
      logo: optionalUrl(values.logo, '--logo'),
      privacyUrl: optionalUrl(values['privacy-url'], '--privacy-url'),
      tncUrl: optionalUrl(values['tnc-url'], '--tnc-url'),
      theme: values.theme === undefined ? undefined : parseTheme(values.theme),
      primaryColor: values['primary-color']
        ? parseHexColor(values['primary-color'])
        : values['primary-color'],
      oidcPublic: parseClientKind(values['oidc-public'], values['oidc-confidential']),
      support: parseSupport(values.support, values['no-support']),
      ...merchantTextsOf(values),
    };
    if (args.length === 1) throw usageError('Nothing to change: give at least one option (see `help edit`)');

    return async ({ services, out }) => {
      const app = await findApp(services, id);
      const { patch, changed } = editPatch(app, edit);
      if (patch.channelConfig) await refuseUnrunnableChannels(services, app, patch.channelConfig);
      await services.apps.update(id, patch);
      out(`Updated app "${id}": ${changed.join(', ')}.`);
    };
  },
};

/** `--oidc-public` makes the app a public OpenID Connect client, `--oidc-confidential` undoes it. */
function parseClientKind(isPublic?: boolean, confidential?: boolean): boolean | undefined {
  if (isPublic && confidential) throw usageError('Give --oidc-public or --oidc-confidential, not both');
  return isPublic ? true : confidential ? false : undefined;
}

function parseTheme(value: string): 'LIGHT' | 'DARK' {
  const theme = THEMES[value.toLowerCase() as keyof typeof THEMES];
  if (!theme) throw usageError(`--theme "${value}" must be light or dark`);
  return theme;
}

/**
 * `--support` makes the app a support app (spec §3 UI type SUPPORT: each channel button opens a
 * WhatsApp chat with the app's business number, spec §4 "support"); `--no-support` undoes it.
 */
function parseSupport(support?: boolean, noSupport?: boolean): boolean | undefined {
  if (support && noSupport) throw usageError('Give --support or --no-support, not both');
  return support ? true : noSupport ? false : undefined;
}
