import type { Command } from '../Command';
import { findApp } from '../findApp';
import { parseAppId } from '../parseAppId';
import { parseOptions } from '../parseOptions';

export const showCommand: Command = {
  name: 'show',
  usage: 'show ID',
  summary: 'Prints an app as JSON (the client secret is never stored, so never shown).',
  parse(args) {
    const id = parseAppId(parseOptions(args, {}, ['ID']).positionals[0]!);
    return async ({ services, out }) => {
      out(JSON.stringify(await findApp(services, id), null, 2));
    };
  },
};
