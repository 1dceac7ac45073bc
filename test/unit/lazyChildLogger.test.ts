import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLogger } from '../../server/http/lazyChildLogger';

/** Fastify's own logger (pino) at `level`, writing its lines into an array. */
function logger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { log: Fastify({ logger: { level, stream: sink } }).log, lines };
}

describe('the per-request logger', () => {
  it('makes no child for a request that logs below the level, and one that carries the request id once it logs', async () => {
    const { log, lines } = logger('warn');
    const child = vi.spyOn(log, 'child');
    const request = lazyChildLogger(log, { reqId: 'r-1' }, {});
    request.info('incoming request');
    request.debug('details');
    expect(child).not.toHaveBeenCalled();
    expect(request.level).toBe('warn');
    request.warn('slow provider');
    request.error({ code: 7 }, 'failed');
    expect(child).toHaveBeenCalledTimes(1);
    await new Promise((r) => setImmediate(r));
    expect(lines).toMatchObject([
      { level: 40, reqId: 'r-1', msg: 'slow provider' },
      { level: 50, reqId: 'r-1', code: 7, msg: 'failed' },
    ]);
  });

  it('writes every level the host writes, and gives a route with its own level its child at once', () => {
    const { log } = logger('info');
    const child = vi.spyOn(log, 'child');
    lazyChildLogger(log, { reqId: 'r-2' }, {}).info('incoming request');
    expect(child).toHaveBeenCalledTimes(1);
    lazyChildLogger(log, { reqId: 'r-3' }, { level: 'debug' });
    expect(child).toHaveBeenCalledTimes(2);
  });
});
