import { createRequire } from 'node:module';
import type { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type Factory = ReturnType<typeof SerializerSelector>;

const load = createRequire(import.meta.url);

/**
 * Fastify's own response serializers (fast-json-stringify), each built on the first answer that
 * needs it rather than for every route and status at start: the host has some 80 response
 * schemas, and building them all was a good part of the start-up garbage and idle memory
 * (docs/benchmarks.md). fast-json-stringify itself (with the Ajv instance it makes) is loaded by
 * the first answer too. The output is byte for byte what the eager build gives.
 */
export const lazySerializers: Factory = (externalSchemas, options) => {
  let compile: ReturnType<Factory> | undefined;
  return (route) => {
    let serialize: ((doc: unknown) => string) | undefined;
    return (doc) => {
      if (!serialize) {
        compile ??= (
          load('@fastify/fast-json-stringify-compiler') as { SerializerSelector: typeof SerializerSelector }
        ).SerializerSelector()(externalSchemas, options);
        serialize = compile(route);
      }
      return serialize(doc);
    };
  };
};
