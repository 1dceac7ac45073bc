import type { FastifyInstance } from 'fastify';
import type { Services } from '../Services';

/** A dependency that takes longer than this to answer counts as down. */
const CHECK_TIMEOUT_MS = 2000;

/**
 * `GET /readyz`: whether this instance can serve sign-ins now, for a load balancer's health
 * check. 200 when the database (and Redis, when configured) answers and no channel's deliveries
 * are `down` (DeliveryHealth: a provider failing every send lately), 503 with the state of each
 * otherwise; `deliveries` lists the channels whose sends fail lately. `/healthz` only says the process is up.
 */
export function readyzRoute(app: FastifyInstance, services: Services): void {
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const entries = await Promise.all(
      Object.entries(services.dependencies).map(async ([name, check]) => [name, await state(check)] as const),
    );
    const troubled = Object.entries(services.deliveryHealth.states()).filter(([, s]) => s !== 'up');
    const ok = entries.every(([, s]) => s === 'up') && !troubled.some(([, s]) => s === 'down');
    const body = { ok, ...Object.fromEntries(entries) };
    if (troubled.length > 0) Object.assign(body, { deliveries: Object.fromEntries(troubled) });
    reply.header('Cache-Control', 'no-store');
    return reply.code(ok ? 200 : 503).send(body);
  });
}

async function state(check: () => Promise<void>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
