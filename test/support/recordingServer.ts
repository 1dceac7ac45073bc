import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the counterpart received it. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the counterpart answers: a status and JSON, or nothing at all (it hangs). */
export type Answer = { status: number; json?: unknown } | 'hang';

/**
 * A real HTTP server in-process that plays a third party (Meta's Cloud API, Twilio): it keeps
 * every request exactly as received and answers with what the test says, in order.
 */
export async function recordingServer(answers: (request: RecordedRequest, index: number) => Answer) {
  const requests: RecordedRequest[] = [];
  const hanging = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const answer = answers(recorded, requests.length - 1);
      if (answer === 'hang') {
        hanging.add(() => res.destroy());
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const end of hanging) end();
        server.close(() => resolve());
      }),
  };
}
