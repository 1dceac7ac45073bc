import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import {
  CONNECTION_IDLE_TIMEOUT_MS,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_CHECK_INTERVAL_MS,
} from '../../contract/clientLimits';
import { SesameError } from '../errors/SesameError';
import { toErrorBody } from '../errors/toErrorBody';
import { JSON_CONTENT_TYPE } from './jsonContentType';

/**
 * Fastify's server options that bound slow clients (docs/security.md: request and connection
 * timeouts; the numbers and their reasons are in contract/clientLimits.ts).
 */
export const SERVER_TIMEOUTS = {
  requestTimeout: REQUEST_TIMEOUT_MS,
  connectionTimeout: CONNECTION_IDLE_TIMEOUT_MS,
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS },
  clientErrorHandler,
};

/**
 * Errors Node raises before a request reaches Fastify (a timed-out or malformed request):
 * answered in the spec's error shape, then the connection is closed.
 */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_HEADERS_TIMEOUT'
      ? 'request_timeout'
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 'headers_too_large'
        : 'invalid_request';
  const requestId = randomUUID();
  const { body } = toErrorBody(new SesameError(code), requestId);
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${body.statusCode} ${code}\r\nContent-Type: ${JSON_CONTENT_TYPE}\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nX-Request-Id: ${requestId}\r\n` +
        `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}
