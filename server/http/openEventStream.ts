import {
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
  validateHeaderName,
  validateHeaderValue,
} from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { detachSocket } from './detachSocket';

/** Where a server-sent event stream writes. */
export interface EventSink {
  write(text: string): void;
  /** Ends the stream (the client sees the body end). */
  end(): void;
}

/** Header values as `reply.getHeaders()` gives them. */
type Headers = Record<string, string | number | string[] | undefined>;

const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
};

/**
 * Answers `request` with a server-sent event stream: a 200 with the headers the hooks set on
 * `reply` and the stream's own, then `first` (written with the head). `onClose` runs once the
 * connection is gone (the client left, an error, an idle timeout), never before the caller has
 * taken the sink.
 *
 * The stream holds its connection for minutes, so it keeps as little as it can: the connection is
 * taken from Node's HTTP server (detachSocket) and the response is written on the bare socket,
 * delimited by the connection's close (`Connection: close`, no chunked framing). About 4 KB a
 * stream stay instead of ~10 KB. Where the connection cannot be taken, the response carries it.
 */
export async function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  first: string,
  onClose: () => void,
): Promise<EventSink> {
  const headers: Headers = { ...reply.getHeaders(), ...EVENT_STREAM_HEADERS, connection: 'close' };
  // Checked before anything is written, while the error can still be answered.
  const head = headOf(headers);
  reply.hijack();
  const socket = await detachSocket(request.raw, reply.raw);
  // Each sink in a function of its own: a closure keeps every variable its function's closures
  // use, and the socket's listeners must not keep the request and the response.
  return socket
    ? socketSink(socket, `${head}${first}`, onClose)
    : responseSink(request.raw, reply.raw, headers, first, onClose);
}

function socketSink(socket: Socket, start: string, onClose: () => void): EventSink {
  socket.write(start);
  socket.on('close', onClose);
  socket.on('error', () => socket.destroy());
  // An event stream takes no more input: a client that sends any loses the connection, as does
  // one that sees no traffic for the server's idle timeout (heartbeats keep a live one busy);
  // one that half-closes it is answered in kind.
  socket.on('data', () => socket.destroy());
  socket.on('timeout', () => socket.destroy());
  socket.on('end', () => socket.end());
  // The connection accepts half-closed sockets: once the last bytes are out it is closed, not
  // left waiting for the client's side.
  return { write: (text) => void socket.write(text), end: () => void socket.end(() => socket.destroy()) };
}

function responseSink(
  request: IncomingMessage,
  raw: ServerResponse,
  headers: Headers,
  first: string,
  onClose: () => void,
): EventSink {
  raw.writeHead(200, headers as OutgoingHttpHeaders);
  // Sent on its own, the head is written from one flat string: otherwise the response keeps
  // it as the ~45 pieces it was joined from for the stream's whole life (~1.5 KB a stream).
  raw.flushHeaders();
  raw.write(first);
  request.on('close', onClose);
  // A client that left while the request was checked is gone before the stream began: told
  // once the caller has set the stream up.
  if (request.destroyed) setImmediate(onClose);
  return { write: (text) => raw.write(text), end: () => raw.end() };
}

/** A 200's head from header values as `reply.getHeaders()` gives them, checked as Node checks them. */
function headOf(headers: Headers): string {
  let head = `HTTP/1.1 200 OK\r\ndate: ${new Date().toUTCString()}\r\n`;
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === 'date') continue;
    validateHeaderName(name);
    for (const one of Array.isArray(value) ? value : [value]) {
      validateHeaderValue(name, String(one));
      head += `${name}: ${one}\r\n`;
    }
  }
  return `${head}\r\n`;
}
