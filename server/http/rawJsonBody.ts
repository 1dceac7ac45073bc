import type { FastifyInstance } from 'fastify';
import { SesameError } from '../errors/SesameError';

/**
 * A webhook scope whose JSON bodies stay the bytes as sent (a Buffer, up to `bodyLimit`): the
 * provider's signature covers those bytes, so the route checks it first and parses only then
 * (readRawJsonBody).
 */
export function rawJsonBody(scope: FastifyInstance, bodyLimit: number): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
    done(null, body),
  );
}

/** The JSON of a body kept raw by rawJsonBody, read once its signature is checked. */
export function readRawJsonBody(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new SesameError('invalid_json');
  }
}
