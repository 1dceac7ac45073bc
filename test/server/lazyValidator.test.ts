import type { FastifySchema } from 'fastify';
import { describe, expect, it } from 'vitest';
import { validatorCompiler } from '../../server/http/validatorCompiler';

const schema = {
  type: 'object',
  properties: { n: { type: 'integer', maximum: 5 } },
  required: ['n'],
  additionalProperties: false,
} as FastifySchema;

describe('route schemas compiled on first use', () => {
  it('checks and coerces as Ajv does, and reports its errors on the validator', () => {
    const query = validatorCompiler({ schema, httpPart: 'querystring', method: 'GET', url: '/x' });
    const input = { n: '3' };
    expect(query(input)).toBe(true);
    expect(input.n).toBe(3);
    expect(query({ n: '9' })).toBe(false);
    expect((query as unknown as { errors: { keyword: string }[] }).errors[0]?.keyword).toBe('maximum');
    expect(query({ n: 2 })).toBe(true);
    expect((query as unknown as { errors: unknown }).errors).toBeNull();
  });

  it('does not coerce JSON bodies', () => {
    const body = validatorCompiler({ schema, httpPart: 'body', method: 'POST', url: '/x' });
    expect(body({ n: '3' })).toBe(false);
    expect(body({ n: 3 })).toBe(true);
  });

  it('fails on a broken schema when the route is first called', () => {
    const broken = validatorCompiler({
      schema: { type: 'object', properties: { n: { $ref: '#/nowhere' } } } as FastifySchema,
      httpPart: 'body',
      method: 'POST',
      url: '/x',
    });
    expect(() => broken({ n: 1 })).toThrow();
  });
});
