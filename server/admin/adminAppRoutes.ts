import type { FastifyInstance } from 'fastify';
import { ADMIN_API, DASHBOARD_APP_ID } from '../../contract/admin';
import type { AdminAppInput } from '../../contract/adminApps';
import type { Channel } from '../../contract/channels';
import { channelConfigFor, defaultUiConfig } from '../apps/defaultConfig';
import { parseAppId } from '../cli/parseAppId';
import { parseAppName } from '../cli/parseAppName';
import { parseOrigin } from '../cli/parseOrigin';
import { refuseUnrunnableChannels } from '../cli/refuseUnrunnableChannels';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { adminAppView } from './adminAppView';
import { idParams, listOf, okResponse } from './adminSchemas';
import { appEditFrom, dashboardPatch } from './appInput';
import { appInputSchema, appResponse, appSchema, secretResponse } from './appSchemas';
import { checked, checkedAsync } from './checked';
import { requireAdmin } from './requireAdmin';

type IdRoute = { Params: { id: string } };
/** A new app's channel when the form names none (the apps tool's default). */
const DEFAULT_CHANNELS: Channel[] = ['EMAIL_LOGIN'];

/** Apps in the dashboard (docs/dashboard.md "Apps"): the apps tool's operations, through the AppStore. */
export function adminAppRoutes(app: FastifyInstance, services: Services): void {
  const find = async (id: string) => {
    const found = await services.apps.get(id);
    if (!found) throw new SesameError('not_found', { message: `No app with id "${id}".` });
    return found;
  };

  app.get(ADMIN_API.apps, { schema: { response: listOf(appSchema) } }, async (request) => {
    await requireAdmin(services, request);
    return { items: (await services.apps.list()).map(adminAppView) };
  });

  app.get<IdRoute>(
    '/v1/admin/apps/:id',
    { schema: { params: idParams('id'), response: appResponse } },
    async (request) => {
      await requireAdmin(services, request);
      return adminAppView(await find(request.params.id));
    },
  );

  app.post<{ Body: AdminAppInput }>(
    ADMIN_API.apps,
    {
      schema: { body: { ...appInputSchema, required: ['id', 'name', 'origins'] }, response: secretResponse },
    },
    async (request) => {
      const admin = await requireAdmin(services, request, 'admin');
      const { body } = request;
      const id = checked('id', () => parseAppId(body.id!));
      const name = checked('name', () => parseAppName(body.name!));
      const origins = [...new Set(body.origins!.map((o) => checked('origins', () => parseOrigin(o))))];
      if (!origins.length)
        throw new SesameError('invalid_request', { details: { origins: 'Register at least one origin.' } });
      if (await services.apps.get(id))
        throw new SesameError('invalid_request', {
          details: { id: `An app with id "${id}" already exists.` },
        });
      const wanted = appEditFrom(body);
      const channelConfig = channelConfigFor(wanted.channels ?? DEFAULT_CHANNELS, {
        phoneInputs: wanted.phoneChannels ?? [],
      });
      const fresh = { id, options: {}, channelConfig: [] };
      await checkedAsync('channels', () => refuseUnrunnableChannels(services, fresh, channelConfig));
      const clientSecret = services.random.token(32);
      const created = await services.apps.create({
        id,
        clientId: id,
        clientSecret,
        name,
        origins,
        uiConfig: defaultUiConfig(name),
        channelConfig: channelConfigFor(DEFAULT_CHANNELS),
      });
      const { id: _id, ...rest } = body;
      const updated = (await services.apps.update(id, dashboardPatch(created, rest)))!;
      await services.auditLog.add(
        { admin, action: 'app.create', target: id, after: adminAppView(updated) },
        services.clock.now(),
      );
      return { clientId: id, clientSecret };
    },
  );

  app.patch<IdRoute & { Body: AdminAppInput }>(
    '/v1/admin/apps/:id',
    { schema: { params: idParams('id'), body: appInputSchema, response: appResponse } },
    async (request) => {
      const admin = await requireAdmin(services, request, 'admin');
      const before = await find(request.params.id);
      if (request.body.id !== undefined && request.body.id !== before.id)
        throw new SesameError('invalid_request', { details: { id: 'An app id cannot change.' } });
      const patch = dashboardPatch(before, request.body);
      const channelConfig = patch.channelConfig;
      if (channelConfig)
        await checkedAsync('channels', () => refuseUnrunnableChannels(services, before, channelConfig));
      const updated = (await services.apps.update(before.id, patch))!;
      const after = adminAppView(updated);
      await services.auditLog.add(
        { admin, action: 'app.edit', target: before.id, before: adminAppView(before), after },
        services.clock.now(),
      );
      return after;
    },
  );

  app.post<IdRoute>(
    '/v1/admin/apps/:id/secret',
    { schema: { params: idParams('id'), response: secretResponse } },
    async (request) => {
      const admin = await requireAdmin(services, request, 'admin');
      const found = await find(request.params.id);
      const clientSecret = services.random.token(32);
      await services.apps.update(found.id, { clientSecret });
      await services.auditLog.add(
        { admin, action: 'app.rotate-secret', target: found.id },
        services.clock.now(),
      );
      return { clientId: found.clientId, clientSecret };
    },
  );

  app.delete<IdRoute>(
    '/v1/admin/apps/:id',
    { schema: { params: idParams('id'), response: okResponse } },
    async (request) => {
      const admin = await requireAdmin(services, request, 'admin');
      const found = await find(request.params.id);
      if (found.id === DASHBOARD_APP_ID)
        throw new SesameError('invalid_request', { message: 'The dashboard’s own app cannot be deleted.' });
      await services.apps.remove(found.id);
      await services.auditLog.add(
        { admin, action: 'app.delete', target: found.id, before: adminAppView(found) },
        services.clock.now(),
      );
      return { ok: true };
    },
  );
}
