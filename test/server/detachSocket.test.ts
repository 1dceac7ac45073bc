import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { detachSocket } from '../../server/http/detachSocket';

/** Taking a stream's connection from Node's HTTP server, as Node does for an upgrade. */
describe('detachSocket', () => {
  let server: http.Server | undefined;
  // Closing the server after a connection was taken must not trip over it.
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  const serve = (handler: http.RequestListener) =>
    new Promise<string>((done) => {
      const created = http.createServer(handler);
      server = created;
      created.listen(0, '127.0.0.1', () => done(String((created.address() as AddressInfo).port)));
    });
  /** Sends one raw request and gathers everything the server writes until it closes. */
  const exchange = (port: string, request: string) =>
    new Promise<string>((done) => {
      let answer = '';
      const client = net.connect(Number(port), '127.0.0.1', () => client.write(request));
      client.on('data', (chunk) => (answer += chunk));
      client.on('close', () => done(answer));
    });

  it('leaves the bare socket: no parser, no server listener, the response let go', async () => {
    const seen: Record<string, unknown> = {};
    const port = await serve(async (req, res) => {
      const socket = await detachSocket(req, res);
      if (!socket) throw new Error('not detached');
      seen.parser = (socket as unknown as { parser: unknown }).parser;
      seen.dataListeners = socket.listenerCount('data');
      seen.errorListeners = socket.listenerCount('error');
      seen.closeListeners = socket.listenerCount('close');
      seen.responseSocket = res.socket;
      socket.end('HTTP/1.1 200 OK\r\nconnection: close\r\n\r\nstreamed by hand');
    });
    const answer = await exchange(port, 'GET /s HTTP/1.1\r\nhost: x\r\n\r\n');
    expect(answer).toBe('HTTP/1.1 200 OK\r\nconnection: close\r\n\r\nstreamed by hand');
    expect(seen).toEqual({
      parser: null,
      dataListeners: 0,
      errorListeners: 0,
      closeListeners: 0,
      responseSocket: null,
    });
  });

  it('changes nothing on a connection that carries a listener it does not know', async () => {
    let detached: unknown = 'unset';
    const port = await serve(async (req, res) => {
      req.socket.on('close', () => {});
      detached = await detachSocket(req, res);
      res.end('answered by the response');
    });
    const answer = await exchange(port, 'GET /s HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n');
    expect(detached).toBeUndefined();
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*answered by the response$/);
  });

  it('serves the next connection with the parser it gave back', async () => {
    const port = await serve(async (req, res) => {
      if (req.url === '/detach') (await detachSocket(req, res))?.end('HTTP/1.1 204 No Content\r\n\r\n');
      else res.end('plain');
    });
    expect(await exchange(port, 'GET /detach HTTP/1.1\r\nhost: x\r\n\r\n')).toBe(
      'HTTP/1.1 204 No Content\r\n\r\n',
    );
    const next = await exchange(port, 'GET /plain HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n');
    expect(next).toMatch(/plain$/);
  });
});
