import type { Command } from '../Command';
import { findApp } from '../findApp';
import { parseAppId } from '../parseAppId';
import { parseOptions } from '../parseOptions';
import { printSecret } from './printSecret';

export const rotateSecretCommand: Command = {
  name: 'rotate-secret',
  usage: 'rotate-secret ID',
  summary: 'Replaces the client secret and prints the new one, once; the old one stops working at once.',
  parse(args) {
    const id = parseAppId(parseOptions(args, {}, ['ID']).positionals[0]!);
    return async ({ services, out }) => {
      const app = await findApp(services, id);
      const clientSecret = services.random.token(32);
      await services.apps.update(id, { clientSecret });
      out(`New client secret for "${id}"; the old one no longer works.`);
      printSecret(out, app.clientId, clientSecret);
    };
  },
};
