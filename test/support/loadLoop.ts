/** One request's outcome in a load loop: its status, or the network error's code. */
export type Outcome = { status: number } | { error: string };

/**
 * Sends `request` from `concurrency` workers, one after another on each, until `stop()` is
 * called (requests already sent still finish); `done` resolves with every outcome.
 */
export function loadLoop(
  request: () => Promise<Response>,
  concurrency: number,
): { stop: () => void; done: Promise<Outcome[]>; count: () => number } {
  const outcomes: Outcome[] = [];
  let stopped = false;
  const worker = async () => {
    while (!stopped) {
      try {
        const res = await request();
        await res.arrayBuffer();
        outcomes.push({ status: res.status });
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        outcomes.push({ error: cause?.code ?? String(error) });
      }
    }
  };
  const done = Promise.all(Array.from({ length: concurrency }, worker)).then(() => outcomes);
  return {
    stop: () => {
      stopped = true;
    },
    done,
    count: () => outcomes.length,
  };
}
