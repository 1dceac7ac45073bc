import { Ajv, type Options } from 'ajv';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

const shared: Options = { removeAdditional: false, useDefaults: true, allErrors: false, strict: false };

/**
 * Query strings and paths arrive as text, so their numbers and booleans are coerced; JSON
 * bodies are typed already and are checked as they are (`["a@b.c"]` is not an email).
 */
const coercing = new Ajv({ ...shared, coerceTypes: 'array' });
const strict = new Ajv({ ...shared, coerceTypes: false });

export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strict : coercing).compile(schema as object) as ReturnType<
    FastifySchemaCompiler<FastifySchema>
  >;
