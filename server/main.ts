import { buildApp } from './app';
import { loadConfig } from './config';
import { createServices } from './createServices';
import { drainOnShutdown } from './http/drainOnShutdown';
import { purgeExpired } from './maintenance/purgeExpired';
import { checkProductionConfig } from './production/checkProductionConfig';
import { tuneHeap } from './runtime/tuneHeap';

const PURGE_INTERVAL_MS = 10 * 60_000;

/** `npm start`: the whole product on the embedded default (SQLite, dev outbox, demo merchant). */
async function main(): Promise<void> {
  tuneHeap();
  const config = loadConfig();
  // A production start that would run wrong stops here, before storage is opened or migrated.
  checkProductionConfig(config);
  const services = await createServices(config);
  if (config.mode === 'dev') await (await import('./dev/seedDemoApp')).seedDemoApp(services);
  const app = await buildApp(services);
  const drain = drainOnShutdown(app);

  const purge = setInterval(() => {
    purgeExpired(services).catch((error: unknown) => app.log.warn({ err: error }, 'purge failed'));
  }, PURGE_INTERVAL_MS);
  purge.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    clearInterval(purge);
    app.log.info({ signal }, 'draining in-flight requests');
    try {
      // Ctrl-C in a terminal stops at once; SIGTERM gives the load balancer its grace.
      await drain.start(signal === 'SIGTERM' ? config.shutdownGraceMs : 0);
      await app.close();
      await services.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (config.mode === 'dev') {
    app.log.info(
      `Sesame dev mode: demo shop ${config.publicUrl}/demo/ · outbox ${config.publicUrl}/dev/outbox`,
    );
  }
}

main().catch((error: unknown) => {
  // The message, and what caused it (a migration's own error, a refused connection).
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  console.error(error instanceof Error ? `${error.message}${cause}` : error);
  process.exit(1);
});
