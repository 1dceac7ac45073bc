import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import {
  type ClientLimit,
  PENDING_PER_STATE_MAX,
  ROUTE_LIMITS,
  type RouteLimits,
} from '../../contract/clientLimits';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { STATE_PURPOSE } from '../signin/transactionFor';
import type { ThrottleStore } from '../stores/ThrottleStore';
import { clientAddress } from './clientAddress';

/** Rate-limit entries one instance keeps without Redis (least recently used go first). */
const LOCAL_ENTRIES = 100_000;

type Check = (request: FastifyRequest) => Promise<void>;

/**
 * Per-client limits (contract/clientLimits.ts) on every route the table names: per IP and per
 * browser state, counted by @fastify/rate-limit, in Redis when REDIS_URL is set (shared by every
 * instance) and in memory otherwise. Over a limit: 429 `rate_limited` with Retry-After. While
 * Redis cannot answer, the same limits are counted in the database instead (never skipped:
 * docs/security.md "Reliability"), so a sign-in under way still completes; when neither answers, 503.
 * Registered before the routes: the table is applied as each route is added.
 */
export async function registerClientLimits(app: FastifyInstance, services: Services): Promise<void> {
  const { redis } = services;
  await app.register(fastifyRateLimit, {
    global: false,
    skipOnError: false,
    cache: LOCAL_ENTRIES,
    ...(redis ? { redis: redis.commands, nameSpace: `${redis.prefix}client-limit:` } : {}),
  });
  const factor = services.config.clientLimitsFactor;
  // Only consulted while Redis is away: the database's throttle table (createStores).
  const fallback = redis ? services.throttleTable : undefined;
  const limiter: Limiter = { app, factor, fallback, now: () => services.clock.now() };

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // First: a route's own onRequest may answer the request itself (the OIDC provider's does).
      if (route.url.endsWith('/*')) {
        // A HEAD is answered as a GET there: it counts as one.
        const hook = wildcardHook(limiter, method === 'HEAD' ? 'GET' : method, route.url.slice(0, -1));
        if (hook) route.onRequest = [hook, ...asArray(route.onRequest)];
        continue;
      }
      const id = `${method} ${route.url}`;
      const limits = ROUTE_LIMITS[id];
      if (!limits) continue;
      route.onRequest = [limitHook(limiter, id, limits), ...asArray(route.onRequest)];
      if (limits.pendingCap) route.preHandler = [...asArray(route.preHandler), pendingCapHook(services)];
    }
  });
}

/**
 * A route for every path under `prefix` (`/oidc/`): the table's entries for paths under it are
 * checked against the request's own path (without its query, case and trailing slash, as the
 * router there reads it). Undefined when the table names none.
 */
function wildcardHook(limiter: Limiter, method: string, prefix: string): onRequestHookHandler | undefined {
  const byPath = new Map<string, Check>();
  for (const [id, limits] of Object.entries(ROUTE_LIMITS)) {
    const path = id.slice(method.length + 1);
    if (id.startsWith(`${method} ${prefix}`) && !path.includes(':'))
      byPath.set(path.toLowerCase(), limitCheck(limiter, id, limits));
  }
  if (byPath.size === 0) return undefined;
  return async (request) => {
    const path = (request.url.split('?')[0] ?? '').toLowerCase().replace(/\/+$/, '');
    await byPath.get(path)?.(request);
  };
}

interface Limiter {
  app: FastifyInstance;
  factor: number;
  fallback: ThrottleStore | undefined;
  now: () => number;
}

function limitHook(limiter: Limiter, id: string, limits: RouteLimits): onRequestHookHandler {
  const check = limitCheck(limiter, id, limits);
  return async (request) => check(request);
}

function limitCheck(limiter: Limiter, id: string, limits: RouteLimits): Check {
  const checks: Check[] = [
    ...limits.perIp.map((limit) => counter(limiter, `${id} ip ${limit.windowMs}`, limit, clientAddress)),
    ...(limits.perState ?? []).map((limit) =>
      counter(limiter, `${id} state ${limit.windowMs}`, limit, (request) => stateOf(request) ?? ''),
    ),
  ];
  return async (request) => {
    for (const check of checks) await check(request);
  };
}

function counter(
  limiter: Limiter,
  name: string,
  limit: ClientLimit,
  clientOf: (request: FastifyRequest) => string,
): Check {
  const max = limit.max * limiter.factor;
  const key = (request: FastifyRequest) => `${name}:${clientOf(request)}`;
  const check = limiter.app.createRateLimit({ max, timeWindow: limit.windowMs, keyGenerator: key });
  return async (request) => {
    let result: Awaited<ReturnType<typeof check>>;
    try {
      result = await check(request);
    } catch (cause) {
      if (!limiter.fallback) throw new SesameError('unavailable', { retryAfter: 1, cause });
      const rule = { minGapMs: 0, windowMs: limit.windowMs, max };
      const hit = await limiter.fallback
        .hit(`client:${key(request)}`, rule, limiter.now())
        .catch((error: unknown) => {
          throw new SesameError('unavailable', { retryAfter: 1, cause: error });
        });
      if (!hit.allowed) throw new SesameError('rate_limited', { retryAfter: hit.retryAfterS });
      return;
    }
    if (!result.isAllowed && result.isExceeded) {
      throw new SesameError('rate_limited', { retryAfter: Math.max(1, result.ttlInSeconds) });
    }
  };
}

/**
 * docs/security.md: pending transactions per state are capped. A resend reuses its transaction, so
 * it is not counted as a new one.
 */
function pendingCapHook(services: Services): preHandlerHookHandler {
  const cap = PENDING_PER_STATE_MAX * services.config.clientLimitsFactor;
  return async (request) => {
    const state = stateOf(request);
    const body = request.body as { resend?: boolean; asId?: string } | undefined;
    if (!state || (body?.resend && body.asId)) return;
    const now = services.clock.now();
    const pending = await services.transactions.pendingForState(
      services.hasher.hash(STATE_PURPOSE, state),
      now,
    );
    if (pending.count >= cap) {
      throw new SesameError('rate_limited', {
        retryAfter: Math.max(1, Math.ceil((pending.firstExpiresAt - now) / 1000)),
      });
    }
  };
}

function stateOf(request: FastifyRequest): string | undefined {
  return (request.params as { state?: string } | undefined)?.state;
}

function asArray<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
