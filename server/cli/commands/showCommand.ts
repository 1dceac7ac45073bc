import type { Command } from '../Command';
import { findApp } from '../findApp';
import { parseAppId } from '../parseAppId';
import { parseOptions } from '../parseOptions';
import { redactSecrets } from '../redactSecrets';

export const showCommand: Command = {
  name: 'show',
  usage: 'show ID',
  summary: 'Prints an app as JSON; provider tokens and secrets show as "[set]".',
  parse(args) {
    const id = parseAppId(parseOptions(args, {}, ['ID']).positionals[0]!);
    return async ({ services, out }) => {
      out(JSON.stringify(redactSecrets(await findApp(services, id)), null, 2));
    };
  },
};
