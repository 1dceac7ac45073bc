import { Pool } from 'undici';

export interface JsonReply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field by the caller
  body: any;
}

export interface HttpClient {
  get(path: string): Promise<JsonReply>;
  post(path: string, json: unknown): Promise<JsonReply>;
  close(): Promise<void>;
}

/** Keep-alive connections to one origin (undici), with the headers every call carries. */
export function httpClient(
  origin: string,
  connections: number,
  headers: Record<string, string> = {},
): HttpClient {
  const pool = new Pool(origin, { connections, pipelining: 1 });
  const send = async (method: 'GET' | 'POST', path: string, json?: unknown): Promise<JsonReply> => {
    const res = await pool.request({
      method,
      path,
      headers: json === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: json === undefined ? null : JSON.stringify(json),
    });
    const text = await res.body.text();
    return { status: res.statusCode, body: text ? JSON.parse(text) : undefined };
  };
  return {
    get: (path) => send('GET', path),
    post: (path, json) => send('POST', path, json),
    close: () => pool.close(),
  };
}

/** The answer's body when its status is `expected`; otherwise throws with what came back. */
// biome-ignore lint/suspicious/noExplicitAny: see JsonReply
export function expectStatus(reply: JsonReply, expected: number, what: string): any {
  if (reply.status !== expected) throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}
