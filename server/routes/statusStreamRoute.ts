import type { FastifyInstance } from 'fastify';
import {
  STATUS_STREAM_HEARTBEAT_MS,
  STATUS_STREAM_HEARTBEAT_READS,
  STATUS_STREAM_MAX_MS,
  STATUS_STREAM_TICK_MS,
} from '../../contract/channelConstants';
import { STATUS_POLL_INTERVAL_MS } from '../../contract/constants';
import { API } from '../../contract/paths';
import type { DefaultParams, StatusResponse } from '../../contract/wire';
import { StreamSlots } from '../channels/StreamSlots';
import { SesameError } from '../errors/SesameError';
import { clientAddress } from '../http/clientAddress';
import { LimitedRuns } from '../http/LimitedRuns';
import { openEventStream } from '../http/openEventStream';
import { requireApp } from '../http/requireApp';
import { requireState } from '../http/requireState';
import { StreamTicker } from '../http/StreamTicker';
import { errorResponse, paramsSchema, stateParams } from '../http/schemas';
import type { Services } from '../Services';
import { readStatus } from '../signin/readStatus';

/**
 * Live status: `GET /v3/lp/user/transaction/status-stream/{state}?appId&asId` as server-sent
 * events. The first event is the current status; another follows as soon as the transaction
 * changes (StatusBus), and the stream closes after SUCCESS or FAILED. Each stream costs one
 * bus listener and a place on the instance's one StreamTicker: a heartbeat every 15 s that also
 * re-reads storage (so a change made by another instance without a shared bus still arrives; a
 * few such reads at a time, LimitedRuns), a lifetime of at most 10 minutes, and caps on open
 * streams: in total (config `statusStreamMaxOpen`, STATUS_STREAM_MAX_OPEN), per browser state and
 * per client address (StreamSlots).
 * The widget polls the status call when the stream fails.
 */
export function statusStreamRoute(app: FastifyInstance, services: Services): void {
  const open = new Set<() => void>();
  const slots = new StreamSlots(services.config.statusStreamMaxOpen, services.config.clientLimitsFactor);
  const ticker = new StreamTicker(STATUS_STREAM_HEARTBEAT_MS, STATUS_STREAM_TICK_MS);
  // The heartbeats' storage reads, a few at a time: streams opened together beat together.
  const heartbeatReads = new LimitedRuns(STATUS_STREAM_HEARTBEAT_READS);
  // preClose: before the server waits for its connections to end, or it would wait for these.
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
  });

  app.get<{ Params: { state: string }; Querystring: DefaultParams }>(
    `${API.statusStream}/:state`,
    {
      schema: {
        params: stateParams,
        querystring: paramsSchema({}, ['asId']),
        response: { '4xx': errorResponse, '5xx': errorResponse },
      },
    },
    async (request, reply) => {
      const merchant = await requireApp(services, request, reply, request.query.appId);
      const state = requireState(services, request.params.state);
      const input = { app: merchant, state, asId: request.query.asId };
      // Checks that this browser began the transaction before anything is streamed.
      const first = await readStatus(services, input);
      const tx = await services.transactions.get(input.asId ?? '');
      if (!tx) throw new SesameError('transaction_not_found');
      const release = slots.take(state, clientAddress(request));

      const sink = await openEventStream(
        request,
        reply,
        `retry: ${STATUS_POLL_INTERVAL_MS}\n\n`,
        close,
      ).catch((error: unknown) => {
        release();
        throw error;
      });
      let last = '';
      let closed = false;
      const send = (status: StatusResponse) => {
        const data = JSON.stringify(status);
        if (data === last || closed) return;
        last = data;
        sink.write(`event: status\ndata: ${data}\n\n`);
        if (status.status !== 'PENDING') close();
      };
      const refresh = () => (closed ? Promise.resolve() : readStatus(services, input).then(send, close));
      const ticked = ticker.add(
        {
          beat: () => {
            if (closed) return;
            sink.write(': heartbeat\n\n');
            heartbeatReads.add(refresh);
          },
          expire: close,
        },
        STATUS_STREAM_MAX_MS,
      );
      const unsubscribe = services.statusBus.subscribe(tx.id, refresh);
      function close() {
        if (closed) return;
        closed = true;
        ticker.delete(ticked);
        unsubscribe();
        release();
        open.delete(close);
        sink.end();
      }
      open.add(close);
      send(first);
    },
  );
}
