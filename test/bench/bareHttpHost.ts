/**
 * The yardstick for the merchant-config route: a bare `node:http` server that answers every
 * request with the same bytes and headers the host sent for one merchant config (read from the
 * JSON file named by BARE_REPLY_FILE), on PORT. Started by benchSesame as its own process.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const reply = JSON.parse(readFileSync(process.env.BARE_REPLY_FILE ?? '', 'utf8')) as {
  headers: Record<string, string>;
  body: string;
};
const body = Buffer.from(reply.body);
createServer((_request, response) => {
  response.writeHead(200, { ...reply.headers, 'content-length': body.length });
  response.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
