import type { Command } from '../Command';
import { findApp } from '../findApp';
import { parseAppId } from '../parseAppId';
import { parseOptions } from '../parseOptions';

export const deleteCommand: Command = {
  name: 'delete',
  usage: 'delete ID',
  summary: 'Deletes an app and its origins; its widgets and client secret stop working.',
  parse(args) {
    const id = parseAppId(parseOptions(args, {}, ['ID']).positionals[0]!);
    return async ({ services, out }) => {
      const app = await findApp(services, id);
      await services.apps.remove(id);
      out(`Deleted app "${id}" (${app.name}).`);
    };
  },
};
