import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger';

/** pino's levels, most severe first; a logger at one level writes it and those before it. */
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type Level = (typeof LEVELS)[number];

/**
 * Fastify's per-request logger (with the request id), made only when the request logs at a level
 * the host writes. Under `LOG_LEVEL=warn` almost no request logs anything, and making pino's child
 * on every request (its bindings serialised to JSON) cost ~2 % of a merchant config's CPU. A
 * route with a level of its own gets its child at once.
 */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level !== undefined) return logger.child(bindings, options);
  let child: FastifyBaseLogger | undefined;
  const made = () => {
    child ??= logger.child(bindings, options);
    return child;
  };
  const method =
    (level: Level) =>
    (...args: unknown[]) => {
      if (child || writesAt(logger, level)) (made()[level] as (...a: unknown[]) => void)(...args);
    };
  return {
    fatal: method('fatal'),
    error: method('error'),
    warn: method('warn'),
    info: method('info'),
    debug: method('debug'),
    trace: method('trace'),
    silent: () => {},
    child: (more, moreOptions) => made().child(more, moreOptions),
    get level() {
      return child?.level ?? logger.level;
    },
    set level(level: string) {
      made().level = level;
    },
  } as FastifyBaseLogger;
}

/** Whether `logger` writes lines of `level`. */
export function writesAt(logger: FastifyBaseLogger, level: Level): boolean {
  const at = LEVELS.indexOf(logger.level as Level);
  return at >= 0 && LEVELS.indexOf(level) <= at;
}
