/**
 * A provider call that did not deliver. `retryable` is true only when the provider surely did
 * not accept the message (connection refused, 429, 5xx), so a retry cannot send it twice;
 * a timeout is not retryable: the message may be on its way.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** One provider HTTP call: JSON or form body, bounded by `signal`, mapped to ProviderError. */
export async function providerFetch(
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'error' });
  } catch (cause) {
    if (init.signal.aborted) throw new ProviderError('provider timed out', false);
    // Refused or reset before an answer: nothing was accepted.
    throw new ProviderError(`provider unreachable: ${(cause as Error).message}`, true);
  }
  const text = await response.text().catch(() => '');
  if (response.ok) {
    try {
      return text ? JSON.parse(text) : {};
    } catch {
      return {};
    }
  }
  const retryable = response.status === 429 || response.status >= 500;
  throw new ProviderError(`provider answered ${response.status}`, retryable, response.status);
}
