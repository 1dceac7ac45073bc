import type { Channel } from '../../../contract/channels';
import type { UiConfig } from '../../../contract/wire';
import { channelConfigFor, defaultUiConfig } from '../../apps/defaultConfig';
import { commandFailed, usageError } from '../CliError';
import type { Command } from '../Command';
import { applyLook } from '../editPatch';
import { MERCHANT_TEXT_OPTIONS, MERCHANT_TEXT_USAGE, merchantTextsOf } from '../merchantTextOptions';
import { parseAppId } from '../parseAppId';
import { parseAppName } from '../parseAppName';
import { parseChannels } from '../parseChannels';
import { parseHttpUrl } from '../parseHttpUrl';
import { parseOptions } from '../parseOptions';
import { parseOrigin } from '../parseOrigin';
import { refuseUnrunnableChannels } from '../refuseUnrunnableChannels';
import { requireOption } from '../requireOption';
import { printSecret } from './printSecret';

/** The channel an app starts with: email with a code and a link, the one every host can send. */
const DEFAULT_CHANNELS: Channel[] = ['EMAIL_LOGIN'];

const OPTIONS = {
  id: { type: 'string' },
  name: { type: 'string' },
  origin: { type: 'string', multiple: true },
  'login-uri': { type: 'string' },
  'redirect-uri': { type: 'string', multiple: true },
  channels: { type: 'string' },
  logo: { type: 'string' },
  'oidc-public': { type: 'boolean' },
  support: { type: 'boolean' },
  ...MERCHANT_TEXT_OPTIONS,
} as const;

export const createCommand: Command = {
  name: 'create',
  usage: `create --id ID --name NAME --origin URL [--origin URL…] [--login-uri URL] [--redirect-uri URL…] [--channels EMAIL_LOGIN,OTP,…] [--logo URL] [--oidc-public] [--support] ${MERCHANT_TEXT_USAGE}`,
  summary: 'Registers an app (its client id is its id) and prints its client secret, once.',
  parse(args) {
    const { values } = parseOptions(args, OPTIONS);
    const id = parseAppId(requireOption(values.id, '--id ID'));
    const name = parseAppName(requireOption(values.name, '--name NAME'));
    const origins = [...new Set((values.origin ?? []).map(parseOrigin))];
    if (!origins.length)
      throw usageError('Missing --origin URL: the site that embeds the widget, e.g. https://shop.example');
    const loginUri =
      values['login-uri'] === undefined ? undefined : parseHttpUrl(values['login-uri'], '--login-uri');
    const redirectUris = (values['redirect-uri'] ?? []).map((uri) => parseHttpUrl(uri, '--redirect-uri'));
    const channels = values.channels === undefined ? DEFAULT_CHANNELS : parseChannels(values.channels);
    const logo = values.logo === undefined ? undefined : parseHttpUrl(values.logo, '--logo');
    // A single-page or native app signing in through OpenID Connect without a secret (docs/oidc.md).
    // A support app (uiType SUPPORT): its buttons open a WhatsApp chat with the business number.
    const options = {
      ...(values['oidc-public'] ? { oidcPublic: true } : {}),
      ...(values.support ? { support: true } : {}),
    };
    const look = merchantTextsOf(values);

    return async ({ services, out }) => {
      if (await services.apps.get(id)) throw commandFailed(`An app with id "${id}" already exists`);
      const channelConfig = channelConfigFor(channels);
      await refuseUnrunnableChannels(services, { id, options: {}, channelConfig: [] }, channelConfig);
      const clientSecret = services.random.token(32);
      await services.apps.create({
        id,
        clientId: id,
        clientSecret,
        name,
        logo,
        origins,
        loginUri,
        redirectUris,
        uiConfig: withLook(defaultUiConfig(name), look),
        channelConfig,
        options,
      });
      out(`Created app "${id}" (${name}).`);
      printSecret(out, id, clientSecret);
    };
  },
};

/** The new app's UI config with the texts and share switch given, set as `edit` sets them. */
function withLook(uiConfig: UiConfig, look: Parameters<typeof applyLook>[1]): UiConfig {
  applyLook(uiConfig, look);
  return uiConfig;
}
