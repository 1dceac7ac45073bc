import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * The client a per-IP limit counts: its address (the proxy's client address when TRUST_PROXY
 * is set), an IPv6 address by its /64 (one subscriber's whole network), an IPv4-mapped IPv6
 * address as IPv4.
 */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip, 64);
}
