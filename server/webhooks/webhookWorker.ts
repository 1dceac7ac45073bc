import type { FastifyInstance } from 'fastify';
import type { Services } from '../Services';
import { deliverDue } from './deliverDue';
import { WEBHOOK_BATCH, WEBHOOK_POLL_MS } from './webhookEvents';

/**
 * Every running host delivers webhooks (docs/webhooks.md): it looks for due deliveries every
 * WEBHOOK_POLL_MS and at once when an event is emitted here, from when the host is ready until
 * it closes. Several instances share the queue through its leases.
 */
export function webhookWorker(app: FastifyInstance, services: Services): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  const run = (): void => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        // A full batch may mean more are due: keep going until a batch comes back short.
        while (!closed && (await deliverDue(services)) === WEBHOOK_BATCH) {}
      } while (again && !closed);
    })()
      .catch((error: unknown) => app.log.warn({ err: error }, 'webhook delivery failed'))
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onReady', async () => {
    services.webhookWorker.wake = run;
    timer = setInterval(run, WEBHOOK_POLL_MS);
    timer.unref();
    run();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    services.webhookWorker.wake = () => {};
    await running;
  });
}
