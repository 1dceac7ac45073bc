import type { App } from '../apps/App';
import type { Services } from '../Services';
import { commandFailed } from './CliError';

export async function findApp(services: Services, id: string): Promise<App> {
  const app = await services.apps.get(id);
  if (!app) throw commandFailed(`No app with id "${id}"; \`list\` shows the apps there are`);
  return app;
}
