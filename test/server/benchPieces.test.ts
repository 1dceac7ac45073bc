import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_STREAM_MAX_OPEN } from '../../contract/channelConstants';
import { loadConfig } from '../../server/config';
import { sqliteCodeReader } from '../bench/codeReader';
import { httpClient } from '../bench/httpClient';
import { medianSummary, summarize } from '../bench/latencySummary';
import { runLoad } from '../bench/runLoad';
import { hasWrk, runWrk } from '../bench/runWrk';
import { type Started, sesameCalls } from '../bench/sesameCalls';
import { openStatusStreams } from '../bench/statusStreams';
import { type Host, startHost } from '../support/startHost';

describe('the open status stream cap', () => {
  it('is STATUS_STREAM_MAX_OPEN by default and a positive integer from the environment', () => {
    expect(loadConfig({}).statusStreamMaxOpen).toBe(STATUS_STREAM_MAX_OPEN);
    expect(loadConfig({ STATUS_STREAM_MAX_OPEN: '12000' }).statusStreamMaxOpen).toBe(12_000);
    expect(() => loadConfig({ STATUS_STREAM_MAX_OPEN: '0' })).toThrow('STATUS_STREAM_MAX_OPEN');
    expect(() => loadConfig({ STATUS_STREAM_MAX_OPEN: 'many' })).toThrow('STATUS_STREAM_MAX_OPEN');
  });
});

/** The pieces `npm run bench` is made of, for a moment each, against an in-process host. */
describe('bench pieces', () => {
  let host: Host;
  beforeAll(async () => {
    host = await startHost({ env: { STATUS_STREAM_MAX_OPEN: '2' } });
  });
  afterAll(() => host?.close());

  it.skipIf(!hasWrk())(
    'drives GET paths with wrk and counts every answer but 2xx/3xx as an error',
    async () => {
      const client = httpClient(host.url, 1);
      const api = sesameCalls(client, 'demo');
      const state = await api.state();
      const good = await runWrk({
        origin: host.url,
        paths: [api.configPath(state)],
        headers: {},
        connections: 4,
        durationMs: 1000,
        hostPid: process.pid,
      });
      expect(good.count).toBeGreaterThan(50);
      expect(good.errors).toBe(0);
      expect(good.p50).toBeGreaterThan(0);
      expect(good.p99).toBeGreaterThanOrEqual(good.p50);
      expect(good.perHostCpuSecond).toBeGreaterThan(0);
      // A state the host never issued: every answer is a 400.
      const bad = await runWrk({
        origin: host.url,
        paths: [api.configPath(state), `${api.configPath('not-a-state')}`],
        headers: {},
        connections: 2,
        durationMs: 1000,
      });
      expect(bad.errors).toBeGreaterThan(0);
      expect(bad.count).toBeGreaterThan(0);
      expect(bad.firstError).toMatch(/2xx/);
    },
  );

  it('summarizes latencies into throughput and percentiles', () => {
    const s = summarize([5, 1, 3, 2, 4], 1, 0.5);
    expect(s).toMatchObject({ count: 5, errors: 1, perSecond: 10, p50: 3, p99: 5 });
  });

  it('counts rounds of a phase by the median of each figure', () => {
    const round = (perSecond: number, p99: number, perHostCpuSecond?: number) => ({
      ...summarize([1, 2], 0, 2 / perSecond),
      p99,
      ...(perHostCpuSecond === undefined ? {} : { perHostCpuSecond }),
    });
    const three = medianSummary([round(10, 9, 12), round(30, 4, 40), round(20, 20)]);
    expect(three).toMatchObject({ count: 6, perSecond: 20, p99: 9, perHostCpuSecond: 26 });
    expect(medianSummary([round(10, 8), round(20, 2)])).toMatchObject({ perSecond: 15, p99: 5 });
    const failed = { ...round(5, 1), errors: 2, firstError: 'boom' };
    expect(medianSummary([round(10, 8), failed])).toMatchObject({ errors: 2, firstError: 'boom' });
    expect(() => medianSummary([])).toThrow();
  });

  it('runs complete email sign-ins under load, with codes read from the outbox table', async () => {
    const http = httpClient(host.url, 4);
    const api = sesameCalls(http, 'demo');
    const codes = sqliteCodeReader(host.services.config.sqlitePath, {
      name: 'outbox',
      to: 'recipient',
      code: 'code',
    });
    const states = await Promise.all([0, 1, 2, 3].map(() => api.state()));
    let n = 0;
    try {
      const result = await runLoad({
        concurrency: 4,
        durationMs: 300,
        next: (worker) => ({ state: states[worker] as string, email: `smoke${n++}@bench.example` }),
        run: async ({ state, email }) => {
          const started = await api.intent(state, email);
          expect(await api.status(started)).toBe('PENDING');
          await api.verifyCode(state, await api.otp(started, await codes.code(email)));
        },
      });
      expect(result.errors, result.firstError).toBe(0);
      expect(result.count).toBeGreaterThan(0);
      expect((await codes.all('@bench.example')).size).toBe(n);
    } finally {
      await http.close();
      await codes.close();
    }
  });

  it('holds status streams open up to the configured cap, and refuses the next', async () => {
    const http = httpClient(host.url, 1);
    const api = sesameCalls(http, 'demo');
    const state = await api.state();
    const started: Started[] = [];
    for (const email of ['s1@bench.example', 's2@bench.example', 's3@bench.example'])
      started.push(await api.intent(state, email));
    const open = await openStatusStreams(host.url, started.slice(0, 2).map(api.streamPath), {});
    const refused = await openStatusStreams(host.url, [api.streamPath(started[2] as Started)], {});
    try {
      expect(open).toMatchObject({ count: 2, failed: 0 });
      expect(refused).toMatchObject({ count: 0, failed: 1, firstError: 'status stream: 503' });
    } finally {
      open.closeAll();
      refused.closeAll();
      await http.close();
    }
  });
});
