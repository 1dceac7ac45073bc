import type { Config } from '../config';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Production fails closed (docs/security.md "Production fails closed", 2): a host that would
 * issue tokens for the wrong issuer or send links to the wrong place refuses to start instead.
 * PUBLIC_URL must be set, and https unless it names this machine (a local benchmark or test).
 */
export function checkProductionConfig(config: Config): void {
  if (config.mode !== 'production') return;
  if (!config.publicUrlSet)
    throw new TypeError(
      'PUBLIC_URL is required in production mode: the https origin browsers reach this host at (the ID-token issuer and the base of every link), e.g. PUBLIC_URL=https://auth.example.com',
    );
  let url: URL;
  try {
    url = new URL(config.publicUrl);
  } catch {
    throw new TypeError(`PUBLIC_URL must be an absolute URL, got "${config.publicUrl}"`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname)))
    throw new TypeError(`PUBLIC_URL must use https in production mode, got "${config.publicUrl}"`);
  if (!config.secret) throw new TypeError(SECRET_REQUIRED);
}

/** Said by the host and by `npm run apps` when production has no SESAME_SECRET. */
export const SECRET_REQUIRED =
  'SESAME_SECRET is required in production mode: set it to a random value of at least 32 characters (e.g. `openssl rand -base64 48`) and keep it; every instance and `npm run apps` must use the same one';
