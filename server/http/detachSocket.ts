import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { Socket } from 'node:net';
import { setImmediate as afterIo } from 'node:timers/promises';

interface HttpParser {
  finish(): unknown;
}
type FreeParser = (parser: HttpParser, request: IncomingMessage, socket: Socket) => void;
/** Node's own release of a connection's parser (lib/_http_common.js), if this Node has it. */
const freeParser = ((): FreeParser | undefined => {
  try {
    return (createRequire(import.meta.url)('node:_http_common') as { freeParser?: FreeParser }).freeParser;
  } catch {
    return undefined;
  }
})();

/**
 * The listeners Node's HTTP server puts on a connection while it serves a request
 * (lib/_http_server.js), by event: the ones Node itself takes off for an `upgrade`.
 */
const SERVER_LISTENERS: Readonly<Record<string, readonly string[]>> = {
  data: ['bound socketOnData'],
  end: ['bound socketOnEnd'],
  close: ['bound socketOnClose', 'onServerResponseClose'],
  drain: ['bound socketOnDrain'],
  error: ['socketOnError'],
  timeout: ['socketOnTimeout'],
  pause: ['onSocketPause'],
  resume: ['onSocketResume'],
};
/** What net.Socket listens to on itself (it stays). */
const OWN_LISTENERS = new Set(new Socket().listeners('end'));

type Listener = (...args: unknown[]) => void;

/**
 * Takes the connection of a request answered by hand away from Node's HTTP server, as Node does
 * for an `upgrade`: the server's listeners come off the socket and its HTTP parser goes back to
 * Node's pool, so the request, the response, the parser (and Fastify's request and reply) can be
 * collected while the connection stays open. What the caller keeps is the bare socket; it writes
 * the response itself, and the connection serves no further request.
 *
 * It waits for the parser to finish the request it is reading first: a handler runs inside the
 * parser's callbacks, and a parser taken away there puts itself back among the server's
 * connections once the request completes, without a socket.
 *
 * Returns undefined and changes nothing when the connection is not as expected (closed meanwhile,
 * a listener this code does not know, no parser): the caller then goes on through the response.
 */
export async function detachSocket(
  request: IncomingMessage,
  response: ServerResponse,
): Promise<Socket | undefined> {
  await afterIo();
  const socket = request.socket as Socket & { parser?: HttpParser | null };
  const parser = socket.parser;
  if (!freeParser || !parser || socket.destroyed || response.socket !== socket) return undefined;
  const leaving: [string, Listener][] = [];
  for (const event of socket.eventNames()) {
    if (typeof event !== 'string') return undefined;
    for (const listener of socket.listeners(event) as Listener[]) {
      if (OWN_LISTENERS.has(listener)) continue;
      if (!SERVER_LISTENERS[event]?.includes(listener.name)) return undefined;
      leaving.push([event, listener]);
    }
  }
  for (const [event, listener] of leaving) socket.removeListener(event, listener);
  response.detachSocket(socket);
  parser.finish();
  freeParser(parser, request, socket);
  return socket;
}
