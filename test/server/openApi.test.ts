import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../contract/paths';
import { type Host, startHost } from '../support/startHost';

describe('the OpenAPI description', () => {
  let host: Host;
  beforeAll(async () => {
    host = await startHost({ listen: false });
  });
  afterAll(() => host.close());

  it('is generated from the route schemas: the widget calls with their parameters', async () => {
    const res = await host.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown; parameters?: { name: string }[] }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    const intent = doc.paths[`${API.intent}/{state}`]?.post;
    expect(intent?.requestBody).toBeDefined();
    const status = doc.paths[`${API.statusV3}/{state}`]?.get;
    expect(status?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['state', 'appId', 'asId']),
    );
    expect(doc.paths[API.merchantToken]?.post).toBeDefined();
  });
});
