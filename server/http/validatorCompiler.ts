import { Ajv, type Options } from 'ajv';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

const shared: Options = { removeAdditional: false, useDefaults: true, allErrors: false, strict: false };

/**
 * Query strings and paths arrive as text, so their numbers and booleans are coerced; JSON
 * bodies are typed already and are checked as they are (`["a@b.c"]` is not an email).
 */
const coercing = new Ajv({ ...shared, coerceTypes: 'array' });
const strict = new Ajv({ ...shared, coerceTypes: false });

type Validate = ReturnType<FastifySchemaCompiler<FastifySchema>> & { errors?: unknown };

/**
 * Each route's schema is compiled by Ajv on the route's first request, not at start: compiling
 * every route's schemas was most of the start time and a good part of the idle memory
 * (docs/benchmarks.md), and most hosts serve a few of the routes. The check is the same Ajv
 * check, and Fastify reads its errors from this validator as before.
 */
export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) => {
  let compiled: Validate | undefined;
  const validate = ((data: unknown) => {
    compiled ??= (httpPart === 'body' ? strict : coercing).compile(schema as object) as Validate;
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  }) as Validate;
  return validate;
};
