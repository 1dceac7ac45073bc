import { SSO_PATHS, SSO_PROVIDER_IDS } from '../../../contract/sso';
import { channelConfigFor, configuredChannels, phoneInputsOf } from '../../apps/defaultConfig';
import { usageError } from '../CliError';
import type { Command } from '../Command';
import { findApp } from '../findApp';
import { formatTable } from '../formatTable';
import { parseAppId } from '../parseAppId';
import { parseOptions } from '../parseOptions';
import { parseIssuer, parseSsoChannel, parseSsoSetting } from '../parseSsoSetting';

const OPTIONS = {
  set: { type: 'string', multiple: true },
  issuer: { type: 'string' },
  remove: { type: 'string', multiple: true },
} as const;

/**
 * Single sign-on per app: `--set PROVIDER:CLIENT_ID:SECRET` stores the credentials (the secret
 * encrypted with a key derived from SESAME_SECRET) and turns the channel on; `--remove` turns it
 * off and forgets them. Without options it lists the providers and the callback URL of each.
 */
export const ssoCommand: Command = {
  name: 'sso',
  usage: 'sso ID [--set PROVIDER:CLIENT_ID:SECRET…] [--issuer URL] [--remove PROVIDER…]',
  summary:
    "Lists, sets or removes the app's SSO providers; --issuer makes the one --set an OpenID Connect issuer.",
  parse(args) {
    const { values, positionals } = parseOptions(args, OPTIONS, ['ID']);
    const id = parseAppId(positionals[0]!);
    const sets = (values.set ?? []).map((v) => parseSsoSetting(v, process.env));
    const removes = (values.remove ?? []).map((v) => parseSsoChannel(v));
    const issuer = values.issuer === undefined ? undefined : parseIssuer(values.issuer);
    if (issuer !== undefined && sets.length !== 1) throw usageError('--issuer goes with exactly one --set');

    return async ({ services, out }) => {
      const app = await findApp(services, id);
      const credentials = services.ssoCredentials;
      let channels = configuredChannels(app.channelConfig);
      for (const setting of sets) {
        await credentials.put(id, { ...setting, issuer });
        if (!channels.includes(setting.channel)) channels = [...channels, setting.channel];
      }
      for (const channel of removes) {
        await credentials.remove(id, channel);
        channels = channels.filter((c) => c !== channel);
      }
      if (sets.length || removes.length) {
        await services.apps.update(id, {
          channelConfig: channelConfigFor(channels, { phoneInputs: phoneInputsOf(app.channelConfig) }),
        });
        const changed = [...sets.map((s) => `set ${s.channel}`), ...removes.map((c) => `removed ${c}`)];
        out(`Updated app "${id}": ${changed.join(', ')}.`);
      }
      const rows = await credentials.list(id);
      if (!rows.length) {
        out(`App "${id}" has no SSO provider configured.`);
        return;
      }
      const table = formatTable([
        ['PROVIDER', 'CLIENT_ID', 'CALLBACK_URL', 'ISSUER'],
        ...rows.map((r) => [
          r.channel,
          r.clientId,
          `${services.issuer}${SSO_PATHS.callback}/${SSO_PROVIDER_IDS[r.channel as keyof typeof SSO_PROVIDER_IDS]}`,
          r.issuer ?? '',
        ]),
      ]);
      for (const line of table) out(line);
    };
  },
};
