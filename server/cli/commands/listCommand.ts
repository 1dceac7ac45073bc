import { configuredChannels } from '../../apps/defaultConfig';
import type { Command } from '../Command';
import { formatTable } from '../formatTable';
import { parseOptions } from '../parseOptions';

export const listCommand: Command = {
  name: 'list',
  usage: 'list',
  summary: 'Lists the apps: id, name, origins and channels.',
  parse(args) {
    parseOptions(args, {});
    return async ({ services, out }) => {
      const apps = await services.apps.list();
      if (!apps.length) {
        out('No apps yet. Create one with: npm run apps -- create --id ID --name NAME --origin URL');
        return;
      }
      const rows = apps.map((app) => [
        app.id,
        app.name,
        app.origins.join(' '),
        configuredChannels(app.channelConfig).join(','),
      ]);
      for (const line of formatTable([['ID', 'NAME', 'ORIGINS', 'CHANNELS'], ...rows])) out(line);
    };
  },
};
