/**
 * The widget on a slow phone network: `/demo/` loaded cold in Chromium, N times, with CDP network
 * emulation (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up, cache disabled). Prints the median
 * time until the floater is usable and the script bytes on the wire before then, against the
 * targets, with PASS/FAIL. Part of `npm run size`; needs a built dist/ (`npx vite build`).
 *
 *   npx tsx test/size/widgetLoad.ts [--runs N] [--dist DIR] [--list]
 *
 * `--list` prints what the last load fetched before usable, with start and end times.
 *
 * "Usable" is exact: the first channel control inside <auth-floater> — a channel button
 * (`button[data-channel]`) or the identifier field (`#sesame-identifier`) — is in the DOM, laid out
 * (non-zero size) and not disabled. Time is from navigation start (performance.now() of the page).
 * "Script on the wire": the transfer size (headers and encoded body) of every .js resource the
 * page started fetching before that moment, from Resource Timing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { median } from '../bench/latencySummary';
import { spawnHost } from '../bench/spawnHost';
import { launchChromium } from '../support/browser';
import { freePort } from '../support/freePort';
import { SLOW_NETWORK, WIRE_TARGETS } from './budget';

interface LoadFigures {
  usableMs: number;
  scriptBytes: number;
  scripts: number;
  /** Each script's path, start and end (ms) and transfer size, in the order they started. */
  timeline: string[];
}

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? args[at + 1]! : fallback;
};
const runs = Number(option('--runs', '5'));
const dist = resolve(option('--dist', 'dist'));

/** One cold load in a fresh context: no cache, no storage, the emulated network from the first byte. */
async function loadOnce(browser: Browser, url: string): Promise<LoadFigures> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_NETWORK.latencyMs,
      downloadThroughput: SLOW_NETWORK.downKbit * 125,
      uploadThroughput: SLOW_NETWORK.upKbit * 125,
    });
    await page.goto(url, { waitUntil: 'commit' });
    const usable = await page.waitForFunction(
      () => {
        const host = document.querySelector('auth-floater');
        const root = host?.shadowRoot ?? host;
        const control = root?.querySelector<HTMLButtonElement | HTMLInputElement>(
          'button[data-channel], #sesame-identifier',
        );
        if (!control || control.disabled) return false;
        const box = control.getBoundingClientRect();
        return box.width > 0 && box.height > 0 ? performance.now() : false;
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    const usableMs = (await usable.jsonValue()) as number;
    const scripts = await page.evaluate(
      (before) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= before)
          .map((entry) => {
            const timing = entry as PerformanceResourceTiming;
            const path = new URL(entry.name).pathname;
            const line = `${path} ${timing.startTime.toFixed(0)}–${timing.responseEnd.toFixed(0)} ms ${timing.transferSize} B`;
            return { js: path.endsWith('.js'), bytes: timing.transferSize, line };
          }),
      usableMs,
    );
    return {
      usableMs,
      scriptBytes: scripts.reduce((sum, s) => sum + (s.js ? s.bytes : 0), 0),
      scripts: scripts.filter((s) => s.js).length,
      timeline: scripts.map((s) => s.line),
    };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sesame-load-'));
  const host = await spawnHost({
    entry: 'server/main.ts',
    port: await freePort(),
    // Dev mode: the demo shop and its `demo` app are seeded at start.
    env: {
      SESAME_MODE: 'dev',
      SQLITE_PATH: join(dataDir, 'sesame.db'),
      SESAME_DIST: dist,
      LOG_LEVEL: 'warn',
    },
  });
  const browser = await launchChromium();
  try {
    // One warm-up load: the host's first answers (statement caches, the app cache) are not measured.
    await loadOnce(browser, `${host.url}/demo/`);
    const results: LoadFigures[] = [];
    for (let i = 0; i < runs; i++) results.push(await loadOnce(browser, `${host.url}/demo/`));
    const usableMs = median(results.map((r) => r.usableMs));
    const scriptBytes = median(results.map((r) => r.scriptBytes));
    const net = SLOW_NETWORK;
    console.log(
      `\n/demo/ cold, ${runs} loads, ${net.latencyMs} ms latency, ${net.downKbit / 1000} Mbit/s down, ${net.upKbit} kbit/s up, cache disabled`,
    );
    console.log(`  usable after (ms):  ${results.map((r) => r.usableMs.toFixed(0)).join(', ')}`);
    console.log(`  script files:       ${results.map((r) => r.scripts).join(', ')}`);
    if (args.includes('--list')) {
      for (const line of results.at(-1)!.timeline) console.log(`    ${line}`);
    }
    const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
    const timeOk = usableMs <= WIRE_TARGETS.usableMs;
    const bytesOk = scriptBytes <= WIRE_TARGETS.scriptBytes;
    console.log(
      `  ${verdict(timeOk)} floater usable (median): ${usableMs.toFixed(0)} ms (target ≤ ${WIRE_TARGETS.usableMs} ms)`,
    );
    console.log(
      `  ${verdict(bytesOk)} script on the wire before usable (median): ${(scriptBytes / 1024).toFixed(1)} KB (target ≤ ${WIRE_TARGETS.scriptBytes / 1024} KB)`,
    );
    process.exitCode = timeOk && bytesOk ? 0 : 1;
  } finally {
    await browser.close();
    await host.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
