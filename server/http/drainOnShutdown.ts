import type { FastifyInstance } from 'fastify';

/**
 * Graceful stop in two steps (docs/security.md "Reliability": SIGTERM drains in-flight requests).
 * `start()` begins draining: every answer carries `Connection: close`, so no client sends
 * another request on a socket that is about to close, and `/readyz` answers 503, so the
 * load balancer stops routing here. After `graceMs` the caller closes the server, which then
 * only waits for the requests still running. Without this step, a request sent on a kept-alive
 * socket just before the stop can meet a closing socket.
 */
export function drainOnShutdown(app: FastifyInstance): { start: (graceMs: number) => Promise<void> } {
  let draining = false;
  app.addHook('onRequest', async (request, reply) => {
    if (!draining) return;
    reply.header('Connection', 'close');
    if (request.url === '/readyz') return reply.code(503).send({ ok: false, draining: true });
  });
  return {
    start: async (graceMs) => {
      draining = true;
      app.fastLane.close();
      if (graceMs > 0) await new Promise((resolve) => setTimeout(resolve, graceMs));
    },
  };
}
