import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
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
  const limiter: Limiter = { app, factor, fallback, now: () => services.clock.now(), made: new Map() };

  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(countedAs);
    // By `${method} ${path}`; a route for every path under a prefix (`/oidc/*`, the OIDC
    // provider's) is checked against the request's own path.
    const wildcard = route.url.endsWith('/*') ? route.url.slice(0, -1) : undefined;
    const checks = new Map<string, Check>();
    for (const [id, limits] of Object.entries(ROUTE_LIMITS)) {
      const [method = '', path = ''] = id.split(' ');
      if (!methods.includes(method)) continue;
      if (wildcard ? !path.startsWith(wildcard) || path.includes(':') : path !== route.url) continue;
      // Under a prefix by path alone: a GET, HEAD and POST of one endpoint share their counters.
      const key = wildcard ? `${method} ${path.toLowerCase()}` : method;
      checks.set(key, limitCheck(limiter, wildcard ? path : id, limits));
      if (limits.pendingCap) route.preHandler = [...asArray(route.preHandler), pendingCapHook(services)];
    }
    if (checks.size === 0) return;
    // First: a route's own onRequest may answer the request itself (the OIDC provider's does).
    const limit = async (request: FastifyRequest) => {
      const method = countedAs(request.method);
      await checks.get(wildcard ? `${method} ${requestPath(request)}` : method)?.(request);
    };
    route.onRequest = [limit, ...asArray(route.onRequest)];
  });
}

/** A HEAD runs its GET's handler: it counts as one (the same counters). */
function countedAs(method: string): string {
  return method === 'HEAD' ? 'GET' : method;
}

/** The path as the OIDC provider's router reads it: no query, any case, no trailing slash. */
function requestPath(request: FastifyRequest): string {
  return (request.url.split('?')[0] ?? '').toLowerCase().replace(/\/+$/, '');
}

interface Limiter {
  app: FastifyInstance;
  factor: number;
  fallback: ThrottleStore | undefined;
  now: () => number;
  made: Map<string, Check>;
}

/** The checks of one table entry, made once: a GET and its HEAD share their counters. */
function limitCheck(limiter: Limiter, id: string, limits: RouteLimits): Check {
  const made = limiter.made.get(id);
  if (made) return made;
  const checks: Check[] = [
    ...limits.perIp.map((limit) => counter(limiter, `${id} ip ${limit.windowMs}`, limit, clientAddress)),
    ...(limits.perState ?? []).map((limit) =>
      counter(limiter, `${id} state ${limit.windowMs}`, limit, (request) => stateOf(request) ?? ''),
    ),
  ];
  const check: Check = async (request) => {
    for (const one of checks) await one(request);
  };
  limiter.made.set(id, check);
  return check;
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
