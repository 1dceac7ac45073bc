import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The caller's `X-Request-Id` when it is a plain id, otherwise a new one (spec §8: every answer names it). */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Headers as names and values in one flat list, as node's `writeHead` takes them: FastLane
 * answers with lists (records of varying shapes made its header loop megamorphic: 1–3 µs of CPU
 * an answer in alternating runs); Fastify's hooks take them as a record (`headerRecord`).
 */
export type HeaderList = string[];

/** The headers every answer carries, whoever answers it (Fastify's hooks or the FastLane). */
export function everyAnswerHeaders(requestId: string): HeaderList {
  return ['x-request-id', requestId, 'x-content-type-options', 'nosniff'];
}

/**
 * The CORS headers of an answer to a page on another origin: only an origin some app registered
 * (`known`) may read it (docs/security.md 6).
 */
export function corsHeaders(origin: string, known: boolean): HeaderList {
  if (!known) return ['vary', 'Origin'];
  return [
    'vary',
    'Origin',
    'access-control-allow-origin',
    origin,
    'access-control-expose-headers',
    'X-Request-Id, Retry-After',
  ];
}

/** A header list as Fastify's `reply.headers()` takes it. */
export function headerRecord(list: HeaderList): Record<string, string> {
  const record: Record<string, string> = {};
  for (let i = 0; i < list.length; i += 2) record[list[i] as string] = list[i + 1] as string;
  return record;
}
