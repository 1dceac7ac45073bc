import { createServer, type RequestListener, type Server } from 'node:http';
import { SERVER_TIMEOUTS } from './serverTimeouts';

/**
 * The HTTP server Fastify would make for itself (its lib/server.js) from SERVER_TIMEOUTS, with
 * `listener` as the request listener: Fastify's handler behind the FastLane (`serverFactory`).
 */
export function hostServer(listener: RequestListener): Server {
  const server = createServer(SERVER_TIMEOUTS.http, listener);
  server.keepAliveTimeout = SERVER_TIMEOUTS.keepAliveTimeout;
  server.requestTimeout = SERVER_TIMEOUTS.requestTimeout;
  server.setTimeout(SERVER_TIMEOUTS.connectionTimeout);
  return server;
}
