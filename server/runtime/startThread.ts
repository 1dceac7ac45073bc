import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * The host's modules that run in worker threads of their own, named from `server/` without an
 * extension. A build compiles each as an entry of its own (build/serverBuild.ts), beside main.mjs.
 */
export const THREAD_ENTRIES = ['delivery/smtpThread'] as const;

export type ThreadEntry = (typeof THREAD_ENTRIES)[number];

/**
 * A worker thread running one of THREAD_ENTRIES: the compiled file when the host runs from its
 * build (`dist-server/`, where this module is in main.mjs or in `chunks/`), or the TypeScript
 * source through tsx when it runs from its sources (`npm run dev`, the tests), as its main thread does.
 */
export function startThread(entry: ThreadEntry, options: WorkerOptions = {}): Worker {
  const here = new URL('.', import.meta.url);
  if (import.meta.url.endsWith('.ts')) {
    const source = new URL(`../${entry}.ts`, here).href;
    const load = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
    return new Worker(load, { ...options, eval: true });
  }
  const root = here.pathname.endsWith('/chunks/') ? new URL('..', here) : here;
  return new Worker(new URL(`${entry}.mjs`, root), options);
}
