import type { FastifyInstance } from 'fastify';
import type { AdminSsoInput, AdminSsoProvider } from '../../contract/adminApps';
import { SSO_PATHS, SSO_PROVIDER_IDS, type SsoChannel } from '../../contract/sso';
import type { App } from '../apps/App';
import { configuredChannels } from '../apps/defaultConfig';
import { usageError } from '../cli/CliError';
import { parseIssuer, parseSsoChannel, parseSsoSetting } from '../cli/parseSsoSetting';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { idParams, listOf, okResponse } from './adminSchemas';
import { dashboardPatch } from './appInput';
import { checked } from './checked';
import { requireAdmin } from './requireAdmin';

type ProviderRoute = { Params: { id: string; provider: string } };

const providerSchema = {
  type: 'object',
  properties: {
    channel: { type: 'string' },
    clientId: { type: 'string' },
    issuer: { type: 'string' },
    callbackUrl: { type: 'string' },
  },
  required: ['channel', 'clientId', 'callbackUrl'],
} as const;

/**
 * An app's SSO providers in the dashboard, as `npm run apps -- sso` manages them: the same
 * parsers, the same store (secrets sealed, never read back), and the channel turned on or off.
 */
export function adminSsoRoutes(app: FastifyInstance, services: Services): void {
  const find = async (id: string) => {
    const found = await services.apps.get(id);
    if (!found) throw new SesameError('not_found', { message: `No app with id "${id}".` });
    return found;
  };
  const list = async (appId: string): Promise<AdminSsoProvider[]> =>
    (await services.ssoCredentials.list(appId)).map((row) => {
      const callbackUrl = `${services.issuer}${SSO_PATHS.callback}/${SSO_PROVIDER_IDS[row.channel as SsoChannel]}`;
      return {
        channel: row.channel,
        clientId: row.clientId,
        callbackUrl,
        ...(row.issuer ? { issuer: row.issuer } : {}),
      };
    });
  /** The channel list with `channel` added or taken out, through the dashboard's own edit. */
  const setChannel = async (found: App, channel: SsoChannel, on: boolean) => {
    const channels = configuredChannels(found.channelConfig).filter((c) => c !== channel);
    if (on) channels.push(channel);
    await services.apps.update(found.id, dashboardPatch(found, { channels }));
  };

  app.get<{ Params: { id: string } }>(
    '/v1/admin/apps/:id/sso',
    { schema: { params: idParams('id'), response: listOf(providerSchema) } },
    async (request) => {
      await requireAdmin(services, request);
      return { items: await list((await find(request.params.id)).id) };
    },
  );

  app.put<ProviderRoute & { Body: AdminSsoInput }>(
    '/v1/admin/apps/:id/sso/:provider',
    {
      schema: {
        params: idParams('id', 'provider'),
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            clientId: { type: 'string', maxLength: 256 },
            clientSecret: { type: 'string', maxLength: 8192 },
            issuer: { type: 'string', maxLength: 2048 },
          },
          required: ['clientId', 'clientSecret'],
        },
        response: listOf(providerSchema),
      },
    },
    async (request) => {
      const admin = await requireAdmin(services, request, 'admin');
      const found = await find(request.params.id);
      const { clientId, clientSecret, issuer } = request.body;
      const setting = checked('clientId', () => {
        if (clientId.includes(':')) throw usageError('--set: the client id may not contain ":"');
        return parseSsoSetting(`${request.params.provider}:${clientId}:${clientSecret}`, {});
      });
      const parsedIssuer = issuer ? checked('issuer', () => parseIssuer(issuer)) : undefined;
      await services.ssoCredentials.put(found.id, { ...setting, issuer: parsedIssuer });
      await setChannel(found, setting.channel, true);
      const after = { channel: setting.channel, clientId: setting.clientId, issuer: parsedIssuer };
      await services.auditLog.add(
        { admin, action: 'app.sso-set', target: found.id, after: { ...after, clientSecret: '[set]' } },
        services.clock.now(),
      );
      return { items: await list(found.id) };
    },
  );

  app.delete<ProviderRoute>(
    '/v1/admin/apps/:id/sso/:provider',
    { schema: { params: idParams('id', 'provider'), response: okResponse } },
    async (request) => {
      const admin = await requireAdmin(services, request, 'admin');
      const found = await find(request.params.id);
      const channel = checked('provider', () => parseSsoChannel(request.params.provider));
      await services.ssoCredentials.remove(found.id, channel);
      await setChannel(found, channel, false);
      await services.auditLog.add(
        { admin, action: 'app.sso-remove', target: found.id, before: { channel } },
        services.clock.now(),
      );
      return { ok: true };
    },
  );
}
