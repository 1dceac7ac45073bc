import { SSO_CHANNELS, SSO_PROVIDER_IDS, type SsoChannel } from '../../contract/sso';
import { usageError } from './CliError';

/** A provider by its channel code (GMAIL) or its id (google), in any case. */
export function parseSsoChannel(value: string, what = '--remove'): SsoChannel {
  const upper = value.trim().toUpperCase();
  const channel = SSO_CHANNELS.find((c) => c === upper || SSO_PROVIDER_IDS[c].toUpperCase() === upper);
  if (!channel) {
    throw usageError(
      `${what} "${value}" is not an SSO provider; providers: ${SSO_CHANNELS.map((c) => `${c} (${SSO_PROVIDER_IDS[c]})`).join(', ')}`,
    );
  }
  return channel;
}

/**
 * `PROVIDER:CLIENT_ID:SECRET`. The secret is everything after the second colon (it may contain
 * colons); without it, it is read from SSO_CLIENT_SECRET, which keeps it out of shell history.
 */
export function parseSsoSetting(
  value: string,
  env: NodeJS.ProcessEnv,
): { channel: SsoChannel; clientId: string; clientSecret: string } {
  const first = value.indexOf(':');
  if (first < 1) throw usageError(`--set "${value}" must be PROVIDER:CLIENT_ID:SECRET`);
  const channel = parseSsoChannel(value.slice(0, first), '--set');
  const rest = value.slice(first + 1);
  const second = rest.indexOf(':');
  const clientId = second === -1 ? rest : rest.slice(0, second);
  const clientSecret = second === -1 ? (env.SSO_CLIENT_SECRET ?? '') : rest.slice(second + 1);
  if (!/^[\x21-\x7e]{1,256}$/.test(clientId))
    throw usageError(`--set: the client id of ${channel} is missing or has spaces`);
  if (!clientSecret || clientSecret.length > 8192)
    throw usageError(
      `--set: the client secret of ${channel} is missing (give it after a second colon, or in SSO_CLIENT_SECRET)`,
    );
  return { channel, clientId, clientSecret };
}

/** An OpenID Connect issuer: https, or http on this machine (a local provider). */
export function parseIssuer(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw usageError(`--issuer "${value}" is not an absolute URL`);
  }
  const local = url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname);
  if (url.protocol !== 'https:' && !local) throw usageError(`--issuer "${value}" must be an https:// URL`);
  if (url.username || url.password || url.hash || url.search)
    throw usageError(`--issuer "${value}" must have no credentials, query or #fragment`);
  return value.endsWith('/') ? value.slice(0, -1) : value;
}
