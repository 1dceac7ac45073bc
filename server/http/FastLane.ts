import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { ROUTE_LIMITS } from '../../contract/clientLimits';
import { everyAnswerHeaders, type HeaderList, requestIdOf } from './answerHeaders';
import { JSON_CONTENT_TYPE } from './jsonContentType';
import { writesAt } from './lazyChildLogger';
import { redactUrl } from './redactUrl';

/** A GET as a memory answer sees it: the raw request, the path's last segment and the query. */
export interface LaneRequest {
  raw: IncomingMessage;
  /** The last path segment as sent (not decoded). */
  param: string;
  /** The query string without its `?`. */
  query: string;
}

/** A 200 with a JSON body, and the headers of its own (CORS, caching). */
export interface LaneAnswer {
  json: string;
  headers: HeaderList;
}

/** Answers from memory, or undefined to leave the request to the route. Never throws, never waits. */
export type MemoryAnswer = (request: LaneRequest) => LaneAnswer | undefined;

/**
 * The hottest GETs answered before the framework: every page load asks for the merchant config,
 * and once what decides it is in memory the answer is a string kept for that app version. A route
 * adds a memory answer for its path; a request it can answer is written at once with the headers
 * every answer carries, and logged as Fastify logs a request. Everything else, and every request
 * the memory answer is not sure of (a miss, an error, any input it does not know), goes on to
 * Fastify, whose route answers it in full and fills the memory. A route with a per-client limit
 * cannot be added: the limit runs in Fastify. Closed while the host drains or closes, so those
 * answers carry what Fastify adds then (`Connection: close`, 503).
 */
export class FastLane {
  readonly #answers = new Map<string, MemoryAnswer>();
  #open = true;
  #log: FastifyBaseLogger | undefined;

  /** `GET {prefix}/:param`, answered by `answer` when it can. */
  add(prefix: string, param: string, answer: MemoryAnswer): void {
    if (ROUTE_LIMITS[`GET ${prefix}/:${param}`]) throw new Error(`${prefix} has a client limit`);
    this.#answers.set(`${prefix}/`, answer);
  }

  /** Request logs go to the app's logger, as Fastify's do. */
  logTo(log: FastifyBaseLogger): void {
    this.#log = log;
  }

  /** Every request goes to Fastify from now on. */
  close(): void {
    this.#open = false;
  }

  /** The server's request listener: the lane first, then `next` (Fastify's). */
  listener(next: RequestListener): RequestListener {
    return (request, response) => {
      if (!this.#answered(request, response)) next(request, response);
    };
  }

  #answered(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.#open || request.method !== 'GET') return false;
    const url = request.url ?? '';
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    const slash = path.lastIndexOf('/');
    const answer = this.#answers.get(path.slice(0, slash + 1));
    // Only a path with a memory answer is looked at further: every other request goes straight on.
    if (!answer || hasBody(request)) return false;
    const query = q < 0 ? '' : url.slice(q + 1);
    const found = this.#tried(answer, { raw: request, param: path.slice(slash + 1), query });
    if (!found) return false;
    const requestId = requestIdOf(request);
    this.#logged(request, response, requestId);
    const headers = everyAnswerHeaders(requestId);
    headers.push(
      ...found.headers,
      'content-type',
      JSON_CONTENT_TYPE,
      'content-length',
      String(Buffer.byteLength(found.json)),
    );
    response.writeHead(200, headers);
    response.end(found.json);
    return true;
  }

  /** A memory answer that throws (a fault of ours) leaves the request to the route, and is logged. */
  #tried(answer: MemoryAnswer, request: LaneRequest): LaneAnswer | undefined {
    try {
      return answer(request);
    } catch (error) {
      this.#log?.error({ err: error, url: redactUrl(request.raw.url ?? '') }, 'memory answer failed');
      return undefined;
    }
  }

  /** Fastify's two request lines, when its logger writes them. */
  #logged(request: IncomingMessage, response: ServerResponse, reqId: string): void {
    if (!this.#log || !writesAt(this.#log, 'info')) return;
    const started = performance.now();
    const log = this.#log.child({ reqId });
    log.info({ req: { method: request.method, url: request.url, id: reqId } }, 'incoming request');
    response.once('finish', () => {
      const responseTime = performance.now() - started;
      log.info({ res: { statusCode: response.statusCode }, responseTime }, 'request completed');
    });
  }
}

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The host's FastLane: routes add their memory answers to it. */
    fastLane: FastLane;
  }
}
