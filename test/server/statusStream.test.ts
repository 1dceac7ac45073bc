import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_STREAM_HEARTBEAT_MS, STATUS_STREAM_TICK_MS } from '../../contract/channelConstants';
import { STREAMS_PER_STATE_MAX } from '../../contract/clientLimits';
import { API } from '../../contract/paths';
import { type ApiClient, apiClient } from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';
import { eventReader } from '../support/statusEvents';

/** The live status stream: the current status at once, the change as soon as it happens, then it closes. */
describe('status stream', () => {
  let host: Host;
  let api: ApiClient;

  beforeAll(async () => {
    host = await startHost();
    api = apiClient(host, { transport: 'fetch' });
  });
  afterAll(() => host?.close());

  const open = (state: string, asId: string) =>
    fetch(`${host.url}${API.statusStream}/${state}?appId=demo&asId=${asId}`, {
      headers: { accept: 'text/event-stream' },
    });

  it('pushes SUCCESS the moment the code is verified elsewhere, then closes', async () => {
    const { state, asId, otp } = await api.startEmail('stream@example.com');
    const response = await open(state, asId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const events = eventReader(response);
    expect(await events.next()).toMatchObject({ status: 'PENDING' });

    const started = performance.now();
    expect((await api.otp(state, asId, otp)).status).toBe(200);
    const success = await events.next();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(success).toMatchObject({ status: 'SUCCESS', isCrossDevice: false, code: expect.any(String) });
    expect(await events.next()).toBe('closed');
  });

  // The stream holds its connection for minutes: it is written on the bare socket, taken from
  // the HTTP server, and the body ends with the connection.
  it('writes its own head on the connection and ends with it', async () => {
    const { state, asId } = await api.signIn('raw@example.com');
    const { port } = new URL(host.url);
    const connections = () =>
      new Promise<number>((done) => host.app.server.getConnections((_, count) => done(count)));
    const before = await connections();
    // A client that keeps its own side open: the host still closes the connection once the
    // stream has ended, rather than wait for the client's side.
    const client = connect({ port: Number(port), host: '127.0.0.1', allowHalfOpen: true }, () =>
      client.write(
        `GET ${API.statusStream}/${state}?appId=demo&asId=${asId} HTTP/1.1\r\nhost: x\r\nx-request-id: raw-stream-1\r\n\r\n`,
      ),
    );
    const answer = await new Promise<string>((done) => {
      let text = '';
      client.on('data', (chunk) => (text += chunk));
      client.on('end', () => done(text));
    });
    await expect.poll(connections, { timeout: 2000 }).toBeLessThanOrEqual(before);
    client.destroy();
    const [head, body] = answer.split('\r\n\r\n');
    expect(head?.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    expect(head).toMatch(/\r\nx-request-id: raw-stream-1\r\n/);
    expect(head).toMatch(/\r\ncontent-type: text\/event-stream; charset=utf-8\r\n/);
    expect(head).toMatch(/\r\nconnection: close(\r\n|$)/);
    expect(head).not.toMatch(/transfer-encoding/i);
    expect(body).toMatch(/^retry: \d+\n\nevent: status\ndata: \{"status":"SUCCESS"/);
  });

  // A client gone before its stream began must neither upset the host nor keep a slot.
  it('frees the place of a client that leaves while its stream is opened', async () => {
    const { state, asId } = await api.startEmail('gone@example.com');
    const { port } = new URL(host.url);
    for (let i = 0; i < STREAMS_PER_STATE_MAX + 2; i++) {
      await new Promise<void>((done) => {
        const client = connect(Number(port), '127.0.0.1', () => {
          client.write(
            `GET ${API.statusStream}/${state}?appId=demo&asId=${asId} HTTP/1.1\r\nhost: x\r\n\r\n`,
          );
          client.destroy();
        });
        client.on('close', () => done());
      });
    }
    await expect
      .poll(async () => {
        const response = await open(state, asId);
        const status = response.status;
        await response.body?.cancel();
        return status;
      })
      .toBe(200);
  });

  it('answers a finished sign-in with its status and closes at once', async () => {
    const { state, asId } = await api.signIn('done@example.com');
    const events = eventReader(await open(state, asId));
    expect(await events.next()).toMatchObject({ status: 'SUCCESS' });
    expect(await events.next()).toBe('closed');
  });

  it('streams only to the browser that began the sign-in', async () => {
    const { asId } = await api.startEmail('private@example.com');
    const stranger = await api.state();
    const response = await open(stranger, asId);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toBe('transaction_not_found');
    const missing = await fetch(`${host.url}${API.statusStream}/${stranger}?appId=demo`);
    expect(missing.status).toBe(400);
  });

  // A change another instance made without a shared bus: only the heartbeat's re-read sees it.
  it('brings a change the bus did not announce with the next heartbeat', async () => {
    const { state, asId } = await api.startEmail('quiet@example.com');
    const events = eventReader(await open(state, asId));
    expect(await events.next()).toMatchObject({ status: 'PENDING' });
    const changed = performance.now();
    expect(await host.services.transactions.fail(asId)).toBe(true);
    expect(await events.next()).toMatchObject({ status: 'FAILED' });
    expect(performance.now() - changed).toBeLessThan(STATUS_STREAM_HEARTBEAT_MS + 2 * STATUS_STREAM_TICK_MS);
    expect(await events.next()).toBe('closed');
  }, 30_000);

  it('lets the server close cleanly while streams are open', async () => {
    const { state, asId } = await api.startEmail('open@example.com');
    const events = eventReader(await open(state, asId));
    expect(await events.next()).toMatchObject({ status: 'PENDING' });
    const other = await startHost();
    const otherApi = apiClient(other, { transport: 'fetch' });
    const started = await otherApi.startEmail('x@example.com');
    const otherEvents = eventReader(
      await fetch(`${other.url}${API.statusStream}/${started.state}?appId=demo&asId=${started.asId}`),
    );
    expect(await otherEvents.next()).toMatchObject({ status: 'PENDING' });
    await other.close();
    expect(await otherEvents.next()).toBe('closed');
    await events.cancel();
  });
});
