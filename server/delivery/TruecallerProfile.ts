import { ProviderError } from './ProviderError';

/** What the host keeps of a Truecaller profile: the verified number, and name and email when shared. */
export interface TruecallerProfile {
  /** E.164 with "+": Truecaller gives the number with its country code, as a number. */
  phoneNumber: string;
  name: string | undefined;
  email: string | undefined;
}

/**
 * Whether a profile endpoint Truecaller's callback names may be fetched: https (or exactly an
 * allowed origin), no credentials in the URL, on an allowed origin; `https://*.example.com`
 * allows that domain's subdomains only. Never any other host (the callback is unauthenticated).
 */
export function allowedProfileEndpoint(endpoint: string, origins: readonly string[]): URL | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  const allowed = origins.some((origin) => {
    const wildcard = /^(https?:)\/\/\*\.([^/:]+)$/.exec(origin);
    if (!wildcard) return url.origin === origin;
    return url.protocol === wildcard[1] && url.port === '' && url.hostname.endsWith(`.${wildcard[2]}`);
  });
  return allowed ? url : undefined;
}

/**
 * Truecaller's profile fetch: `GET {endpoint}` with the person's access token as a Bearer token
 * (and `Cache-Control: no-cache`, as Truecaller's mobile-web guide sends it). 200 answers the
 * profile; 401 a token Truecaller did not issue or that expired.
 */
export async function fetchTruecallerProfile(
  endpoint: URL,
  accessToken: string,
  signal: AbortSignal,
): Promise<TruecallerProfile> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'GET',
      headers: {
        Authorization: `Bearer ${accessToken}`,
        'Cache-Control': 'no-cache',
        Accept: 'application/json',
      },
      redirect: 'error',
      signal,
    });
  } catch (cause) {
    if (signal.aborted) throw new ProviderError('Truecaller timed out', false);
    throw new ProviderError(`Truecaller unreachable: ${(cause as Error).message}`, true);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok)
    throw new ProviderError(
      `Truecaller answered ${response.status}`,
      response.status === 429 || response.status >= 500,
      response.status,
    );
  return readProfile(text);
}

type RawProfile = {
  phoneNumbers?: unknown;
  name?: { first?: unknown; last?: unknown };
  onlineIdentities?: { email?: unknown };
};

function readProfile(text: string): TruecallerProfile {
  let raw: RawProfile;
  try {
    raw = JSON.parse(text) as RawProfile;
  } catch {
    throw new ProviderError('Truecaller answered without a profile', false, 200);
  }
  const first = Array.isArray(raw.phoneNumbers) ? raw.phoneNumbers[0] : undefined;
  const digits = typeof first === 'number' || typeof first === 'string' ? String(first) : '';
  if (!/^\+?\d{6,15}$/.test(digits))
    throw new ProviderError('Truecaller profile has no phone number', false, 200);
  const words = [raw.name?.first, raw.name?.last].filter(
    (w): w is string => typeof w === 'string' && w !== '',
  );
  const email = raw.onlineIdentities?.email;
  return {
    phoneNumber: digits.startsWith('+') ? digits : `+${digits}`,
    name: words.length ? words.join(' ') : undefined,
    email: typeof email === 'string' && email ? email : undefined,
  };
}
