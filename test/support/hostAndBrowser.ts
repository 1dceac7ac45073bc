import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser';
import { type Host, startHost } from './startHost';

export interface HostAndBrowser {
  host: Host;
  browser: Browser;
}

/**
 * An end-to-end suite's world: a real host (serving the built widget) and Debian's Chromium,
 * started before the suite's tests and closed after them. Read `host` and `browser` inside tests.
 */
export function hostAndBrowser(
  options: Parameters<typeof startHost>[0] = { serveStatic: true },
): HostAndBrowser {
  const env = {} as HostAndBrowser;
  beforeAll(async () => {
    env.host = await startHost(options);
    env.browser = await launchChromium();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.host?.close();
  });
  return env;
}
