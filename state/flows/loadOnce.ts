/**
 * A load made once and shared by every caller (a lazy chunk, the later English texts); one that
 * failed (a chunk that could not be fetched offline) is made again at the next call.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
