import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { type Config, loadConfig } from '../../server/config';
import { createServices, type ServiceOverrides } from '../../server/createServices';
import { seedDemoApp } from '../../server/dev/seedDemoApp';
import type { Services } from '../../server/Services';
import { freePort } from './freePort';

export interface Host {
  app: FastifyInstance;
  services: Services;
  url: string;
  close: () => Promise<void>;
}

/**
 * A real provider host on a free port, in dev mode with the demo app, on a fresh SQLite file
 * (or the PostgreSQL URL given). `listen: false` keeps it in-process for `app.inject`.
 */
export async function startHost(
  options: {
    env?: Record<string, string>;
    overrides?: ServiceOverrides;
    serveStatic?: boolean;
    listen?: boolean;
    /** Runs on the app before it listens (hooks such as drainOnShutdown's are added then). */
    prepare?: (app: FastifyInstance) => void;
  } = {},
): Promise<Host> {
  const dir = mkdtempSync(join(tmpdir(), 'sesame-'));
  const port = await freePort();
  const config: Config = loadConfig({
    PORT: String(port),
    SQLITE_PATH: join(dir, 'sesame.db'),
    LOG_LEVEL: 'silent',
    // Suites about other rules send bursts from one address no browser sends; the per-client
    // limits' own tests (clientLimits.test.ts) set 1.
    CLIENT_LIMITS_FACTOR: '1000',
    ...options.env,
  });
  const services = await createServices(config, options.overrides);
  await seedDemoApp(services);
  const app = await buildApp(services, { serveStatic: options.serveStatic ?? false, logger: false });
  options.prepare?.(app);
  if (options.listen !== false) await app.listen({ port, host: '127.0.0.1' });
  else await app.ready();
  return {
    app,
    services,
    url: `http://localhost:${port}`,
    close: async () => {
      await app.close();
      await services.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
