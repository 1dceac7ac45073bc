import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { API } from '../../contract/paths';
import type { MerchantTokenResponse } from '../../contract/wire';
import { SesameError } from '../errors/SesameError';
import { codeBody } from '../http/schemas';
import type { Services } from '../Services';
import { DEMO_APP_ID } from './seedDemoApp';

/**
 * The demo shop's own server side: it exchanges the sign-in code with the merchant token
 * endpoint over HTTP, with the demo app's client credentials, as a merchant's backend would.
 */
export function demoShopRoute(app: FastifyInstance, services: Services): void {
  app.post<{ Body: { code: string } }>(
    '/demo/api/exchange',
    { schema: { body: codeBody } },
    async (request) => {
      const { port } = app.server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}${API.merchantToken}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          client_id: DEMO_APP_ID,
          client_secret: services.config.demoClientSecret,
          code: request.body.code,
        }),
      });
      if (!response.ok) throw new SesameError('invalid_grant');
      const { user } = (await response.json()) as MerchantTokenResponse;
      return { user };
    },
  );
}
