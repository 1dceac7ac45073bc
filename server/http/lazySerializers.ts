import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type Factory = ReturnType<typeof SerializerSelector>;

/**
 * Fastify's own response serializers (fast-json-stringify), each built on the first answer that
 * needs it rather than for every route and status at start: the host has some 80 response
 * schemas, and building them all was a good part of the start-up garbage and idle memory
 * (docs/benchmarks.md). The output is byte for byte what the eager build gives.
 */
export const lazySerializers: Factory = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  return (route) => {
    let serialize: ((doc: unknown) => string) | undefined;
    return (doc) => {
      serialize ??= compile(route);
      return serialize(doc);
    };
  };
};
