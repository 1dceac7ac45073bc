import http from 'node:http';

/** Open live status streams (SSE), each on its own connection. */
export interface OpenStreams {
  count: number;
  failed: number;
  firstError?: string;
  closeAll(): void;
}

/**
 * Opens one status stream per path, `parallel` handshakes at a time, and keeps every stream
 * whose first `status` event arrived. Each stream is one socket on both sides.
 */
export async function openStatusStreams(
  origin: string,
  paths: string[],
  headers: Record<string, string>,
  parallel = 200,
): Promise<OpenStreams> {
  const requests: http.ClientRequest[] = [];
  let failed = 0;
  let firstError: string | undefined;
  let nextIndex = 0;
  const openOne = (path: string) =>
    new Promise<void>((done) => {
      const req = http.get(`${origin}${path}`, { agent: false, headers }, (res) => {
        if (res.statusCode !== 200) {
          failed++;
          firstError ??= `status stream: ${res.statusCode}`;
          res.resume();
          done();
          return;
        }
        let seen = '';
        res.on('data', (chunk: Buffer) => {
          if (seen.length < 200) {
            seen += chunk.toString();
            if (seen.includes('event: status')) done();
          }
        });
        res.on('error', () => {});
      });
      req.on('error', (error) => {
        failed++;
        firstError ??= error.message;
        done();
      });
      requests.push(req);
    });
  const worker = async () => {
    while (nextIndex < paths.length) {
      const path = paths[nextIndex++];
      if (path !== undefined) await openOne(path);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  const result: OpenStreams = {
    count: paths.length - failed,
    failed,
    closeAll: () => {
      for (const req of requests) req.destroy();
    },
  };
  if (firstError !== undefined) result.firstError = firstError;
  return result;
}
